import pino from 'pino';
import { describe, expect, it } from 'vitest';
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
import { RANKING_COALESCE_WINDOW_MS, requestRankingRecompute } from './recompute-request';

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

describe('requestRankingRecompute', () => {
  it('starts a lone request at once and lets those behind it wait for the window', async () => {
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
    await requestRankingRecompute(queue, 'quiet');
    expect(await queue.counts()).toMatchObject({ delayed: 0 });
    await requestRankingRecompute(queue, 'quiet');
    await requestRankingRecompute(queue, 'quiet');
    // The two followers share one job at the window's end.
    expect(await queue.counts()).toMatchObject({ delayed: 1 });
    await expect.poll(() => ran.length, { timeout: 4 * RANKING_COALESCE_WINDOW_MS }).toBe(2);
    await queue.close();
  });
});
