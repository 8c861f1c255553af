import type { AnswerKeyRelease, ScoringRule, SimuladoFormat } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';

/** The simulado rows the back office creates and edits. */

export type NewSimulado = {
  title: string;
  subject: string | null;
  description: string | null;
  priceCents: number;
  durationMinutes: number | null;
  startDate: Date | null;
  endDate: Date | null;
  answerKeyRelease: AnswerKeyRelease;
  isPracticeOnly: boolean;
  /** Fixed at creation: the CSV and every answer are read by the format. */
  format: SimuladoFormat;
  scoring: ScoringRule;
  /** The booklet order (exam/booklet.ts); locked once anyone started. */
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  now: Date;
};

/** The columns creation and editing both write. */
export type EditableSimulado = Omit<
  NewSimulado,
  'now' | 'isPracticeOnly' | 'answerKeyRelease' | 'format' | 'scoring'
> & {
  answerKeyRelease: AnswerKeyRelease | null;
};

function editableColumns(values: EditableSimulado) {
  return {
    title: values.title,
    subject: values.subject,
    description: values.description,
    price_cents: values.priceCents,
    duration_minutes: values.durationMinutes,
    start_date: values.startDate,
    end_date: values.endDate,
    answer_key_release: values.answerKeyRelease,
    shuffle_questions: values.shuffleQuestions,
    shuffle_options: values.shuffleOptions,
  };
}

export async function insertSimulado(db: DbOrTx, values: NewSimulado): Promise<string> {
  const { id } = await db
    .insertInto('simulados')
    .values({
      ...editableColumns(values),
      is_practice_only: values.isPracticeOnly,
      format: values.format,
      scoring: values.scoring,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The editable columns of a simulado not archived, locked until the transaction ends. */
export async function lockEditableSimulado(db: DbOrTx, id: string) {
  const row = await db
    .selectFrom('simulados')
    .select([
      'title',
      'subject',
      'description',
      'price_cents',
      'duration_minutes',
      'start_date',
      'end_date',
      'answer_key_release',
      'shuffle_questions',
      'shuffle_options',
      'is_practice_only',
      'key_hold_until',
    ])
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export async function updateSimulado(
  db: DbOrTx,
  id: string,
  values: EditableSimulado,
): Promise<void> {
  await db.updateTable('simulados').set(editableColumns(values)).where('id', '=', id).execute();
}

/**
 * The ids of the simulados anyone bought, started or holds a result of: those a deletion
 * archives (the admin list's flag).
 */
export async function simuladosWithHistory(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .selectFrom('exam_sessions')
    .select('simulado_id')
    .union(db.selectFrom('results').select('simulado_id'))
    .union(db.selectFrom('purchases').select('simulado_id'))
    .execute();
  return new Set(rows.map((r) => r.simulado_id));
}

/** PostgreSQL's foreign-key violation: someone bought or sat the simulado meanwhile. */
export const isFkViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
