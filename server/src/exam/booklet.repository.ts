import type { DbOrTx } from '../db/database';
import { bookletPlaces, isShuffled, type BookletPlace, type BookletRule } from './booklet';
import type { GradingSimulado } from './finalise.repository';

/** A question as the booklet order needs it (a keyed row is one too). */
type PaperOrderRow = { id: string; base_text_id: string | null };

/** A simulado's questions in their printed order, with the base text each shares. */
export async function listPaperOrder(db: DbOrTx, simuladoId: string): Promise<PaperOrderRow[]> {
  return db
    .selectFrom('questions')
    .select(['id', 'base_text_id'])
    .where('simulado_id', '=', simuladoId)
    .orderBy('position', 'asc')
    .execute();
}

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
 * finalisation did not, so `readRule` gives it (the paper cache's: once the key is out
 * only, as under the embargo there is no review to number).
 */
export async function resultPlaces(
  db: DbOrTx,
  result: { exam_session_id: string | null; simulado_id: string },
  questions: Promise<readonly PaperOrderRow[]>,
  simulado: Pick<GradingSimulado, 'format' | 'shuffle_questions' | 'shuffle_options'>,
  readRule: () => Promise<BookletRule> = () => findBookletRule(db, result.simulado_id),
): Promise<Map<string, BookletPlace>> {
  if (!result.exam_session_id) return new Map();
  const { shuffle_questions, shuffle_options, format } = simulado;
  const known =
    shuffle_questions === undefined || shuffle_options === undefined
      ? undefined
      : { shuffle_questions, shuffle_options, format };
  const [rule, rows] = await Promise.all([known ?? readRule(), questions]);
  const paper = rows.map((row) => ({ id: row.id, baseTextId: row.base_text_id }));
  return bookletPlaces(result.exam_session_id, paper, rule);
}

/**
 * Where her official booklet had each question of a simulado (her appeals say so too):
 * empty for a printed-order paper or one she never started.
 */
export async function ownBookletPlaces(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
): Promise<Map<string, BookletPlace>> {
  const rule = await findBookletRule(db, simuladoId);
  if (!isShuffled(rule)) return new Map();
  const session = await db
    .selectFrom('exam_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
  if (!session) return new Map();
  const rows = await listPaperOrder(db, simuladoId);
  const paper = rows.map((row) => ({ id: row.id, baseTextId: row.base_text_id }));
  return bookletPlaces(session.id, paper, rule);
}
