import type { Db } from '../db/database';

/** Sessions in progress per simulado (the partial index exam_sessions_open_idx answers it). */
export async function listSessionsInProgress(
  db: Db,
): Promise<Array<{ simuladoId: string; title: string; sessions: number }>> {
  const rows = await db
    .selectFrom('exam_sessions as es')
    .innerJoin('simulados as s', 's.id', 'es.simulado_id')
    .where('es.status', '=', 'IN_PROGRESS')
    .groupBy(['s.id', 's.title'])
    .select((eb) => ['s.id', 's.title', eb.fn.countAll<number>().as('sessions')])
    .orderBy('sessions', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    simuladoId: row.id,
    title: row.title,
    sessions: Number(row.sessions),
  }));
}

/**
 * Saves of the sessions still in progress since `since`: bounded by those sessions' answers
 * (their primary key), never a scan of every answer ever saved.
 */
export async function countSavesSince(db: Db, since: Date): Promise<number> {
  const row = await db
    .selectFrom('exam_sessions as es')
    .innerJoin('session_answers as sa', 'sa.session_id', 'es.id')
    .where('es.status', '=', 'IN_PROGRESS')
    .where('sa.saved_at', '>=', since)
    .select((eb) => eb.fn.countAll<number>().as('saves'))
    .executeTakeFirst();
  return Number(row?.saves ?? 0);
}
