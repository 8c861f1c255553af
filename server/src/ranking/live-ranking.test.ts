import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RankingUpdatedEvent } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { createInProcessQueue } from '../jobs/in-process';
import type { EventPublisher } from '../realtime/types';
import { createSimulado } from '../simulados/catalogue.test-support';
import { describeBackends, useTestApp } from '../test/support';
import { readLiveRanking } from './live-ranking.repository';
import type { RankingJobs } from './ranking.jobs';
import { createRankingRecomputer } from './ranking.recompute';
import { lockSimuladoRanking } from './ranking.repository';
import { seedResults, seedStudents, snapshotVersion, type Student } from './ranking.test-support';
import {
  RANKING_COALESCE_WINDOW_MS,
  RANKING_FLUSH_AFTER_MS,
  requestRankingRecompute,
} from './recompute-request';

const logger = pino({ level: 'silent' });

describeBackends('the live ranking broadcast', (backend) => {
  const t = useTestApp(backend, { clock: createFakeClock() });

  it('goes out before the snapshot and again after it, from the results as they stand', async () => {
    const simulado = await createSimulado(t.db, { startDate: null });
    const [a, b, c, d, e, late] = (await seedStudents(t.db, 6, 'Ao vivo')) as Student[];
    await seedResults(t.db, simulado, [
      { userId: a!.id, score: 60, durationSeconds: 100 },
      { userId: b!.id, score: 100, durationSeconds: 500 },
      { userId: c!.id, score: 80, durationSeconds: 200 },
      { userId: d!.id, score: 80, durationSeconds: 200 },
      { userId: e!.id, score: 80, durationSeconds: 100 },
    ]);
    const sent: Array<{ event: string; payload: RankingUpdatedEvent }> = [];
    const events: EventPublisher = {
      toRoom: (_room, event, payload) =>
        void sent.push({ event, payload: payload as RankingUpdatedEvent }),
      disconnectRoom: () => undefined,
    };
    const recompute = createRankingRecomputer({ db: t.db, events, logger });
    if (backend === 'postgres') {
      // Another rewrite holds the simulado: the broadcast goes out all the same.
      const holder = await t.db.startTransaction().execute();
      await lockSimuladoRanking(holder, simulado);
      const rewriting = recompute(simulado);
      await expect.poll(() => sent.length).toBe(1);
      expect(await snapshotVersion(t.db, simulado)).toBe(0);
      await holder.commit().execute();
      await rewriting;
    } else {
      await recompute(simulado);
    }
    expect(await snapshotVersion(t.db, simulado)).toBe(1);

    expect(sent.map((one) => one.event)).toEqual(['ranking:updated', 'ranking:updated']);
    const [before, after] = sent.map((one) => one.payload) as [
      RankingUpdatedEvent,
      RankingUpdatedEvent,
    ];
    expect(after.version).toBeGreaterThan(before.version);
    for (const event of [before, after]) {
      expect(event).toMatchObject({ simuladoId: simulado, participants: 5, average: 80 });
      expect(event.rankings.map((r) => [r.userId, r.rank, r.score])).toEqual([
        [b!.id, 1, 100],
        [e!.id, 2, 80],
        ...[c!.id, d!.id].sort().map((id) => [id, 3, 80]),
        [a!.id, 5, 60],
      ]);
    }

    // A result the snapshot has not seen yet: the live read has it, ranked among the rest.
    await seedResults(t.db, simulado, [{ userId: late!.id, score: 80, durationSeconds: 150 }]);
    const live = await readLiveRanking(t.db, simulado, 4);
    expect(live.version).toBeGreaterThan(after.version);
    expect(live).toMatchObject({ participants: 6 });
    expect(live.average).toBeCloseTo(80, 10);
    // Cut inside a tie: the top-N still gives the tied rows the field's rank.
    expect(live.rankings.map((r) => [r.user_id, r.rank])).toEqual([
      [b!.id, 1],
      [e!.id, 2],
      [late!.id, 3],
      [[c!.id, d!.id].sort()[0], 4],
    ]);
  });
});

describeBackends('broadcasts ahead of a rewrite', (backend) => {
  const t = useTestApp(backend, { clock: createFakeClock() });

  it('leaves a gap between two of a simulado, the second read after the gap', async () => {
    const simulado = await createSimulado(t.db, { startDate: null });
    const [a, b] = (await seedStudents(t.db, 2, 'Intervalo')) as Student[];
    await seedResults(t.db, simulado, [{ userId: a!.id, score: 50, durationSeconds: 10 }]);
    const sent: Array<{ at: number; participants: number }> = [];
    const events: EventPublisher = {
      toRoom: (_room, _event, payload) =>
        void sent.push({
          at: performance.now(),
          participants: (payload as RankingUpdatedEvent).participants,
        }),
      disconnectRoom: () => undefined,
    };
    const recompute = createRankingRecomputer({ db: t.db, events, logger });
    const started = performance.now();
    await recompute(simulado);
    // A second result right after the first job: the next broadcast waits for the gap.
    await seedResults(t.db, simulado, [{ userId: b!.id, score: 70, durationSeconds: 10 }]);
    await recompute(simulado);
    const second = sent.find((one) => one.participants === 2)!;
    // The first broadcast began after `started`; the second, the gap after it began.
    expect(second.at - started).toBeGreaterThanOrEqual(150);
  });
});

describeBackends('a rewrite that must wait for its spacing', (backend) => {
  const t = useTestApp(backend, { clock: createFakeClock() });

  it.runIf(backend === 'postgres')('is put off to a delayed job, not slept on', async () => {
    const simulado = await createSimulado(t.db, { startDate: null });
    const [a] = (await seedStudents(t.db, 1, 'Espaçado')) as Student[];
    await seedResults(t.db, simulado, [{ userId: a!.id, score: 50, durationSeconds: 10 }]);
    const deferred: Array<{ delayMs: number; dueKey: string }> = [];
    const recompute = createRankingRecomputer({
      db: t.db,
      events: { toRoom: () => undefined, disconnectRoom: () => undefined },
      logger,
      defer: async (_id, delayMs, dueKey) => void deferred.push({ delayMs, dueKey }),
    });
    // A rewrite that takes 400 ms (it waits for another holder of the simulado's lock): the
    // two jobs after it, each a live read apart, fall well within its 1.2 s of spacing.
    const holder = await t.db.startTransaction().execute();
    await lockSimuladoRanking(holder, simulado);
    const slow = recompute(simulado);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await holder.commit().execute();
    expect(await slow).toEqual({ recomputed: true });

    expect(await recompute(simulado)).toEqual({ recomputed: false });
    expect(await recompute(simulado)).toEqual({ recomputed: false });
    expect(deferred).toHaveLength(2);
    // Three rewrites' worth of spacing, capped; both to the same moment, so one job.
    expect(deferred[0]!.delayMs).toBeGreaterThan(250);
    expect(deferred[0]!.delayMs).toBeLessThanOrEqual(3_000);
    expect(deferred[1]!.dueKey).toBe(deferred[0]!.dueKey);
    expect(await snapshotVersion(t.db, simulado)).toBe(1);
  });
});

describe('requestRankingRecompute', () => {
  // The queue's windows and the flush run on the process's timers: faked, so the test
  // moves time by hand (the domain's Clock is not what they read).
  beforeEach(() => void vi.useFakeTimers({ now: 10 * RANKING_COALESCE_WINDOW_MS + 1 }));
  afterEach(() => void vi.useRealTimers());

  function recordingQueue() {
    const ran: string[] = [];
    const queue = createInProcessQueue<RankingJobs>({
      processors: () => ({
        'ranking.recompute': async ({ simuladoId }) => {
          ran.push(simuladoId);
          return { recomputed: true };
        },
      }),
      logger,
    });
    return { ran, queue };
  }

  it('runs a lone request at once, and nothing after it', async () => {
    const { ran, queue } = recordingQueue();
    await requestRankingRecompute(queue, 'quiet');
    expect(await queue.counts()).toMatchObject({ delayed: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['quiet']);
    await vi.advanceTimersByTimeAsync(3 * RANKING_COALESCE_WINDOW_MS);
    expect(ran).toEqual(['quiet']);
    await queue.close();
  });

  it('flushes a burst once it stops, and keeps the window’s job behind it', async () => {
    const { ran, queue } = recordingQueue();
    for (let i = 0; i < 5; i++) {
      await requestRankingRecompute(queue, 'busy');
      await vi.advanceTimersByTimeAsync(RANKING_FLUSH_AFTER_MS / 2);
    }
    // The leading request ran; the four behind it wait for the window or a quiet moment.
    expect(ran).toEqual(['busy']);
    expect(await queue.counts()).toMatchObject({ delayed: 1 });
    await vi.advanceTimersByTimeAsync(RANKING_FLUSH_AFTER_MS);
    expect(ran).toEqual(['busy', 'busy']);
    // The window's job, kept by the queue, still runs at the window's end.
    await vi.advanceTimersByTimeAsync(RANKING_COALESCE_WINDOW_MS);
    expect(ran).toEqual(['busy', 'busy', 'busy']);
    await queue.close();
  });
});
