import { Queue, type ConnectionOptions, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import { relaxedRateLimits } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import {
  MINUTE,
  candidate,
  countResults,
  createSimulado,
  examApi,
  signedIn,
  startSession,
} from '../exam/exam.test-support';
import { EXPIRE_JOB_SLACK_MS } from '../exam/expiry';
import { QUEUE_NAME } from '../jobs/bullmq';
import { redisKeys } from '../redis-keys';
import { scaledModeAvailable, useScaledApp } from '../test/support';

const scaled = scaledModeAvailable();

async function finished(queue: Queue, job: Job): Promise<unknown> {
  for (let i = 0; i < 200; i++) {
    const state = await job.getState();
    if (state === 'completed') return (await queue.getJob(job.id!))?.returnvalue;
    if (state === 'failed') throw new Error(`job ${job.id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${job.id} did not finish`);
}

/**
 * Extra time granted while she writes, in the scaled mode: the exam.expire job queued on
 * BullMQ at her start stays where it was and finds her not due; the job of the new
 * deadline, delayed to the new time, is the one that finalises her.
 */
describe('extra time in the scaled mode: the moved expiry job', () => {
  const clock = createFakeClock('2026-11-22T12:00:00.000Z');
  const t = useScaledApp({ clock, config: { rateLimits: relaxedRateLimits } });

  it.skipIf(!scaled)(
    'fires at the new deadline, not the old one',
    async () => {
      const simulado = await createSimulado(t.db, { questions: 2, durationMinutes: 10 });
      const student = await candidate(t.api, t.db, simulado);
      const admin = await signedIn(t.api, t.db, 'ADMIN');
      const session = await startSession(examApi(t.api), student.cookie, simulado);
      const granted = await t.api.put(
        `/api/admin/simulados/${simulado}/accommodations`,
        { email: student.email, extraMinutes: 5, reason: 'Laudo médico' },
        { cookie: admin.cookie },
      );
      expect(granted.statusCode, granted.body).toBe(200);

      const connection = new Redis(t.config.redisUrl!, { maxRetriesPerRequest: null });
      const queue = new Queue(QUEUE_NAME, {
        connection: connection as ConnectionOptions,
        prefix: redisKeys(t.config.redisPrefix).bullmq,
      });
      try {
        const delayed = (await queue.getDelayed()).filter(
          (job) => (job.data as { sessionId?: string }).sessionId === session.id,
        );
        const byDelay = delayed.sort((a, b) => (a.opts.delay ?? 0) - (b.opts.delay ?? 0));
        expect(byDelay.map((job) => job.opts.delay)).toEqual([
          10 * MINUTE + SAVE_GRACE_MS + EXPIRE_JOB_SLACK_MS,
          15 * MINUTE + SAVE_GRACE_MS + EXPIRE_JOB_SLACK_MS,
        ]);
        const [old, moved] = byDelay as [Job, Job];

        // The old time comes: its job runs on the worker and leaves her session alone.
        clock.advance(10 * MINUTE + SAVE_GRACE_MS + EXPIRE_JOB_SLACK_MS);
        await old.promote();
        expect(await finished(queue, old)).toEqual({ finalised: false });
        expect(await countResults(t.db, { simuladoId: simulado })).toBe(0);

        // Her own time: the moved job finalises her.
        clock.advance(5 * MINUTE);
        await moved.promote();
        expect(await finished(queue, moved)).toEqual({ finalised: true });
        expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
      } finally {
        await queue.close();
        await connection.quit();
      }
    },
    60_000,
  );
});
