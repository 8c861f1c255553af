import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { outboxQueries } from './queries';

const T = {
  title: 'Caixa de saída',
  hint: 'Sem SMTP configurado, o Gabaritei não envia e-mails: eles ficam aqui, com seus links. Para cadastrar um aluno, abra o link de confirmação do e-mail dele (ou envie-o a ele).',
  empty: 'Nenhum e-mail na caixa de saída.',
  refresh: 'Atualizar',
  loading: 'Carregando a caixa de saída',
  failed: 'Erro ao carregar a caixa de saída',
  to: (address: string) => `Para: ${address}`,
  links: 'Links',
  text: 'Texto do e-mail',
} as const;

/** 'Caixa de saída': each e-mail the server kept instead of sending, newest first. */
export function OutboxTab() {
  const { data, isPending, isError, error, isFetching, refetch } = useQuery(outboxQueries.list());
  return (
    <Stack gap="md" component="section" aria-labelledby="outbox-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="outbox-title">
          {T.title}
        </Title>
        <Button variant="default" size="compact-sm" loading={isFetching} onClick={() => refetch()}>
          {T.refresh}
        </Button>
      </Group>
      <Text size="sm">{T.hint}</Text>
      {isError ? (
        <Alert color="red" variant="light" role="alert">
          {serverMessageOr(error, T.failed)}
        </Alert>
      ) : null}
      {isPending ? <Loader size="sm" aria-label={T.loading} /> : null}
      {data && data.emails.length === 0 ? <Text>{T.empty}</Text> : null}
      {data && data.emails.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.emails.map((mail) => (
            <Paper key={mail.id} withBorder p="md" radius="md" component="li">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" align="baseline">
                  <Title order={3} size="h5">
                    {mail.subject}
                  </Title>
                  <Text size="sm" c="dimmed" component="time" dateTime={mail.sentAt}>
                    {formatDateTime(mail.sentAt)}
                  </Text>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {T.to(mail.to)}
                </Text>
                {mail.links.length > 0 ? (
                  <List size="sm" spacing={4} aria-label={T.links}>
                    {mail.links.map((link) => (
                      <List.Item key={link} style={{ overflowWrap: 'anywhere' }}>
                        <Anchor href={link} target="_blank" rel="noopener noreferrer">
                          {link}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                ) : null}
                <details>
                  <summary>{T.text}</summary>
                  <Text
                    size="sm"
                    mt="xs"
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {mail.text}
                  </Text>
                </details>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
