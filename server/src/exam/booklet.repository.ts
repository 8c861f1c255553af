import type { DbOrTx } from '../db/database';
import type { KeyedQuestionRow } from '../simulados/simulados.repository';
import { bookletPlaces, type BookletPlace, type BookletRule } from './booklet';
import type { GradingSimulado } from './finalise.repository';

/** A simulado's booklet rule; the printed order for an unknown one. */
export async function findBookletRule(db: DbOrTx, simuladoId: string): Promise<BookletRule> {
  const row = await db
    .selectFrom('simulados')
    .select(['shuffle_questions', 'shuffle_options', 'format'])
    .where('id', '=', simuladoId)
    .executeTakeFirst();
  return row ?? { shuffle_questions: false, shuffle_options: false, format: 'ABCD' };
}

/**
 * Where her booklet had each question of a result (booklet.ts), for the review's
 * 'sua prova: N'. A review read the rule with the simulado already; a submit's
 * finalisation did not, so it is read here (only once the key is out: under the embargo
 * there is no review to number).
 */
export async function resultPlaces(
  db: DbOrTx,
  result: { exam_session_id: string | null; simulado_id: string },
  questions: Promise<readonly KeyedQuestionRow[]>,
  simulado: GradingSimulado,
): Promise<Map<string, BookletPlace>> {
  if (!result.exam_session_id) return new Map();
  const { shuffle_questions, shuffle_options, format } = simulado;
  const known =
    shuffle_questions === undefined || shuffle_options === undefined
      ? undefined
      : { shuffle_questions, shuffle_options, format };
  const [rule, rows] = await Promise.all([
    known ?? findBookletRule(db, result.simulado_id),
    questions,
  ]);
  const paper = rows.map((row) => ({ id: row.id, baseTextId: row.base_text_id }));
  return bookletPlaces(result.exam_session_id, paper, rule);
}
