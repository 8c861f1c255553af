// The time-up bench's database: one official simulado of 60 questions in its window and
// N candidates already signed in (a sessions row each, no argon2), whose sessions the bench
// then starts over HTTP so that the server schedules each one's expiry as in production.
import { hashToken, newToken } from '../../../server/src/auth/tokens';
import type { Db } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import type { Option } from '../../../shared/src/limits';
import { QUESTIONS_PER_SIMULADO } from './setup';

const OPTIONS = ['A', 'B', 'C', 'D'] as const;

export type TimeupFixture = {
  simuladoId: string;
  /** In position order, with the key the score check grades against. */
  questions: Array<{ id: string; correct: Option }>;
  /** One `gabaritei_sid=…` per candidate, and the candidate's id. */
  cookies: string[];
  userIds: string[];
};

export async function seedTimeupFixture(
  db: Db,
  { candidates, durationMinutes }: { candidates: number; durationMinutes: number },
): Promise<TimeupFixture> {
  await migrateToLatest(db);
  const now = new Date();
  const { id: simuladoId } = await db
    .insertInto('simulados')
    .values({
      title: 'Simulado do fim do tempo (benchmark)',
      subject: 'Conhecimentos Gerais',
      description: 'Simulado gerado pelo benchmark do fim do tempo.',
      price_cents: 0,
      duration_minutes: durationMinutes,
      start_date: new Date(now.getTime() - 3600_000),
      end_date: new Date(now.getTime() + 6 * 3600_000),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('questions')
    .values(
      Array.from({ length: QUESTIONS_PER_SIMULADO }, (_, i) => ({
        simulado_id: simuladoId,
        position: i + 1,
        text: `Questão ${i + 1}: qual alternativa completa corretamente o enunciado?`,
        option_a: 'Primeira alternativa',
        option_b: 'Segunda alternativa',
        option_c: 'Terceira alternativa',
        option_d: 'Quarta alternativa',
        correct_option: OPTIONS[i % 4]!,
        subject: null,
        explanation: null,
      })),
    )
    .returning(['id', 'position', 'correct_option'])
    .execute();
  const questions = rows
    .sort((a, b) => a.position - b.position)
    .map((q) => ({ id: q.id, correct: q.correct_option as Option }));

  const cookies: string[] = [];
  const userIds: string[] = [];
  for (let from = 0; from < candidates; from += 2000) {
    const size = Math.min(2000, candidates - from);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: size }, (_, i) => ({
          name: `Candidato ${from + i + 1}`,
          email: `timeup${from + i + 1}@bench.gabaritei.dev`,
          password_hash: 'no-login',
          role: 'STUDENT' as const,
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('purchases')
      .values(
        users.map(({ id }) => ({
          user_id: id,
          simulado_id: simuladoId,
          price_cents: 0,
          provider: 'bench',
          purchased_at: now,
        })),
      )
      .execute();
    const tokens = users.map(() => newToken());
    await db
      .insertInto('sessions')
      .values(
        users.map(({ id }, i) => ({
          id_hash: hashToken(tokens[i]!),
          user_id: id,
          expires_at: new Date(now.getTime() + 24 * 3600_000),
          last_seen_at: now,
        })),
      )
      .execute();
    cookies.push(...tokens.map((token) => `gabaritei_sid=${token}`));
    userIds.push(...users.map(({ id }) => id));
  }
  return { simuladoId, questions, cookies, userIds };
}
