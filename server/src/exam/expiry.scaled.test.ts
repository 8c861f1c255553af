import { describe, expect, it } from 'vitest';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import { relaxedRateLimits } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { scaledModeAvailable, useScaledApp } from '../test/support';
import {
  MINUTE,
  candidate,
  countResults,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
  finaliserDepsOf,
} from './exam.test-support';
import { sweepExpiredSessions } from './expiry';

const scaled = scaledModeAvailable();

/**
 * The scaled mode's two expiry paths over one wave: `exam.expire` jobs run by a worker
 * process's runtime through BullMQ on Redis, and a sweep from elsewhere at the same time.
 * The sessions whose job was lost are the sweep's; none is finalised twice.
 */
describe('expiry in the scaled mode: BullMQ jobs and a sweep at once', () => {
  const clock = createFakeClock('2026-11-22T12:00:00.000Z');
  const t = useScaledApp({ clock, config: { rateLimits: relaxedRateLimits } });

  it.skipIf(!scaled)(
    'finalises each session once, those whose job was lost by the sweep',
    async () => {
      const simulado = await createSimulado(t.db, { questions: 3, durationMinutes: 10 });
      const [first] = await questionsOf(t.db, simulado);
      const exam = examApi(t.api);
      const sessions: string[] = [];
      for (let i = 0; i < 8; i++) {
        const student = await candidate(t.api, t.db, simulado);
        const session = await startSession(exam, student.cookie, simulado);
        await exam.save(student.cookie, session.id, {
          questionId: first!.id,
          selectedOption: first!.correct,
        });
        sessions.push(session.id);
      }
      clock.advance(10 * MINUTE + SAVE_GRACE_MS + 2000);
      const deps = finaliserDepsOf(t, clock);
      // The delayed jobs would run in real time; the first five run now, on the worker,
      // while a sweep runs here. The last three's jobs were lost.
      await Promise.all([
        ...sessions
          .slice(0, 5)
          .map((sessionId) =>
            t.app.runtime.jobs.enqueueAndWait('exam.expire', { sessionId }, { timeoutMs: 20_000 }),
          ),
        sweepExpiredSessions(deps, { batchSize: 2 }),
      ]);
      await sweepExpiredSessions(deps);
      expect(await countResults(t.db, { simuladoId: simulado })).toBe(8);
      const results = await t.db
        .selectFrom('results')
        .select(['exam_session_id', 'correct_count'])
        .where('simulado_id', '=', simulado)
        .execute();
      expect(results.map((r) => r.exam_session_id).sort()).toEqual([...sessions].sort());
      expect(results.every((r) => r.correct_count === 1)).toBe(true);
    },
    60_000,
  );
});
