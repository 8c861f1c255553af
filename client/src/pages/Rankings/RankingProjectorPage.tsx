import { Box, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../hooks/usePageTitle';
import { LiveBadge } from '../../features/ranking/components/LiveBadge';
import { formatPercent, RANKING_UI } from '../../features/ranking/messages';
import { rankingQueries } from '../../features/ranking/queries';
import { useLiveRanking } from '../../features/ranking/useLiveRanking';
import { RankingList } from './RankingPanel';
import { LoadError } from '../../features/ranking/components/LoadError';

const TOP_CHOICES = ['10', '20'] as const;

/**
 * 'Modo Projeção' (/rankings/projecao/:simuladoId[?turma=classId]): the top 10 or 20 in
 * large type for the back of a classroom, live, with names and scores only. With `turma`
 * it shows that class's ranking (the teacher endpoint) and refetches it on every update.
 */
export function RankingProjectorPage() {
  usePageTitle(RANKING_UI.projector);
  const { simuladoId = '' } = useParams();
  const [search] = useSearchParams();
  const classId = search.get('turma');
  const [top, setTop] = useState<(typeof TOP_CHOICES)[number]>('10');
  const queryClient = useQueryClient();
  const publicRanking = useQuery({
    ...rankingQueries.page(simuladoId, 1, Number(top)),
    enabled: classId === null,
  });
  const classRanking = useQuery({
    ...rankingQueries.classPage(classId ?? '', simuladoId),
    enabled: classId !== null,
  });
  const ranking = classId === null ? publicRanking : classRanking;
  const onUpdated = useCallback(() => {
    if (!classId) return;
    const { queryKey } = rankingQueries.classPage(classId, simuladoId);
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [queryClient, classId, simuladoId]);
  const { connected } = useLiveRanking(simuladoId, onUpdated);

  return (
    <Box mih="100vh" p="xl" bg="var(--mantine-color-body)">
      <Stack gap="xl" maw={1400} mx="auto">
        <Group justify="space-between" align="center">
          <Stack gap={4}>
            <Text fz={28} c="dimmed" fw={700}>
              {RANKING_UI.projector}
            </Text>
            <Title order={1} fz={56} lh={1.1}>
              {ranking.data?.simuladoTitle ?? RANKING_UI.title}
            </Title>
          </Stack>
          <Group gap="md">
            <LiveBadge connected={connected} size="xl" />
            <SegmentedControl
              size="lg"
              data={TOP_CHOICES.map((n) => ({ value: n, label: RANKING_UI.topOf(Number(n)) }))}
              value={top}
              onChange={(value) => setTop(value as (typeof TOP_CHOICES)[number])}
            />
            <Button variant="default" size="lg" onClick={() => void enterFullScreen()}>
              {RANKING_UI.fullScreen}
            </Button>
            <Button component={Link} to="/rankings" variant="subtle" size="lg">
              {RANKING_UI.exitProjector}
            </Button>
          </Group>
        </Group>
        {ranking.isPending ? <PageLoader label={RANKING_UI.loading} /> : null}
        {ranking.isError ? (
          <LoadError error={ranking.error} onRetry={() => void ranking.refetch()} />
        ) : null}
        {ranking.data && !ranking.data.isAvailable ? (
          <Stack gap="sm">
            <Title order={2} fz={44}>
              {RANKING_UI.unavailableTitle}
            </Title>
            <Text fz={32}>{ranking.data.message}</Text>
          </Stack>
        ) : null}
        {ranking.data?.isAvailable ? (
          <>
            <Group gap={48}>
              <Text fz={32}>
                {RANKING_UI.participants}: <b>{ranking.data.participants}</b>
              </Text>
              <Text fz={32}>
                {RANKING_UI.average}: <b>{formatPercent(ranking.data.average)}</b>
              </Text>
            </Group>
            {ranking.data.rankings.length === 0 ? (
              <Text fz={36}>{ranking.data.message ?? RANKING_UI.noResults}</Text>
            ) : (
              <RankingList
                rankings={ranking.data.rankings.slice(0, Number(top))}
                meId={null}
                size="xl"
              />
            )}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

async function enterFullScreen(): Promise<void> {
  await document.documentElement.requestFullscreen?.().catch(() => undefined);
}
