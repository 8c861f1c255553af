import type { Role, SimuladoFormat } from '@gabaritei/shared';
import { deleteEmailTraces } from '../account/account.repository';
import type { Db, DbOrTx, UserRow } from '../db/database';
import type { CsvQuestion } from './csv-import';
import { yieldToRequests } from '../db/yield-to-requests';

export { listUsers } from './user-search.repository';

/**
 * Locks every administrator row until the transaction ends, so two administrators deleting
 * each other at the same moment cannot both pass the last-administrator check.
 */
export async function lockAdministrators(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function findUserForUpdate(
  db: DbOrTx,
  id: string,
): Promise<Pick<UserRow, 'id' | 'email' | 'role'> | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'role'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** The simulados whose rankings hold a result of the user. */
export async function simuladosWithResultsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('results')
    .select('simulado_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.simulado_id);
}

/**
 * Removes an account and its personal data (LGPD): the user row — whose foreign keys take
 * sessions, tokens, exam sessions, results and classes with it — plus what names the person
 * by e-mail alone (deleteEmailTraces: class enrolments, logged e-mails, contact messages).
 * Purchases stay, as sales records without a buyer (user_id set null by the foreign key),
 * marked anonymised.
 */
export async function deleteUserAndPersonalData(
  db: DbOrTx,
  user: { id: string; email: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ anonymised_at: now })
    .where('user_id', '=', user.id)
    .execute();
  await deleteEmailTraces(db, user.email);
  await db.deleteFrom('users').where('id', '=', user.id).execute();
}

/** The format of a simulado not archived (the CSV is read by it); null when unknown. */
export async function findOpenSimuladoFormat(
  db: DbOrTx,
  id: string,
): Promise<{ format: SimuladoFormat } | null> {
  const row = await db
    .selectFrom('simulados')
    .select('format')
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** A simulado not archived, locked until the transaction ends; null when unknown/archived. */
export async function lockOpenSimulado(db: DbOrTx, id: string): Promise<{ id: string } | null> {
  const row = await db
    .selectFrom('simulados')
    .select('id')
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** Whether anyone started an exam session or holds a result (official or practice). */
export async function hasAttempts(db: DbOrTx, simuladoId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(
            eb.selectFrom('exam_sessions').select('id').where('simulado_id', '=', simuladoId),
          ),
          eb.exists(eb.selectFrom('results').select('id').where('simulado_id', '=', simuladoId)),
        ])
        .as('found'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.found);
}

export async function hasPurchases(db: DbOrTx, simuladoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where('simulado_id', '=', simuladoId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function archiveSimulado(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.updateTable('simulados').set({ archived_at: now }).where('id', '=', id).execute();
}

/** Deletes a simulado; its questions and class releases go with it (foreign keys). */
export async function deleteSimulado(db: DbOrTx, id: string): Promise<void> {
  await db.deleteFrom('simulados').where('id', '=', id).execute();
}

/**
 * Rows per INSERT of a CSV import. Embedded, PGlite runs each statement on the thread that
 * serves the exams: 50 rows keep one short, and the loop turns between them.
 */
const INSERT_CHUNK = 50;

/** The simulado's questions become exactly these, in this order. */
export async function replaceQuestions(
  db: DbOrTx,
  simuladoId: string,
  questions: CsvQuestion[],
): Promise<void> {
  await db.deleteFrom('questions').where('simulado_id', '=', simuladoId).execute();
  for (let start = 0; start < questions.length; start += INSERT_CHUNK) {
    await yieldToRequests();
    await db
      .insertInto('questions')
      .values(
        questions.slice(start, start + INSERT_CHUNK).map((q, i) => ({
          simulado_id: simuladoId,
          position: start + i + 1,
          text: q.text,
          option_a: q.optionA,
          option_b: q.optionB,
          option_c: q.optionC,
          option_d: q.optionD,
          option_e: q.optionE,
          weight: q.weight,
          correct_option: q.correctOption,
          subject: q.subject,
          explanation: q.explanation,
        })),
      )
      .execute();
  }
}

/** The panel header's counts. */
export async function panelCounts(db: Db, startOfDay: Date) {
  const [roles, simulados, purchases, attempts, messages] = await Promise.all([
    db
      .selectFrom('users')
      .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleted_at', 'is', null)
      .groupBy('role')
      .execute(),
    db
      .selectFrom('simulados')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('purchases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('results')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('completed_at', '>=', startOfDay)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const users: Record<Role, number> = { ADMIN: 0, TEACHER: 0, STUDENT: 0 };
  for (const row of roles) users[row.role] = Number(row.n);
  return {
    users,
    simulados: Number(simulados.n),
    purchases: Number(purchases.n),
    attemptsToday: Number(attempts.n),
    contactMessages: Number(messages.n),
  };
}
