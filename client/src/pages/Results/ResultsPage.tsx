import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  FORMAT_LABELS,
  POSITION_FORMULA,
  keyEmbargoMessage,
  scoringRuleLine,
} from '@gabaritei/shared';
import {
  parseResultsState,
  summarise,
  type ResultsState,
} from '../../features/results/resultsState';
import { RESULTS_MESSAGES } from '../../features/results/messages';
import { usePageTitle } from '../../hooks/usePageTitle';
import { ScoreChangeNotes } from '../../features/appeals/components/ScoreChangeNotes';
import { AnswerReview } from './AnswerReview';
import { DisciplineComparison } from './DisciplineComparison';
import { ScoreSummary } from './ScoreSummary';

/** PRODUCT §2 Results: the answers arrive in navigation state; with none, go to the reports. */
export function ResultsPage() {
  usePageTitle(RESULTS_MESSAGES.title);
  const state = parseResultsState(useLocation().state);
  if (!state) return <Navigate to="/my-reports" replace />;
  return <Results state={state} />;
}

function Results({ state }: { state: ResultsState }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = summarise(state);
  const embargo = state.keyReleasesAt ?? null;
  const rank = state.result?.rank;
  // A practice-only simulado has no ranking: no 'Ver Ranking'.
  const hasRanking = state.hasRanking !== false;

  useEffect(() => heading.current?.focus(), []);

  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        {state.notice ? (
          <Alert color="orange" variant="light" role="status">
            {state.notice}
          </Alert>
        ) : null}
        <Stack gap={2}>
          <Title order={1} ref={heading} tabIndex={-1}>
            {RESULTS_MESSAGES.title}
          </Title>
          {state.simuladoTitle ? <Text c="dimmed">{state.simuladoTitle}</Text> : null}
        </Stack>

        <ScoreSummary summary={summary} />
        <DisciplineComparison simuladoId={state.simuladoId} resultId={state.result?.id} />
        <ScoreChangeNotes simuladoId={state.simuladoId} />
        <Text size="sm" c="dimmed" data-testid="regra-de-pontuacao">
          <strong>{FORMAT_LABELS[state.format ?? 'ABCD']}.</strong>{' '}
          {scoringRuleLine(state.scoring ?? 'STANDARD', state.weighted ?? false)}
        </Text>
        {/* No rank (a practice with nobody to compare with): no position and no figure. */}
        {rank && state.result?.participants ? (
          <Stack gap={2}>
            <Text fw={600} data-testid="results-position">
              {RESULTS_MESSAGES.position(
                rank,
                state.result.participants,
                state.result.attemptType === 'PRACTICE',
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {POSITION_FORMULA}
            </Text>
          </Stack>
        ) : null}

        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="proximos-passos"
        >
          <Stack gap="xs">
            <Title order={2} fz="h4" id="proximos-passos">
              {RESULTS_MESSAGES.nextStepsTitle}
            </Title>
            <Text>
              {embargo
                ? RESULTS_MESSAGES.nextStepsEmbargo
                : hasRanking
                  ? RESULTS_MESSAGES.nextSteps
                  : RESULTS_MESSAGES.nextStepsTraining}
            </Text>
          </Stack>
        </Paper>

        <SimpleGrid cols={{ base: 1, sm: hasRanking ? 2 : 1 }} spacing="sm">
          <Button variant="default" onClick={() => navigate('/simulated')}>
            {RESULTS_MESSAGES.backToList}
          </Button>
          {hasRanking ? (
            <Button
              onClick={() =>
                navigate('/rankings', {
                  state: { simuladoId: state.simuladoId, userId: state.userId },
                })
              }
            >
              {RESULTS_MESSAGES.ranking}
            </Button>
          ) : null}
        </SimpleGrid>

        {embargo ? (
          <Alert color="blue" variant="light" role="status" title={RESULTS_MESSAGES.embargoTitle}>
            {keyEmbargoMessage(embargo)}
          </Alert>
        ) : (
          <AnswerReview state={state} />
        )}
      </Stack>
    </Container>
  );
}
