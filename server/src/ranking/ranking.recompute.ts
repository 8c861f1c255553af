import type { Logger } from 'pino';
import {
  RANKING_EVENTS,
  RANKING_PAGE_SIZE_DEFAULT,
  percentile,
  type RankingMeEvent,
  type RankingUpdatedEvent,
} from '@gabaritei/shared';
import type { Db } from '../db/database';
import { rooms, type EventPublisher } from '../realtime/types';
import { presentEntry, presentOwnEntry } from './ranking.presenter';
import { readLiveRanking } from './live-ranking.repository';
import { createRewritePacing, type RewritePacing } from './rewrite-pacing';
import type { RankingWatchers } from './watchers';
import {
  databaseNow,
  findSourceReadAt,
  listChangedEntries,
  lockSimuladoRanking,
  materialiseFreshRanking,
  simuladoExists,
  writeSnapshot,
  type ChangedEntryRow,
  type SnapshotRow,
} from './ranking.repository';

export type RankingRecomputeDeps = {
  db: Db;
  events: EventPublisher;
  logger: Pick<Logger, 'warn'>;
  /** Who gets `ranking:me`; without it nobody does (the room update still goes out). */
  rankingWatchers?: RankingWatchers;
  /**
   * Runs the recompute again in `delayMs` (a delayed job) when the snapshot's rewrite must
   * wait for its spacing, so the job ends instead of holding a worker's slot meanwhile.
   * Without it the recompute waits in place. `dueKey` names the moment: the requests that
   * defer to the same one share a job.
   */
  defer?: (simuladoId: string, delayMs: number, dueKey: string) => Promise<void>;
  /** When rewrites may run (default: rewrite-pacing.ts's, one per recomputer). */
  pacing?: RewritePacing;
};

/** `trailing`: a burst's flush (recompute-request.ts); its broadcast tells the final figures. */
export type RecomputeOptions = { trailing?: boolean };

type Recomputed = { snapshot: SnapshotRow; changed: ChangedEntryRow[] };

/** Broadcasts ahead of a rewrite, per simulado and process, are at least this far apart. */
const BROADCAST_GAP_MS = 150;

/**
 * The room hears at most one update this often, besides a trailing job's and a rewrite's:
 * each send costs the API a frame per watcher, on a burst's busiest seconds. The live read
 * still runs: it is how the pacing sees results still arriving (rewrite-pacing.ts).
 */
const BUSY_SEND_GAP_MS = 1_000;

/**
 * A shorter wait is waited in place (see `defer`): a small simulado's rewrite is then never
 * put off, so whoever waits for its job (a test, a caller of enqueueAndWait) sees it done.
 */
const MIN_DEFER_MS = 250;

/**
 * The `ranking.recompute` processor. Requests are grouped into short windows (see
 * recompute-request.ts), so a job only starts after every request of its window was made,
 * hence after their results committed. A job first broadcasts the live top of the ranking
 * (cheap: a top-N and a count), then rewrites the snapshot the pages are cut from, which
 * costs the whole field. Here, one rewrite per simulado runs at a time
 * (an advisory lock); a job that waited for the lock is skipped when the recompute that
 * held it began reading after this job started — it already saw everything this job was
 * asked for. Whatever changed during a recompute falls into a later window, so one more
 * recompute always follows.
 */
export function createRankingRecomputer({
  db,
  events,
  logger,
  rankingWatchers,
  defer,
  pacing = createRewritePacing(),
}: RankingRecomputeDeps) {
  // Load shedding, per process (`pacing`): rewrites are spaced, and held back while results
  // keep arriving, so a burst's submits do not pay for whole-field rewrites the next result
  // makes stale. The watchers' broadcast goes out before this wait.
  async function recomputeSnapshot(
    simuladoId: string,
    jobStartedAt: Date,
    watching: readonly string[],
  ) {
    return db.transaction().execute(async (trx): Promise<Recomputed | null> => {
      await lockSimuladoRanking(trx, simuladoId);
      const lastRead = await findSourceReadAt(trx, simuladoId);
      if (lastRead && lastRead.getTime() > jobStartedAt.getTime()) return null;
      // Read before the ranking statement: every commit before this instant is in it.
      const sourceReadAt = await databaseNow(trx);
      await materialiseFreshRanking(trx, simuladoId);
      const changed = await listChangedEntries(trx, simuladoId, watching);
      const snapshot = await writeSnapshot(trx, simuladoId, sourceReadAt);
      return { snapshot, changed };
    });
  }

  /** Per simulado, what this process broadcast last (participants, mean and top page), when. */
  const lastSent = new Map<string, { seen: string; at: number }>();

  /**
   * `ranking:updated` from the results as they stand (readLiveRanking): the top page, the
   * count and the mean, without waiting for a snapshot; a later read always carries a
   * larger version. Each send reaches every watcher, so it is skipped when it would tell
   * them nothing: `before` (ahead of a rewrite) when this process sent the same already,
   * `after` a rewrite when results the snapshot lacks came in meanwhile — their own job
   * follows, and its rewrite ends with the send that has the pages fetched again. Unless
   * `prompt`, a send within BUSY_SEND_GAP_MS of the last one is skipped too: a trailing job
   * or a rewrite sends the figures it would have told.
   */
  async function broadcast(
    simuladoId: string,
    moment: { before: true } | { after: SnapshotRow },
    prompt: boolean,
  ): Promise<number> {
    const live = await readLiveRanking(db, simuladoId, RANKING_PAGE_SIZE_DEFAULT);
    pacing.sawField(simuladoId, live.participants);
    const updated: RankingUpdatedEvent = {
      simuladoId,
      participants: live.participants,
      average: live.average,
      rankings: live.rankings.map(presentEntry),
      version: live.version,
    };
    const seen = JSON.stringify([updated.participants, updated.average, updated.rankings]);
    const last = lastSent.get(simuladoId);
    const busy = last !== undefined && performance.now() - last.at < BUSY_SEND_GAP_MS;
    const skip =
      'before' in moment
        ? last?.seen === seen || (busy && !prompt)
        : moment.after.participants !== live.participants;
    if (!skip) {
      lastSent.set(simuladoId, { seen, at: performance.now() });
      events.toRoom(rooms.ranking(simuladoId), RANKING_EVENTS.updated, updated);
    }
    return live.version;
  }

  async function publish(simuladoId: string, { snapshot, changed }: Recomputed): Promise<void> {
    const version = await broadcast(simuladoId, { after: snapshot }, true);
    for (const entry of changed) {
      const me: RankingMeEvent = {
        simuladoId,
        participants: snapshot.participants,
        me: {
          ...presentOwnEntry(entry),
          percentile: percentile(entry.rank, snapshot.participants),
        },
        version,
      };
      events.toRoom(rooms.user(entry.user_id), RANKING_EVENTS.me, me);
    }
  }

  /** Per simulado, when this process last broadcast before a rewrite, and the next one. */
  const lastBroadcastAt = new Map<string, number>();
  const nextBroadcast = new Map<string, Promise<number>>();
  /** The simulados whose next broadcast a trailing job waits for: it is sent, busy or not. */
  const promptNext = new Set<string>();

  /**
   * The broadcast ahead of a rewrite, at most one per BROADCAST_GAP_MS: jobs that run
   * together (a window's and a flush, on a worker's parallel slots) share one, read after
   * them all, instead of each sending 2,000 sockets a copy a few milliseconds apart.
   */
  function broadcastSoon(simuladoId: string, prompt: boolean): Promise<number> {
    if (prompt) promptNext.add(simuladoId);
    const scheduled = nextBroadcast.get(simuladoId);
    if (scheduled) return scheduled;
    const wait = (lastBroadcastAt.get(simuladoId) ?? -Infinity) + BROADCAST_GAP_MS;
    const send = async () => {
      const pause = wait - performance.now();
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      nextBroadcast.delete(simuladoId);
      lastBroadcastAt.set(simuladoId, performance.now());
      return broadcast(simuladoId, { before: true }, promptNext.delete(simuladoId));
    };
    // Started after the set below, so its delete always follows it.
    const next = Promise.resolve().then(send);
    nextBroadcast.set(simuladoId, next);
    return next;
  }

  /** Per simulado, the rewrite this process runs, and whether a job already waits for it. */
  const running = new Map<string, Promise<unknown>>();
  const waiting = new Set<string>();

  async function rewrite(simuladoId: string): Promise<{ recomputed: boolean }> {
    const jobStartedAt = await databaseNow(db);
    const watching = rankingWatchers ? [...(await rankingWatchers.list(simuladoId))] : [];
    const began = performance.now();
    const outcome = await recomputeSnapshot(simuladoId, jobStartedAt, watching);
    if (!outcome) return { recomputed: false };
    pacing.rewrote(simuladoId, performance.now() - began);
    // The snapshot is committed: a failed publish must not re-run the job.
    await publish(simuladoId, outcome).catch((error: unknown) =>
      logger.warn({ err: error, simuladoId }, 'could not publish the ranking update'),
    );
    return { recomputed: true };
  }

  return async function recompute(
    simuladoId: string,
    { trailing = false }: RecomputeOptions = {},
  ): Promise<{ recomputed: boolean }> {
    if (!(await simuladoExists(db, simuladoId))) {
      pacing.forget(simuladoId);
      return { recomputed: false };
    }
    // The watchers hear of the new results now, not after the spacing and the rewrite.
    await broadcastSoon(simuladoId, trailing).catch((error: unknown) =>
      logger.warn({ err: error, simuladoId }, 'could not broadcast the live ranking'),
    );
    const current = running.get(simuladoId);
    if (current) {
      // One job waits for the rewrite under way; it reads after this job's results were
      // committed (they were before this job started), so this one has nothing left to do.
      if (waiting.has(simuladoId)) return { recomputed: false };
      waiting.add(simuladoId);
      await current.catch(() => undefined);
      waiting.delete(simuladoId);
    }
    const { waitMs: wait, key } = pacing.due(simuladoId);
    // Deferred only with time to spare: a deferred job is joined only before it is due.
    if (defer && wait > MIN_DEFER_MS) {
      await defer(simuladoId, wait, key);
      return { recomputed: false };
    }
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const run = rewrite(simuladoId);
    running.set(simuladoId, run);
    try {
      return await run;
    } finally {
      if (running.get(simuladoId) === run) running.delete(simuladoId);
    }
  };
}
