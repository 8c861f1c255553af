import type { DbOrTx } from '../db/database';

/** Her extra time on the simulado, in minutes; 0 without one. */
export async function findExtraMinutes(db: DbOrTx, simuladoId: string, userId: string) {
  const row = await db
    .selectFrom('simulado_accommodations')
    .select('extra_minutes')
    .where('simulado_id', '=', simuladoId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.extra_minutes ?? 0;
}
