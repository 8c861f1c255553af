import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_EVENTS, type RankingUpdatedEvent } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { startBullMqWorker } from '../jobs/bullmq-worker';
import type { EventPublisher } from '../realtime/types';
import { redisKeys } from '../redis-keys';
import { createSimulado } from '../simulados/catalogue.test-support';
import {
  buildTestApp,
  describeBackends,
  scaledModeAvailable,
  useTestApp,
  type TestApp,
} from '../test/support';
import { createRankingProcessors, type RankingJobs } from './ranking.jobs';
import { createRankingRecomputer } from './ranking.recompute';
import {
  eventually,
  expectSnapshotMatchesResults,
  seedResults,
  seedStudents,
  snapshotVersion,
  type Student,
} from './ranking.test-support';
import { requestRankingRecompute } from './recompute-request';
import { createRewritePacing } from './rewrite-pacing';

const logger = pino({ level: 'silent' });

/** What the ranking's room was sent: the participants of each `ranking:updated`. */
function roomRecorder() {
  const updates: number[] = [];
  const events: EventPublisher = {
    toRoom: (_room, event, payload) => {
      if (event === RANKING_EVENTS.updated)
        updates.push((payload as RankingUpdatedEvent).participants);
    },
    disconnectRoom: () => undefined,
  };
  return { updates, events };
}

describeBackends('a rewrite while results arrive', (backend) => {
  const t = useTestApp(backend, { clock: createFakeClock() });

  it('is put off until they pause; the room hears the trailing job at once', async () => {
    const simulado = await createSimulado(t.db, { startDate: null });
    const students = (await seedStudents(t.db, 4, 'Chegando')) as Student[];
    const result = (i: number) => ({ userId: students[i]!.id, score: 10 * i, durationSeconds: i });
    await seedResults(t.db, simulado, [0, 1, 2].map(result));
    // The pacing's clock moves by hand; results priced as a large field's (held 900 ms for
    // three, 1 s — the longest hold — for four).
    const clock = { now: 0 };
    const pacing = createRewritePacing({ now: () => clock.now, msPerResult: 100 });
    const deferred: number[] = [];
    const { updates, events } = roomRecorder();
    const recompute = createRankingRecomputer({
      db: t.db,
      events,
      logger,
      pacing,
      defer: async (_id, delayMs) => void deferred.push(delayMs),
    });

    // The first job tells the room and puts the rewrite off: the field just moved.
    expect(await recompute(simulado)).toEqual({ recomputed: false });
    expect(updates).toEqual([3]);
    // Another result half-way through the hold: the hold starts again. Its job's
    // broadcast comes within a second of the last, so only the live read runs.
    await seedResults(t.db, simulado, [result(3)]);
    clock.now += 500;
    expect(await recompute(simulado)).toEqual({ recomputed: false });
    expect(updates).toEqual([3]);
    // The burst's trailing job: its broadcast goes out however recent the last one.
    expect(await recompute(simulado, { trailing: true })).toEqual({ recomputed: false });
    expect(updates).toEqual([3, 4]);
    expect(deferred).toEqual([900, 1_000, 1_000]);
    expect(await snapshotVersion(t.db, simulado)).toBe(0);

    // The field held still for the hold: the put-off job rewrites, and tells the room.
    clock.now += 1_000;
    expect(await recompute(simulado)).toEqual({ recomputed: true });
    expect(await snapshotVersion(t.db, simulado)).toBe(1);
    expect(await expectSnapshotMatchesResults(t.db, simulado)).toBe(4);
    expect(updates).toEqual([3, 4, 4]);
  });
});

/**
 * The scaled path: the API's requests go to BullMQ, a worker runs the real processors,
 * the put-off rewrites go back to Redis as delayed jobs and the flush arrives as trailing.
 */
describe('a burst of results through BullMQ (PostgreSQL + Redis)', () => {
  const scaled = scaledModeAvailable();
  const RESULTS = 20;
  let t: TestApp;
  let worker: ReturnType<typeof startBullMqWorker> | undefined;
  const payloads: Array<{ simuladoId: string; trailing?: boolean }> = [];
  const room = roomRecorder();

  beforeAll(async () => {
    if (!scaled) return;
    t = await buildTestApp({ backend: 'postgres', redis: true });
    const processors = createRankingProcessors({
      db: t.app.runtime.db,
      events: room.events,
      logger,
      jobs: t.app.runtime.jobs,
      // Priced as a large field's: held 1 s after each arrival until a rewrite is timed.
      pacing: createRewritePacing({ msPerResult: 1_000 }),
    });
    worker = startBullMqWorker<RankingJobs>({
      redisUrl: t.config.redisUrl!,
      prefix: redisKeys(t.config.redisPrefix).bullmq,
      logger,
      processors: {
        'ranking.recompute': async (payload) => {
          payloads.push(payload);
          return processors['ranking.recompute'](payload);
        },
      },
    });
    await worker.worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it.skipIf(!scaled)(
    'rewrites the snapshot once they stop, with every result in it',
    async () => {
      const db = t.app.runtime.db;
      const simulado = await createSimulado(db, { startDate: null });
      const students = await seedStudents(db, RESULTS, 'Rajada');
      for (const [i, student] of students.entries()) {
        await seedResults(db, simulado, [{ userId: student.id, score: i % 7, durationSeconds: i }]);
        await requestRankingRecompute(t.app.runtime.jobs, simulado);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      // No rewrite while the results kept coming: each job only told the room.
      expect(await snapshotVersion(db, simulado)).toBe(0);
      await eventually(async () =>
        expect(await expectSnapshotMatchesResults(db, simulado)).toBe(RESULTS),
      );
      // A second one only when a job waited for the first (it reads after it).
      expect(await snapshotVersion(db, simulado)).toBeLessThanOrEqual(2);
      expect(payloads.some((payload) => payload.trailing === true)).toBe(true);
      await eventually(async () => expect(room.updates.at(-1)).toBe(RESULTS));
      // At most one update a second while they came, not one per result.
      expect(room.updates.filter((n) => n < RESULTS).length).toBeLessThanOrEqual(3);
    },
    60_000,
  );
});
