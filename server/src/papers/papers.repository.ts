import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTx, QuestionsTable } from '../db/database';
import type { PaperCorrectionsTable } from '../db/papers.tables';

export type EditorQuestionRow = Selectable<QuestionsTable>;
export type { BaseTextRow } from '../simulados/base-texts.repository';
export type CorrectionRow = Selectable<PaperCorrectionsTable> & {
  corrected_by_name: string | null;
};

/** The simulado an edit writes to, locked for the transaction; null if unknown or archived. */
export async function lockPaper(db: DbOrTx, simuladoId: string) {
  const row = await db
    .selectFrom('simulados')
    .select(['id', 'format', 'subject', 'paper_version'])
    .where('id', '=', simuladoId)
    .where('archived_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export async function findPaper(db: DbOrTx, simuladoId: string) {
  const row = await db
    .selectFrom('simulados')
    .select(['id', 'format', 'subject', 'paper_version'])
    .where('id', '=', simuladoId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function paperVersion(db: DbOrTx, simuladoId: string): Promise<string> {
  const row = await db
    .selectFrom('simulados')
    .select('paper_version')
    .where('id', '=', simuladoId)
    .executeTakeFirstOrThrow();
  return String(row.paper_version);
}

export async function listQuestions(db: DbOrTx, simuladoId: string): Promise<EditorQuestionRow[]> {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('simulado_id', '=', simuladoId)
    .orderBy('position', 'asc')
    .execute();
}

export { listBaseTexts } from '../simulados/base-texts.repository';

export async function listCorrections(db: DbOrTx, simuladoId: string): Promise<CorrectionRow[]> {
  return db
    .selectFrom('paper_corrections')
    .leftJoin('users', 'users.id', 'paper_corrections.corrected_by')
    .selectAll('paper_corrections')
    .select('users.name as corrected_by_name')
    .where('paper_corrections.simulado_id', '=', simuladoId)
    .orderBy('paper_corrections.created_at', 'desc')
    .orderBy('paper_corrections.id', 'desc')
    .execute();
}

export type QuestionValues = {
  text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  option_e: string | null;
  correct_option: QuestionsTable['correct_option'];
  weight: number;
  subject: string | null;
  explanation: string | null;
  base_text_id: string | null;
};

export async function insertQuestion(
  db: DbOrTx,
  simuladoId: string,
  position: number,
  values: QuestionValues,
): Promise<string> {
  const row = await db
    .insertInto('questions')
    .values({ simulado_id: simuladoId, position, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuestion(
  db: DbOrTx,
  simuladoId: string,
  questionId: string,
  values: Partial<QuestionValues>,
): Promise<void> {
  await db
    .updateTable('questions')
    .set(values)
    .where('id', '=', questionId)
    .where('simulado_id', '=', simuladoId)
    .execute();
}

export async function deleteQuestion(db: DbOrTx, simuladoId: string, questionId: string) {
  await db
    .deleteFrom('questions')
    .where('id', '=', questionId)
    .where('simulado_id', '=', simuladoId)
    .execute();
}

/**
 * Positions become 1…n in `orderedIds`' order. Negated first: (simulado, position) is
 * unique and checked row by row, so a swap written directly would collide midway.
 */
export async function setPositions(db: DbOrTx, simuladoId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  await db
    .updateTable('questions')
    .set({ position: sql`-position - 1` })
    .where('simulado_id', '=', simuladoId)
    .execute();
  const values = sql.join(orderedIds.map((id, i) => sql`(${id}::uuid, ${i + 1}::int)`));
  await sql`
    update questions q set position = v.pos
    from (values ${values}) as v(id, pos)
    where q.id = v.id and q.simulado_id = ${simuladoId}`.execute(db);
}

export async function insertBaseText(
  db: DbOrTx,
  simuladoId: string,
  values: { title: string; content_html: string; line_numbers: boolean },
): Promise<string> {
  const row = await db
    .insertInto('base_texts')
    .values({ simulado_id: simuladoId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBaseText(
  db: DbOrTx,
  simuladoId: string,
  baseTextId: string,
  values: Partial<{ title: string; content_html: string; line_numbers: boolean }>,
): Promise<void> {
  await db
    .updateTable('base_texts')
    .set(values)
    .where('id', '=', baseTextId)
    .where('simulado_id', '=', simuladoId)
    .execute();
}

export async function deleteBaseText(db: DbOrTx, simuladoId: string, baseTextId: string) {
  await db
    .deleteFrom('base_texts')
    .where('id', '=', baseTextId)
    .where('simulado_id', '=', simuladoId)
    .execute();
}

/** The block of `baseTextId` becomes exactly the questions `questionIds`. */
export async function assignBlock(
  db: DbOrTx,
  simuladoId: string,
  baseTextId: string,
  questionIds: string[],
): Promise<void> {
  await db
    .updateTable('questions')
    .set({ base_text_id: null })
    .where('simulado_id', '=', simuladoId)
    .where('base_text_id', '=', baseTextId)
    .execute();
  if (questionIds.length === 0) return;
  await db
    .updateTable('questions')
    .set({ base_text_id: baseTextId })
    .where('simulado_id', '=', simuladoId)
    .where('id', 'in', questionIds)
    .execute();
}

export async function insertCorrection(
  db: DbOrTx,
  values: Insertable<PaperCorrectionsTable>,
): Promise<void> {
  await db.insertInto('paper_corrections').values(values).execute();
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

/** The candidates with a session of this simulado running now (an errata goes to them). */
export async function runningSessionUsers(db: DbOrTx, simuladoId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('exam_sessions')
    .select('user_id')
    .distinct()
    .where('simulado_id', '=', simuladoId)
    .where('status', '=', 'IN_PROGRESS')
    .execute();
  return rows.map((row) => row.user_id);
}

/** A simulado's corrections, oldest first: what, why and when (the review's 'Errata'). */
export async function listErrataRows(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('paper_corrections')
    .select(['target', 'target_id', 'field', 'reason', 'created_at'])
    .where('simulado_id', '=', simuladoId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
