import type { Selectable } from 'kysely';
import type { DbOrTx, ResultsTable } from '../db/database';

export type ResultListRow = Pick<
  Selectable<ResultsTable>,
  | 'id'
  | 'simulado_id'
  | 'attempt_type'
  | 'score'
  | 'correct_count'
  | 'total_questions'
  | 'duration_seconds'
  | 'completed_at'
> & { simulado_title: string };

/** A user's results, newest first (archived simulados included: it is their history). */
export async function listUserResults(db: DbOrTx, userId: string): Promise<ResultListRow[]> {
  return db
    .selectFrom('results')
    .innerJoin('simulados', 'simulados.id', 'results.simulado_id')
    .select([
      'results.id',
      'results.simulado_id',
      'results.attempt_type',
      'results.score',
      'results.correct_count',
      'results.total_questions',
      'results.duration_seconds',
      'results.completed_at',
      'simulados.title as simulado_title',
    ])
    .where('results.user_id', '=', userId)
    .orderBy('results.completed_at', 'desc')
    .orderBy('results.id', 'desc')
    .execute();
}

/** Whether the user has a result of that kind for the simulado (submitted or finalised). */
export async function hasResultOfType(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
  attemptType: 'OFFICIAL' | 'PRACTICE',
): Promise<boolean> {
  const row = await db
    .selectFrom('results')
    .select('id')
    .where('user_id', '=', userId)
    .where('simulado_id', '=', simuladoId)
    .where('attempt_type', '=', attemptType)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user has an OFFICIAL result for the simulado (submitted or finalised). */
export function hasOfficialResult(db: DbOrTx, userId: string, simuladoId: string) {
  return hasResultOfType(db, userId, simuladoId, 'OFFICIAL');
}
