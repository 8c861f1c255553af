import { Group, Paper, Progress, Text } from '@mantine/core';
import { formatPercent } from '@gabaritei/shared';

/** PRODUCT §2: answered / total and percent; green at 100 %, amber from 50 %. */
export function ProgressCard({ answered, total }: { answered: number; total: number }) {
  const percent = progressPercent(answered, total);
  const color = progressColor(percent);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="progresso-titulo">
      <Group justify="space-between" gap={4} wrap="wrap">
        <Text id="progresso-titulo" fw={600}>
          Progresso
        </Text>
        <Text fw={700} data-testid="progress-count">
          {answered} / {total} respondidas · {formatPercent(percent, 0)}
        </Text>
      </Group>
      <Progress
        mt="xs"
        size="lg"
        value={percent}
        color={color}
        data-level={color}
        aria-label={`${answered} de ${total} questões respondidas`}
      />
    </Paper>
  );
}

export function progressPercent(answered: number, total: number): number {
  return total > 0 ? Math.round((answered / total) * 100) : 0;
}

/** Mantine colours: green when complete, amber (yellow) from half, blue before. */
export function progressColor(percent: number): 'green' | 'yellow' | 'blue' {
  if (percent >= 100) return 'green';
  if (percent >= 50) return 'yellow';
  return 'blue';
}
