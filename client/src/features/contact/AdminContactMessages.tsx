import { Alert, Anchor, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { contactQueries } from './queries';

const PAGE_SIZE = 20;
const LOAD_FAILED = 'Erro ao carregar mensagens';

/**
 * 'Mensagens' of the admin panel: the contact form's messages, newest first, 20 a page.
 * Self-contained (its own query and pagination) so the panel only has to mount it.
 */
export function AdminContactMessages() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, isFetching } = useQuery(
    contactQueries.messages(page, PAGE_SIZE),
  );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Mensagens
      </Title>
      {isError ? (
        <Alert color="red" variant="light" role="alert">
          {serverMessageOr(error, LOAD_FAILED)}
        </Alert>
      ) : null}
      {isPending ? <Loader size="sm" aria-label="Carregando mensagens" /> : null}
      {data && data.items.length === 0 ? <Text>Nenhuma mensagem recebida ainda.</Text> : null}
      {data && data.items.length > 0 ? (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total === 1 ? '1 mensagem' : `${data.total} mensagens`}
            {isFetching ? ' — atualizando…' : ''}
          </Text>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.items.map((item) => (
              <Paper key={item.id} withBorder p="md" radius="md" component="li">
                <Group justify="space-between" gap="xs" mb="xs">
                  <Text fw={600}>
                    {item.name} ·{' '}
                    <Anchor href={`mailto:${item.email}`} fw={400}>
                      {item.email}
                    </Anchor>
                  </Text>
                  <Text size="sm" c="dimmed" component="time" dateTime={item.createdAt}>
                    {formatDateTime(item.createdAt)}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.message}
                </Text>
              </Paper>
            ))}
          </Stack>
          {data.total > PAGE_SIZE ? (
            <Pagination
              total={Math.ceil(data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': control === 'next' ? 'Próxima página' : 'Página anterior',
              })}
              getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
