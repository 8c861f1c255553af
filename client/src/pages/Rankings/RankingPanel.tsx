import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  RANKING_PAGE_SIZE_DEFAULT,
  aheadOfPercent,
  percentOrDash,
  type RankingPage,
} from '@gabaritei/shared';
import { PageLoader } from '../../components/PageLoader';
import { LiveBadge } from '../../features/ranking/components/LiveBadge';
import { RankingRow } from '../../features/ranking/components/RankingRow';
import { formatRank, RANKING_UI } from '../../features/ranking/messages';
import { rankingQueries } from '../../features/ranking/queries';
import { useFlip } from '../../features/ranking/useFlip';
import { useLiveRanking } from '../../features/ranking/useLiveRanking';
import { LoadError } from '../../features/ranking/components/LoadError';

const PAGE_SIZE = RANKING_PAGE_SIZE_DEFAULT;

/** One simulado's ranking: summary cards, the paged live list, the user's own row. */
export function RankingPanel({ simuladoId }: { simuladoId: string }) {
  const [page, setPage] = useState(1);
  const ranking = useQuery({
    ...rankingQueries.page(simuladoId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const { connected } = useLiveRanking(simuladoId);

  if (ranking.isPending) return <PageLoader label={RANKING_UI.loading} />;
  if (ranking.isError)
    return <LoadError error={ranking.error} onRetry={() => void ranking.refetch()} />;
  const data = ranking.data;
  if (!data.isAvailable)
    return (
      <Alert color="yellow" title={RANKING_UI.unavailableTitle}>
        {data.message}
      </Alert>
    );

  const pages = Math.max(1, Math.ceil(data.participants / PAGE_SIZE));
  const myPage = data.me ? Math.min(pages, Math.ceil(data.me.rank / PAGE_SIZE)) : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <LiveBadge connected={connected} />
        <Button component={Link} to={`/rankings/projecao/${simuladoId}`} variant="light">
          {RANKING_UI.projector}
        </Button>
      </Group>
      <Summary data={data} />
      <Text size="sm" c="dimmed" data-testid="ranking-scale">
        {RANKING_UI.scaleNote}
      </Text>
      {data.participants === 0 ? (
        <Text>{data.message ?? RANKING_UI.noResults}</Text>
      ) : (
        <Stack gap="sm" component="section" aria-label={RANKING_UI.list}>
          <Group justify="space-between">
            <Title order={2} fz="h3">
              {RANKING_UI.list}
            </Title>
            {myPage !== null && myPage !== page ? (
              <Button size="xs" variant="subtle" onClick={() => setPage(myPage)}>
                {RANKING_UI.goToMe}
              </Button>
            ) : null}
          </Group>
          <RankingList rankings={data.rankings} meId={data.me?.userId ?? null} />
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              aria-label="Páginas do ranking"
            />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function Summary({ data }: { data: RankingPage }) {
  const cards = [
    { label: RANKING_UI.participants, value: String(data.participants) },
    // Nothing to average or rank against reads '—', never a '0%' that looks like a bug.
    {
      label: RANKING_UI.average,
      value: percentOrDash(data.participants > 0 ? data.average : null, 0),
    },
    ...(data.me
      ? [
          { label: RANKING_UI.myPosition, value: formatRank(data.me.rank) },
          {
            label: RANKING_UI.percentile,
            value: percentOrDash(aheadOfPercent(data.me.rank, data.participants), 0),
          },
        ]
      : []),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: cards.length }} spacing="md">
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="md" component="section" aria-label={card.label}>
          <Text size="sm" c="dimmed" fw={600}>
            {card.label}
          </Text>
          <Text fz="xl" fw={800}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function RankingList({
  rankings,
  meId,
}: {
  rankings: RankingPage['rankings'];
  meId: string | null;
}) {
  const list = useRef<HTMLOListElement>(null);
  useFlip(list, rankings);
  return (
    <ol
      ref={list}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-xs)',
        padding: 0,
        margin: 0,
      }}
    >
      {rankings.map((entry) => (
        <RankingRow key={entry.userId} entry={entry} isMe={entry.userId === meId} />
      ))}
    </ol>
  );
}
