import { Alert, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { myAttemptPath } from '../../features/results/myAttempt';
import { useCallback, useMemo } from 'react';
import type { MySimulado } from '@gabaritei/shared';
import { PageLoader } from '../../components/PageLoader';
import { useCurrentUser } from '../../features/auth/queries';
import { useReopenExam } from '../../features/exam/session/useReopenExam';
import { useMyPurchases, useMySimulados } from '../../features/purchases/queries';
import { cardView } from '../../features/simulados/cardView';
import { useMinuteNow } from './useMinuteNow';
import { AccessFlowFeedback } from '../../features/exam/components/AccessFlowFeedback';
import { SimuladoCard } from '../../features/simulados/components/SimuladoCard';
import { SIMULADOS_MESSAGES } from '../../features/simulados/messages';
import { simuladoQueries } from '../../features/simulados/queries';
import { useAutoSelect } from '../../features/simulados/useAutoSelect';
import { useExamAccessFlow } from '../../features/exam/session/useExamAccessFlow';
import { usePageTitle } from '../../hooks/usePageTitle';
import { ExamView } from './ExamView';
import { ModeChoiceDialog } from './ModeChoiceDialog';

/**
 * PRODUCT §2 Simulados list and exam-taking: the catalogue; picking a card starts the access
 * flow (§4), which ends in the taking view on this same route.
 */
export function ExamTakingPage() {
  usePageTitle(SIMULADOS_MESSAGES.title);
  const simulados = useQuery(simuladoQueries.list());
  const { isLoading: userLoading } = useCurrentUser();
  const purchases = useMyPurchases();
  const flow = useExamAccessFlow();
  const { exam } = flow;
  const navigate = useNavigate();

  const mine = useMySimulados();
  const now = useMinuteNow();
  const standing = useMemo(
    () => new Map<string, MySimulado>((mine.data ?? []).map((s) => [s.simuladoId, s])),
    [mine.data],
  );
  const { notify } = flow;
  const onMissing = useCallback(() => notify(SIMULADOS_MESSAGES.notFound, 'error'), [notify]);
  const ready = !userLoading && !purchases.isLoading;
  useAutoSelect(simulados.data, ready, flow.start, onMissing);
  useReopenExam(simulados.data, ready, flow.start);

  return (
    <>
      {exam.screen ? (
        <ExamView exam={exam} screen={exam.screen} />
      ) : (
        <Container size="lg" px="md" py="xl">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1}>{SIMULADOS_MESSAGES.title}</Title>
              <Text c="dimmed">
                Escolha um simulado para treinar com questões no estilo da sua prova.
              </Text>
            </Stack>

            {simulados.isPending ? <PageLoader label="Carregando simulados..." /> : null}
            {simulados.isError ? (
              <Alert color="red" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{SIMULADOS_MESSAGES.listFailed}</Text>
                  <Button size="xs" variant="light" color="red" onClick={() => simulados.refetch()}>
                    Tentar novamente
                  </Button>
                </Stack>
              </Alert>
            ) : null}
            {simulados.isSuccess && simulados.data.length === 0 ? (
              <Text>{SIMULADOS_MESSAGES.empty}</Text>
            ) : null}
            {simulados.isSuccess && simulados.data.length > 0 ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {simulados.data.map((simulado) => {
                  const view = cardView(simulado, standing.get(simulado.id), now);
                  return (
                    <SimuladoCard
                      key={simulado.id}
                      simulado={simulado}
                      view={view}
                      onPick={(s) =>
                        view.reviewsOwnAttempt ? navigate(myAttemptPath(s.id)) : flow.start(s)
                      }
                      onPractice={flow.start}
                    />
                  );
                })}
              </SimpleGrid>
            ) : null}
          </Stack>
        </Container>
      )}
      {/* Gone in the very render that shows the exam: its closing fade would lie over the
          options for a moment and swallow the first clicks, with the screen looking ready. */}
      {exam.screen ? null : (
        <ModeChoiceDialog
          choice={exam.choice}
          starting={exam.starting}
          onChoose={(mode) => void exam.choose(mode)}
          onCancel={exam.cancelChoice}
        />
      )}
      <AccessFlowFeedback flow={flow} />
    </>
  );
}
