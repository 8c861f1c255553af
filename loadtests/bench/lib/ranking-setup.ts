import crypto from 'node:crypto';
import { sql } from 'kysely';
import { hashToken, newToken } from '../../../server/src/auth/tokens';
import type { Db } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';

export const RANKING_QUESTIONS = 20;
const OPTIONS = ['A', 'B', 'C', 'D'] as const;

export type RankingFixture = {
  simuladoId: string;
  questionIds: string[];
  /** One signed-in candidate per burst submission: `gabaritei_sid=…` and the session id. */
  burst: Array<{ cookie: string; sessionId: string }>;
};

/** A session row as login writes it; the cookie pair the bench sends. */
export async function signedInCookie(db: Db, userId: string): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + 24 * 3600_000),
      last_seen_at: now,
    })
    .execute();
  return `gabaritei_sid=${token}`;
}

/** Bell-ish scores (sum of two dice of 0–10 correct) and 10 to 90 minutes taken. */
function randomOutcome(): { correct: number; seconds: number } {
  const correct = crypto.randomInt(11) + crypto.randomInt(11);
  return { correct, seconds: 600 + crypto.randomInt(4800) };
}

/**
 * One official simulado in its window with `results` official results already in, and
 * `burst` more candidates holding an IN_PROGRESS session with a few saved answers, each
 * signed in (a sessions row, no argon2): their submissions are the burst.
 */
export async function seedRankingFixture(
  db: Db,
  counts: { results: number; burst: number },
): Promise<RankingFixture> {
  await migrateToLatest(db);
  const now = new Date();
  const { id: simuladoId } = await db
    .insertInto('simulados')
    .values({
      title: 'Simulado do ranking (benchmark)',
      subject: 'Conhecimentos Gerais',
      description: 'Simulado gerado pelo benchmark do ranking.',
      price_cents: 0,
      duration_minutes: 90,
      start_date: new Date(now.getTime() - 3600_000),
      end_date: new Date(now.getTime() + 3 * 3600_000),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questions = await db
    .insertInto('questions')
    .values(
      Array.from({ length: RANKING_QUESTIONS }, (_, i) => ({
        simulado_id: simuladoId,
        position: i + 1,
        text: `Questão ${i + 1}`,
        option_a: 'A',
        option_b: 'B',
        option_c: 'C',
        option_d: 'D',
        correct_option: OPTIONS[i % 4]!,
        subject: null,
        explanation: null,
      })),
    )
    .returning(['id', 'position', 'correct_option'])
    .execute();
  questions.sort((a, b) => a.position - b.position);

  const total = counts.results + counts.burst;
  const burst: RankingFixture['burst'] = [];
  for (let from = 0; from < total; from += 2000) {
    const size = Math.min(2000, total - from);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: size }, (_, i) => ({
          name: `Candidato ${from + i + 1}`,
          email: `ranking${from + i + 1}@bench.gabaritei.dev`,
          password_hash: 'no-login',
          role: 'STUDENT' as const,
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const withResult = users.slice(0, Math.max(0, Math.min(size, counts.results - from)));
    const candidates = users.slice(withResult.length);
    if (withResult.length > 0) {
      await db
        .insertInto('results')
        .values(
          withResult.map(({ id }) => {
            const { correct, seconds } = randomOutcome();
            return {
              user_id: id,
              simulado_id: simuladoId,
              attempt_type: 'OFFICIAL' as const,
              score: (correct / RANKING_QUESTIONS) * 100,
              correct_count: correct,
              total_questions: RANKING_QUESTIONS,
              duration_seconds: seconds,
              completed_at: now,
            };
          }),
        )
        .execute();
    }
    for (const { id } of candidates) {
      const started = new Date(now.getTime() - (1 + crypto.randomInt(60)) * 60_000);
      const session = await db
        .insertInto('exam_sessions')
        .values({
          user_id: id,
          simulado_id: simuladoId,
          status: 'IN_PROGRESS',
          started_at: started,
          expires_at: new Date(started.getTime() + 90 * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('session_answers')
        .values(
          questions.map((q) => ({
            session_id: session.id,
            question_id: q.id,
            selected_option: crypto.randomInt(2) === 0 ? q.correct_option : 'A',
            client_seq: 1,
            saved_at: now,
          })),
        )
        .execute();
      burst.push({ cookie: await signedInCookie(db, id), sessionId: session.id });
    }
  }
  // A live database has statistics (autovacuum); a freshly bulk-filled one not yet, and
  // the planner would then scan all 50,000 results for one user's.
  await sql`analyze`.execute(db);
  return { simuladoId, questionIds: questions.map((q) => q.id), burst };
}
