import { Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { formatPercent } from '@gabaritei/shared';
import type { ResultsSummary } from '../../features/results/resultsState';
import { RESULTS_MESSAGES as M } from '../../features/results/messages';

/** The percent ring in the tier's colour, the tier message and the numbers. */
export function ScoreSummary({ summary }: { summary: ResultsSummary }) {
  const { score, tier, correct, total } = summary;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="desempenho">
      <Group gap="lg" wrap="wrap" justify="center">
        <RingProgress
          size={150}
          thickness={14}
          roundCaps
          sections={[{ value: Math.min(100, Math.max(0, score)), color: tier.color }]}
          role="img"
          aria-label={`${M.score}: ${formatPercent(score, 0)}`}
          data-color={tier.color}
          label={
            <Text ta="center" fz={30} fw={800} aria-hidden>
              {formatPercent(score, 0)}
            </Text>
          }
        />
        <Stack gap="xs" style={{ flex: '1 1 200px' }}>
          <Title order={2} id="desempenho" fz="h3">
            {tier.label}
          </Title>
          <dl style={{ margin: 0 }}>
            <Stat term={M.correct} value={String(correct)} />
            <Stat term={M.total} value={String(total)} />
          </dl>
        </Stack>
      </Group>
    </Paper>
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" py={2} maw={280}>
      <Text component="dt" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={700}>
        {value}
      </Text>
    </Group>
  );
}
