import { OPTIONS } from '@gabaritei/shared';
import { hashPassword } from '../auth/password';
import { openDatabase, type DatabaseOptions } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/** The crash test's simulado: enough questions for three savers to keep busy. */
export const QUESTIONS = 10;
export const PASSWORD = 'Queda@2026-crash';

/** Fills a fresh database before the server starts: one student, one simulado, access. */
export async function seed(target: DatabaseOptions, endDate: Date) {
  const database = await openDatabase(target);
  try {
    await migrateToLatest(database.db);
    const now = new Date();
    const email = 'queda@crash.gabaritei.dev';
    const user = await database.db
      .insertInto('users')
      .values({
        name: 'Candidata da Queda',
        email,
        password_hash: await hashPassword(PASSWORD),
        role: 'STUDENT',
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const simulado = await database.db
      .insertInto('simulados')
      .values({
        title: 'Simulado da queda do servidor',
        subject: 'Informática',
        description: null,
        price_cents: 0,
        duration_minutes: 90,
        end_date: endDate,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = await database.db
      .insertInto('questions')
      .values(
        Array.from({ length: QUESTIONS }, (_, i) => ({
          simulado_id: simulado.id,
          position: i + 1,
          text: `Questão ${i + 1}`,
          option_a: 'a',
          option_b: 'b',
          option_c: 'c',
          option_d: 'd',
          correct_option: OPTIONS[i % 4]!,
          subject: null,
          explanation: null,
        })),
      )
      .returning('id')
      .execute();
    await database.db
      .insertInto('purchases')
      .values({
        user_id: user.id,
        simulado_id: simulado.id,
        price_cents: 0,
        provider: 'free',
        purchased_at: now,
      })
      .execute();
    return { email, simuladoId: simulado.id, questionIds: questions.map((q) => q.id) };
  } finally {
    await database.close();
  }
}
