import { Avatar, Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  LOCALE,
  TIMEZONE,
  percentOfPointsText,
  percentOrDash,
  type RankingEntry,
} from '@gabaritei/shared';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../hooks/usePageTitle';
import { LiveBadge } from '../../features/ranking/components/LiveBadge';
import { LoadError } from '../../features/ranking/components/LoadError';
import { INITIALS_TEXT, podiumStyle } from '../../features/ranking/components/RankingRow';
import { formatPercent, formatRank, RANKING_UI } from '../../features/ranking/messages';
import { rankingQueries } from '../../features/ranking/queries';
import { useFlip } from '../../features/ranking/useFlip';
import { fetchClass } from '../../features/classes/api';
import { useLiveRanking } from '../../features/ranking/useLiveRanking';
import classes from './RankingProjector.module.css';

const TOP_CHOICES = ['10', '20'] as const;

/**
 * 'Modo Projeção' (/rankings/projecao/:simuladoId[?turma=classId]): the top 10 or 20 in
 * large type for the back of a classroom, live, with names and scores only, a clock and
 * the number of participants, in one screen with no scroll (the layout is in the CSS
 * module). With `turma` it shows that class's ranking (the teacher endpoint) and refetches
 * it on every update.
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
  // The class projector names its class, so a room showing two classes knows which is up.
  const className = useQuery({
    queryKey: ['classes', 'info', classId],
    queryFn: ({ signal }) => fetchClass(classId ?? '', signal),
    enabled: classId !== null,
  }).data?.name;
  const data = ranking.data;

  return (
    <main className={classes.screen}>
      <div className={classes.header}>
        <div className={classes.headerRow}>
          <Title order={1} className={classes.title}>
            <span className={classes.label}>
              {className
                ? `${RANKING_UI.projector} · ${RANKING_UI.classLabel(className)}`
                : RANKING_UI.projector}
            </span>
            {data?.simuladoTitle ?? RANKING_UI.title}
          </Title>
          <Clock />
        </div>
        <div className={classes.headerRow}>
          <div className={classes.stats}>
            {data?.isAvailable ? (
              <>
                <span>
                  {RANKING_UI.participants}: <b>{data.participants}</b>
                </span>
                <span>
                  {RANKING_UI.average}:{' '}
                  <b>{percentOrDash(data.participants > 0 ? data.average : null, 0)}</b>
                </span>
              </>
            ) : null}
          </div>
          <div className={classes.controls}>
            <LiveBadge connected={connected} size="lg" />
            <SegmentedControl
              aria-label="Quantas posições mostrar"
              data={TOP_CHOICES.map((n) => ({ value: n, label: RANKING_UI.topOf(Number(n)) }))}
              value={top}
              onChange={(value) => setTop(value as (typeof TOP_CHOICES)[number])}
            />
            <Button variant="default" onClick={() => void enterFullScreen()}>
              {RANKING_UI.fullScreen}
            </Button>
            <Button component={Link} to="/rankings" variant="subtle">
              {RANKING_UI.exitProjector}
            </Button>
          </div>
        </div>
      </div>
      {ranking.isPending ? <PageLoader label={RANKING_UI.loading} /> : null}
      {ranking.isError ? (
        <LoadError error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : null}
      {data && !data.isAvailable ? (
        <Stack gap="sm">
          <Title order={2}>{RANKING_UI.unavailableTitle}</Title>
          <Text fz="xl">{data.message}</Text>
        </Stack>
      ) : null}
      {data?.isAvailable && data.rankings.length === 0 ? (
        <Text fz="xl">{data.message ?? RANKING_UI.noResults}</Text>
      ) : null}
      {data?.isAvailable && data.rankings.length > 0 ? (
        <ProjectorList
          rankings={data.rankings.slice(0, Number(top))}
          columns={top === '20' ? 2 : 1}
        />
      ) : null}
    </main>
  );
}

/** Ten rows per column, ranks 1–10 down the first and 11–20 down the second. */
function ProjectorList({ rankings, columns }: { rankings: RankingEntry[]; columns: 1 | 2 }) {
  const list = useRef<HTMLOListElement>(null);
  useFlip(list, rankings);
  return (
    <ol
      ref={list}
      className={classes.list}
      aria-label={RANKING_UI.list}
      data-columns={columns}
      style={{ '--projector-columns': columns } as CSSProperties}
    >
      {rankings.map((entry) => (
        <li
          key={entry.userId}
          className={classes.row}
          data-flip-key={entry.userId}
          data-testid="ranking-row"
          data-rank={entry.rank}
          aria-label={`${formatRank(entry.rank)} ${entry.userName} ${percentOfPointsText(entry.score)}`}
          style={podiumStyle(entry.rank)}
        >
          <div className={classes.rowInner}>
            <span className={classes.rank} aria-hidden>
              {formatRank(entry.rank)}
            </span>
            <Avatar
              name={entry.userName}
              color="initials"
              className={classes.avatar}
              styles={INITIALS_TEXT}
              aria-hidden
            />
            <span className={classes.name}>{entry.userName}</span>
            <span className={classes.score}>{formatPercent(entry.score)}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

const clockFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIMEZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** The wall clock of the room, in Brasília time like every date of the platform. */
function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time
      className={classes.clock}
      dateTime={now.toISOString()}
      aria-label={`${RANKING_UI.clock}: ${clockFormat.format(now)}`}
      data-testid="projector-clock"
    >
      {clockFormat.format(now)}
    </time>
  );
}

async function enterFullScreen(): Promise<void> {
  await document.documentElement.requestFullscreen?.().catch(() => undefined);
}
