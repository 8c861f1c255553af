import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { createSimulado } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { questionsOf } from '../exam/exam.test-support';
import {
  eventually,
  expectSnapshotMatchesResults,
  getRanking,
  seedStudents,
  snapshotVersion,
} from './ranking.test-support';
import { RANKING_COALESCE_WINDOW_MS, RANKING_FLUSH_AFTER_MS } from './recompute-request';

const T0 = new Date('2026-11-22T12:00:00.000Z');
const N = 1000;

/**
 * 1,000 official submissions through the real submit route at once: the final snapshot
 * is the ranking of exactly those results, and the burst cost a bounded number of
 * recomputes (per coalescing window and pause, not one per submission).
 */
describeBackends('a burst of submissions', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('ends in one consistent ranking after a bounded number of recomputes', async () => {
    const simulado = await createSimulado(t.db, { questions: 3, durationMinutes: 60 });
    const questions = await questionsOf(t.db, simulado);
    const students = await seedStudents(t.db, N, 'Concorrente');
    // Sessions as `start` writes them; started at different minutes, so times differ.
    const sessions = await t.db
      .insertInto('exam_sessions')
      .values(
        students.map((student, i) => ({
          user_id: student.id,
          simulado_id: simulado,
          status: 'IN_PROGRESS' as const,
          started_at: new Date(T0.getTime() - (i % 5) * 60_000),
          expires_at: new Date(T0.getTime() + 30 * 60_000),
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    await t.db
      .insertInto('session_answers')
      .values(
        sessions.flatMap((session) =>
          questions.map((question) => ({
            session_id: session.id,
            question_id: question.id,
            selected_option: crypto.randomInt(2) === 0 ? question.correct : question.wrong,
            client_seq: 1,
            saved_at: T0,
          })),
        ),
      )
      .execute();
    const cookieOf = new Map(students.map((student) => [student.id, student.cookie]));

    const started = performance.now();
    const responses = await Promise.all(
      sessions.map((session) =>
        t.api.post(
          `/api/exam-sessions/${session.id}/submit`,
          {},
          {
            cookie: cookieOf.get(session.user_id),
          },
        ),
      ),
    );
    const elapsed = performance.now() - started;
    expect(responses.filter((res) => res.statusCode !== 200).map((res) => res.body)).toEqual([]);

    await eventually(async () => {
      expect(await expectSnapshotMatchesResults(t.db, simulado)).toBe(N);
    }, 30_000);
    const page = await getRanking(t.api, simulado, '?pageSize=200&page=5');
    expect(page.participants).toBe(N);
    expect(page.rankings).toHaveLength(200);
    // Let the last window's job finish, then count every recompute the burst caused.
    await new Promise((resolve) => setTimeout(resolve, 3 * RANKING_COALESCE_WINDOW_MS));
    const recomputes = await snapshotVersion(t.db, simulado);
    // A job per window, the leading one, and a flush where the burst paused for a moment.
    expect(recomputes).toBeLessThanOrEqual(Math.ceil(elapsed / RANKING_FLUSH_AFTER_MS) + 2);
    expect(recomputes).toBeLessThan(N / 10);
  }, 180_000);
});
