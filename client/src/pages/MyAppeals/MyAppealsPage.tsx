import { Badge, Container, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatDateTime, type MyAppeal } from '@gabaritei/shared';
import { useMyAppeals } from '../../features/appeals/queries';
import { APPEAL_UI as M, STATUS_COLORS } from '../../features/appeals/messages';
import { usePageTitle } from '../../hooks/usePageTitle';
import { MyOfficialAttempts } from '../../features/results/components/MyOfficialAttempts';

/**
 * 'Meus recursos': every appeal filed, its simulado, its status and the banca's
 * answer. `?simulado=` keeps the filter in the address (a results page links with it).
 */
export function MyAppealsPage() {
  usePageTitle(M.myTitle);
  const { data, isPending } = useMyAppeals();
  const [params, setParams] = useSearchParams();
  const simulados = distinctSimulados(data ?? []);
  const chosen = params.get('simulado');
  const filter = simulados.some((s) => s.value === chosen) ? chosen : null;
  const shown = (data ?? []).filter((appeal) => !filter || appeal.simuladoId === filter);
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{M.myTitle}</Title>
        <MyOfficialAttempts />
        {isPending ? <Loader aria-label="Carregando" /> : null}
        {data?.length === 0 ? <Text c="dimmed">{M.myEmpty}</Text> : null}
        {simulados.length > 1 ? (
          <Select
            label={M.mySimulado}
            placeholder={M.myAllSimulados}
            data={simulados}
            value={filter}
            onChange={(value) => setParams(value ? { simulado: value } : {}, { replace: true })}
            clearable
            maw={480}
          />
        ) : null}
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((appeal) => (
            <Paper key={appeal.id} withBorder p="md" component="li">
              <Stack gap={6}>
                <Text size="sm" c="dimmed" fw={600}>
                  {appeal.simuladoTitle}
                </Text>
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>
                    {M.question(appeal.questionNumber, appeal.paperPosition)} ·{' '}
                    {formatDateTime(appeal.createdAt)}
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

/** The simulados of the appeals, in the order their latest appeal came. */
function distinctSimulados(appeals: readonly MyAppeal[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const appeal of appeals)
    if (!seen.has(appeal.simuladoId)) seen.set(appeal.simuladoId, appeal.simuladoTitle);
  return [...seen].map(([value, label]) => ({ value, label }));
}
