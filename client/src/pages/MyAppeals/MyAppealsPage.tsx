import { Badge, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@gabaritei/shared';
import { useMyAppeals } from '../../features/appeals/queries';
import { APPEAL_UI as M, STATUS_COLORS } from '../../features/appeals/messages';
import { usePageTitle } from '../../hooks/usePageTitle';

/** 'Meus recursos' (issue 15): every appeal filed, its status and the banca's answer. */
export function MyAppealsPage() {
  usePageTitle(M.myTitle);
  const { data, isPending } = useMyAppeals();
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{M.myTitle}</Title>
        {isPending ? <Loader aria-label="Carregando" /> : null}
        {data?.length === 0 ? <Text c="dimmed">{M.myEmpty}</Text> : null}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data?.map((appeal) => (
            <Paper key={appeal.id} withBorder p="md" component="li">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>
                    {M.question(appeal.questionNumber)} · {formatDateTime(appeal.createdAt)}
                  </Text>
                  <Badge color={STATUS_COLORS[appeal.status]} variant="filled" tt="none">
                    {M.status[appeal.status]}
                  </Badge>
                </Group>
                <Text size="sm">{appeal.text}</Text>
                {appeal.reply ? (
                  <Text size="sm">
                    <strong>{M.myAnswer}</strong> {appeal.reply}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
