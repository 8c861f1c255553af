import { Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { FIGURE_MEANINGS, formatPercentOfPoints, resultFigures } from '@gabaritei/shared';
import type { ResultsSummary } from '../../features/results/resultsState';
import { RESULTS_MESSAGES as M } from '../../features/results/messages';

/**
 * The percent ring in the tier's colour, the tier message and the figures, each named by
 * the one rule of shared/results/figures (Aproveitamento, Nota, Pontos, Acertos) and its
 * meaning said once, so a weighted paper's 58% never reads beside a bare '5' as one scale.
 */
export function ScoreSummary({ summary }: { summary: ResultsSummary }) {
  const { score, tier } = summary;
  const figures = resultFigures({
    score: summary.exactScore,
    correctCount: summary.correct,
    totalQuestions: summary.total,
    ...(summary.maxPoints === undefined ? {} : { maxPoints: summary.maxPoints }),
  });
  const points = figures.some((f) => f.figure === 'points');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="desempenho">
      <Group gap="lg" wrap="wrap" justify="center">
        <RingProgress
          size={150}
          thickness={14}
          roundCaps
          sections={[{ value: Math.min(100, Math.max(0, score)), color: tier.color }]}
          role="img"
          aria-label={`${M.score}: ${formatPercentOfPoints(score)}`}
          data-color={tier.color}
          label={
            <Text ta="center" fz={30} fw={800} aria-hidden>
              {formatPercentOfPoints(score)}
            </Text>
          }
        />
        <Stack gap="xs" style={{ flex: '1 1 200px' }}>
          <Title order={2} id="desempenho" fz="h3">
            {tier.label}
          </Title>
          <dl style={{ margin: 0 }}>
            {figures.map((f) => (
              <Stat key={f.figure} term={f.label} value={f.text} />
            ))}
          </dl>
          <Text size="xs" c="dimmed" maw={420} data-testid="figure-meanings">
            {FIGURE_MEANINGS.percentOfPoints} {FIGURE_MEANINGS.grade}
            {points ? ` ${FIGURE_MEANINGS.points}` : ''} {FIGURE_MEANINGS.correctItems}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" py={2} maw={320}>
      <Text component="dt" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={700}>
        {value}
      </Text>
    </Group>
  );
}
