import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  formatPercent,
  type DisciplinePerformance,
  type DisciplinesResponse,
} from '@gabaritei/shared';
import { RESULTS_MESSAGES as M } from '../../features/results/messages';
import { resultQueries } from '../../features/results/queries';

/**
 * The attempt per discipline against the field's mean, as bars. Each bar has its
 * label and its value in text beside it (the bars themselves are decoration, hidden from
 * screen readers), so nothing is told by colour alone. Nothing shows while the key is
 * embargoed (the server sends no figures then) or when the attempt is not found.
 */
export function DisciplineComparison({
  simuladoId,
  resultId,
}: {
  simuladoId: string;
  resultId: string | undefined;
}) {
  const { data } = useQuery(resultQueries.disciplines(simuladoId, resultId));
  if (!data || data.keyReleasesAt || data.disciplines.length === 0) return null;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="por-disciplina"
      data-testid="desempenho-por-disciplina"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4" id="por-disciplina">
            {M.disciplinesTitle}
          </Title>
          <Text size="sm" c="dimmed" data-testid="disciplinas-base">
            {fieldLine(data)}
          </Text>
        </Stack>
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.disciplines.map((row) => (
            <DisciplineBars key={row.discipline} row={row} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function fieldLine(data: DisciplinesResponse): string {
  if (data.field === 'OFFICIAL') return M.fieldOfficial(data.participants);
  if (data.field === 'PRACTICE') return M.fieldPractice(data.participants);
  return M.fieldNone;
}

function DisciplineBars({ row }: { row: DisciplinePerformance }) {
  return (
    <Stack component="li" gap={4} data-testid="disciplina">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.discipline}
        </Text>
        <Text size="sm" c="dimmed">
          {M.disciplineQuestions(row.credited, row.questions)}
        </Text>
      </Group>
      <Bar label={M.you} value={row.percent} color="blue" />
      {row.fieldPercent === null ? null : (
        <Bar label={M.fieldMean} value={row.fieldPercent} color="gray" striped />
      )}
    </Stack>
  );
}

function Bar({
  label,
  value,
  color,
  striped = false,
}: {
  label: string;
  value: number;
  color: string;
  striped?: boolean;
}) {
  const shown = Math.min(100, Math.max(0, value));
  return (
    <Group gap="xs" wrap="nowrap" data-testid={`barra-${label}`}>
      <Text size="sm" w={52} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Progress
        value={shown}
        color={color}
        striped={striped}
        size="lg"
        radius="sm"
        style={{ flex: 1 }}
        aria-hidden
      />
      <Text size="sm" fw={700} w={56} ta="right" style={{ flexShrink: 0 }}>
        {formatPercent(value, 1)}
      </Text>
    </Group>
  );
}
