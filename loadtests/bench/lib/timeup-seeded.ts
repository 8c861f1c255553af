// `--starts seeded` (scaled mode): the sessions, their saved answers and their exam.expire
// jobs written straight into PostgreSQL and the worker's queue, as the start route and the
// save route would have left them. On a loaded 2-core machine, 10,000 starts over HTTP
// take longer than the 10 s the deadlines must fall within, and 200,000 saves longer than
// the exam; the wave being measured is the expiry's, which this leaves untouched.
import type { Db } from '../../../server/src/db/database';
import { scheduleExpiry } from '../../../server/src/exam/expiry';
import type { ExamJobs } from '../../../server/src/exam/exam.jobs';
import { createBullMqQueue } from '../../../server/src/jobs/bullmq';
import { redisKeys } from '../../../server/src/redis-keys';
import type { Option } from '../../../shared/src/limits';
import type { TimeupFixture } from './timeup-setup';
import type { SavedAnswers, Started } from './timeup-wave';

const OPTIONS = ['A', 'B', 'C', 'D'] as const;

export async function seedWave(
  db: Db,
  fixture: TimeupFixture,
  options: {
    spreadMs: number;
    durationMinutes: number;
    answers: number;
    redisUrl: string;
    prefix: string;
  },
): Promise<{ started: Started[]; saved: SavedAnswers }> {
  const n = fixture.userIds.length;
  // Time to write it all before the first session ends (and its grace with it).
  const firstEnd = Date.now() + 10_000 + n * 2;
  const durationMs = options.durationMinutes * 60_000;
  const started: Started[] = [];
  const saved: SavedAnswers = new Map();
  const jobs = createBullMqQueue<ExamJobs>({
    redisUrl: options.redisUrl,
    // The API's and the worker's own key space (redis-keys.ts), or the worker never sees them.
    prefix: redisKeys(options.prefix).bullmq,
    // Only its warnings are used (a Redis error): the console's will do.
    logger: console as unknown as Parameters<typeof createBullMqQueue>[0]['logger'],
  });
  const clock = { now: () => new Date() };
  try {
    for (let from = 0; from < n; from += 1000) {
      const ids = fixture.userIds.slice(from, from + 1000);
      const sessions = await db
        .insertInto('exam_sessions')
        .values(
          ids.map((userId, k) => {
            const expiresAt = new Date(firstEnd + ((from + k) * options.spreadMs) / n);
            return {
              user_id: userId,
              simulado_id: fixture.simuladoId,
              status: 'IN_PROGRESS' as const,
              started_at: new Date(expiresAt.getTime() - durationMs),
              expires_at: expiresAt,
              submitted_at: null,
            };
          }),
        )
        .returningAll()
        .execute();
      const answers = sessions.flatMap((session, k) => {
        const s = from + k;
        const mine = new Map<string, Option>();
        saved.set(session.id, mine);
        return Array.from({ length: options.answers }, (_, a) => {
          const question = fixture.questions[(s * 7 + a * 3) % fixture.questions.length]!;
          const option = OPTIONS[(s + a * 5) % 4]!;
          mine.set(question.id, option);
          return {
            session_id: session.id,
            question_id: question.id,
            selected_option: option,
            client_seq: 1,
            saved_at: new Date(),
          };
        });
      });
      for (let a = 0; a < answers.length; a += 5000)
        await db
          .insertInto('session_answers')
          .values(answers.slice(a, a + 5000))
          .execute();
      await Promise.all(
        sessions.map((session) => scheduleExpiry({ clock, jobs, logger: console }, session)),
      );
      for (const session of sessions)
        started.push({ sessionId: session.id, expiresAt: session.expires_at.getTime() });
    }
  } finally {
    await jobs.close();
  }
  if (Date.now() > firstEnd)
    console.warn('⚠️  seeding ran past the first end: its saves came late');
  return { started, saved };
}
