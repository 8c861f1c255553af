import { sql, type Selectable } from 'kysely';
import type { DbOrTx, QuestionsTable, SimuladoRow } from '../db/database';

/** A simulado row with the number of its questions. */
export type SimuladoWithCount = SimuladoRow & { question_count: number };

/** The columns a candidate may see: no `correct_option`, no `explanation`. */
export type PublicQuestionRow = Pick<
  Selectable<QuestionsTable>,
  | 'id'
  | 'text'
  | 'option_a'
  | 'option_b'
  | 'option_c'
  | 'option_d'
  | 'option_e'
  | 'weight'
  | 'subject'
  | 'base_text_id'
>;
export type KeyedQuestionRow = PublicQuestionRow &
  Pick<
    Selectable<QuestionsTable>,
    'correct_option' | 'explanation' | 'annulled_at' | 'annulled_reason' | 'key_changed_reason'
  >;

const PUBLIC_QUESTION_COLUMNS = [
  'id',
  'text',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'weight',
  'subject',
  'base_text_id',
] as const;

function simuladosWithCount(db: DbOrTx) {
  // Grouping by the primary key lets PostgreSQL return every simulados column.
  return db
    .selectFrom('simulados')
    .leftJoin('questions', 'questions.simulado_id', 'simulados.id')
    .selectAll('simulados')
    .select((eb) => eb.fn.count<number>('questions.id').as('question_count'))
    .groupBy('simulados.id');
}

/**
 * The catalogue: every simulado not archived. Ordered like an exam calendar — by start
 * date, the undated (always open) ones last — then by title, with the id breaking ties so
 * the order never changes between two calls.
 */
export async function listOpenSimulados(db: DbOrTx): Promise<SimuladoWithCount[]> {
  return simuladosWithCount(db)
    .where('simulados.archived_at', 'is', null)
    .orderBy('simulados.start_date', (ob) => ob.asc().nullsLast())
    .orderBy('simulados.title', 'asc')
    .orderBy('simulados.id', 'asc')
    .execute();
}

/** A simulado of the catalogue, or null when unknown or archived. */
export async function findOpenSimulado(db: DbOrTx, id: string): Promise<SimuladoWithCount | null> {
  const row = await simuladosWithCount(db)
    .where('simulados.id', '=', id)
    .where('simulados.archived_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The questions in position order, without the answer key: it is never even read. */
export async function listPublicQuestions(
  db: DbOrTx,
  simuladoId: string,
): Promise<PublicQuestionRow[]> {
  return db
    .selectFrom('questions')
    .select(PUBLIC_QUESTION_COLUMNS)
    .where('simulado_id', '=', simuladoId)
    .orderBy('position', 'asc')
    .execute();
}

/** The questions in position order, with the answer key and the explanation. */
export async function listKeyedQuestions(
  db: DbOrTx,
  simuladoId: string,
): Promise<KeyedQuestionRow[]> {
  return db
    .selectFrom('questions')
    .select([
      ...PUBLIC_QUESTION_COLUMNS,
      'correct_option',
      'explanation',
      'annulled_at',
      'annulled_reason',
      'key_changed_reason',
    ])
    .where('simulado_id', '=', simuladoId)
    .orderBy('position', 'asc')
    .execute();
}

/** What the key embargo of a simulado depends on, with its subject; throws when unknown. */
export async function getSimuladoKeyRelease(db: DbOrTx, id: string) {
  return db
    .selectFrom('simulados')
    .select([
      'subject',
      'is_practice_only',
      'end_date',
      'key_hold_until',
      'answer_key_release',
      'format',
      'scoring',
      'shuffle_questions',
      'shuffle_options',
      sql<string>`paper_version::text`.as('paper_version'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A simulado's subject (null for a mixed one); throws when there is no such simulado. */
export async function getSimuladoSubject(db: DbOrTx, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('simulados')
    .select('subject')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.subject;
}

/** Whether some question of the simulado weighs other than 1 (the rule's line says so). */
export async function hasWeightedQuestions(db: DbOrTx, simuladoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('simulado_id', '=', simuladoId)
    .where('weight', '<>', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
