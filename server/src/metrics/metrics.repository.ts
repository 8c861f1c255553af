import type { Db } from '../db/database';

/** Sessions in progress, all simulados: answered by the partial index exam_sessions_open_idx. */
export async function countSessionsInProgress(db: Db): Promise<number> {
  const row = await db
    .selectFrom('exam_sessions')
    .where('status', '=', 'IN_PROGRESS')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
