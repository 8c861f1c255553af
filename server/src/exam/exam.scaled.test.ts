import { Queue, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAM_EXPIRED_EVENT, SAVE_GRACE_MS, type ExamExpiredPayload } from '@gabaritei/shared';
import { relaxedRateLimits } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { QUEUE_NAME } from '../jobs/bullmq';
import { redisKeys } from '../redis-keys';
import { SESSION_COOKIE } from '../plugins/session';
import { client, listen, publishProbe } from '../realtime/socket.test-support';
import { rooms } from '../realtime/types';
import { scaledModeAvailable, useScaledApp } from '../test/support';
import { EXPIRE_JOB_SLACK_MS } from './expiry';
import {
  MINUTE,
  candidate,
  countResults,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
} from './exam.test-support';

const scaled = scaledModeAvailable();

/**
 * The scaled mode: the API enqueues `exam.expire` on BullMQ, a worker process (its
 * runtime, as worker.ts starts it) finalises the session and pushes `exam:expired` through
 * the Redis emitter to the user's socket on the API.
 */
describe('exam expiry in the scaled mode (PostgreSQL + Redis + worker)', () => {
  const clock = createFakeClock('2026-11-22T12:00:00.000Z');
  const t = useScaledApp({ clock, config: { rateLimits: relaxedRateLimits } });
  let url: string;
  let socket: Socket | undefined;
  beforeAll(async () => {
    if (!scaled) return;
    url = await listen(t);
  });

  it.skipIf(!scaled)(
    'schedules the job on BullMQ and a worker finalises and announces',
    async () => {
      expect(t.app.runtime.jobs.kind).toBe('bullmq');
      const simulado = await createSimulado(t.db, { questions: 2, durationMinutes: 10 });
      const student = await candidate(t.api, t.db, simulado);
      const exam = examApi(t.api);
      const session = await startSession(exam, student.cookie, simulado);
      const [question] = await questionsOf(t.db, simulado);
      await exam.save(student.cookie, session.id, {
        questionId: question!.id,
        selectedOption: question!.correct,
      });

      const connection = new Redis(t.config.redisUrl!, { maxRetriesPerRequest: null });
      const queue = new Queue(QUEUE_NAME, {
        connection: connection as ConnectionOptions,
        prefix: redisKeys(t.config.redisPrefix).bullmq,
      });
      try {
        const delayed = await queue.getDelayed();
        expect(delayed.map((job) => [job.name, job.data, job.opts.delay])).toEqual([
          [
            'exam.expire',
            { sessionId: session.id },
            10 * MINUTE + SAVE_GRACE_MS + EXPIRE_JOB_SLACK_MS,
          ],
        ]);
      } finally {
        await queue.close();
        await connection.quit();
      }

      socket = await client(url, { cookie: `${SESSION_COOKIE}=${student.cookie}` });
      // Until a probe from the worker's emitter arrives, the adapter may not listen yet.
      await new Promise<void>((resolve) => {
        const timer = setInterval(
          () => publishProbe(t.worker.events, rooms.user(student.id), 'probe', {}),
          100,
        );
        socket!.once('probe', () => {
          clearInterval(timer);
          resolve();
        });
      });

      const expired = new Promise<ExamExpiredPayload>((resolve) =>
        socket!.once(EXAM_EXPIRED_EVENT, resolve),
      );
      clock.advance(10 * MINUTE + SAVE_GRACE_MS + EXPIRE_JOB_SLACK_MS);
      // The delayed job would run in real time; this runs the same job now, on the worker.
      const outcome = await t.app.runtime.jobs.enqueueAndWait(
        'exam.expire',
        { sessionId: session.id },
        { timeoutMs: 10_000 },
      );
      expect(outcome).toEqual({ finalised: true });
      const payload = await expired;
      expect(payload).toMatchObject({ sessionId: session.id, simuladoId: simulado });
      expect(payload.result).toMatchObject({ attemptType: 'OFFICIAL', correctCount: 1 });
      expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
    },
  );
});
