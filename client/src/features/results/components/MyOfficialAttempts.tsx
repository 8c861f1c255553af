import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, type ResultItem } from '@gabaritei/shared';
import { useCurrentUser } from '../../auth/queries';
import { MY_ATTEMPT_MESSAGES as M, myAttemptPath } from '../myAttempt';
import { resultQueries } from '../queries';

/** One 'Ver minha prova' per official attempt, newest first: the way back to its review. */
export function officialAttempts(results: readonly ResultItem[]): ResultItem[] {
  return results
    .filter((r) => r.attemptType === 'OFFICIAL')
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt));
}

/**
 * 'Minhas provas oficiais' on the dashboard, Meus Relatórios and Meus recursos: every official
 * attempt leads to its own review, where appeals are filed while their window is open.
 */
export function MyOfficialAttempts({ id = 'provas-oficiais' }: { id?: string }) {
  const { user } = useCurrentUser();
  const results = useQuery({ ...resultQueries.byUser(user?.id ?? ''), enabled: !!user });
  const attempts = officialAttempts(results.data ?? []);
  if (attempts.length === 0) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id} data-testid="my-official">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={id}>
            {M.sectionTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {M.sectionHint}
          </Text>
        </Stack>
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {attempts.map((attempt) => (
            <li key={attempt.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {attempt.simuladoTitle}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Enviada em{' '}
                    <time dateTime={attempt.completedAt}>{formatDate(attempt.completedAt)}</time>
                  </Text>
                </Stack>
                <Button
                  component={Link}
                  to={myAttemptPath(attempt.simuladoId)}
                  size="xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  aria-label={`${M.action}: ${attempt.simuladoTitle}`}
                >
                  {M.action}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
