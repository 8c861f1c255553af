import type { DbOrTx } from '../db/database';

/** The simulados (not archived) this user bought. */
export async function listPurchasedIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('purchases')
    .innerJoin('simulados', 'simulados.id', 'purchases.simulado_id')
    .select('purchases.simulado_id')
    .where('purchases.user_id', '=', userId)
    .where('simulados.archived_at', 'is', null)
    .execute();
  return rows.map((row) => row.simulado_id);
}

export type ReleaseToMeRow = { simulado_id: string; class_name: string };

/**
 * The releases of the classes this e-mail is an ACCEPTED member of (the clause of THE
 * access rule, access/access.ts; an invitation grants nothing), oldest release first.
 */
export async function listReleasesToMe(db: DbOrTx, email: string): Promise<ReleaseToMeRow[]> {
  return db
    .selectFrom('class_students')
    .innerJoin('class_simulados', 'class_simulados.class_id', 'class_students.class_id')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .innerJoin('simulados', 'simulados.id', 'class_simulados.simulado_id')
    .select(['class_simulados.simulado_id', 'classes.name as class_name'])
    .where((eb) => eb(eb.fn('lower', ['class_students.email']), '=', email))
    .where('class_students.status', '=', 'ACCEPTED')
    .where('simulados.archived_at', 'is', null)
    .orderBy('class_simulados.released_at', 'asc')
    .orderBy('classes.name', 'asc')
    .execute();
}

export type InProgressRow = { simulado_id: string; expires_at: Date };

/** This user's official attempts still running at `now` (one per simulado at most). */
export async function listInProgress(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<InProgressRow[]> {
  return db
    .selectFrom('exam_sessions')
    .innerJoin('simulados', 'simulados.id', 'exam_sessions.simulado_id')
    .select(['exam_sessions.simulado_id', 'exam_sessions.expires_at'])
    .where('exam_sessions.user_id', '=', userId)
    .where('exam_sessions.status', '=', 'IN_PROGRESS')
    .where('exam_sessions.expires_at', '>', now)
    .where('simulados.archived_at', 'is', null)
    .execute();
}

/** The simulados (not archived) where this user has an official result. */
export async function listOfficialResultIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('results')
    .innerJoin('simulados', 'simulados.id', 'results.simulado_id')
    .select('results.simulado_id')
    .where('results.user_id', '=', userId)
    .where('results.attempt_type', '=', 'OFFICIAL')
    .where('simulados.archived_at', 'is', null)
    .execute();
  return rows.map((row) => row.simulado_id);
}

export type ExtraTimeRow = { simulado_id: string; extra_minutes: number };

/** This user's extra time per simulado (not archived). */
export async function listExtraTime(db: DbOrTx, userId: string): Promise<ExtraTimeRow[]> {
  return db
    .selectFrom('simulado_accommodations')
    .innerJoin('simulados', 'simulados.id', 'simulado_accommodations.simulado_id')
    .select(['simulado_accommodations.simulado_id', 'simulado_accommodations.extra_minutes'])
    .where('simulado_accommodations.user_id', '=', userId)
    .where('simulados.archived_at', 'is', null)
    .execute();
}
