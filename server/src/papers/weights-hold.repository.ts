import type { DbOrTx } from '../db/database';

/** What the weights rule of the key embargo reads: the key's release and every weight. */
export async function findWeightsHold(db: DbOrTx, simuladoId: string) {
  const simulado = await db
    .selectFrom('simulados')
    .select(['answer_key_release', 'end_date', 'is_practice_only'])
    .where('id', '=', simuladoId)
    .executeTakeFirst();
  if (!simulado) return null;
  const weights = await db
    .selectFrom('questions')
    .select('weight')
    .distinct()
    .where('simulado_id', '=', simuladoId)
    .execute();
  return {
    answerKeyRelease: simulado.answer_key_release,
    endDate: simulado.end_date,
    isPracticeOnly: simulado.is_practice_only,
    weights: weights.map((row) => Number(row.weight)),
  };
}
