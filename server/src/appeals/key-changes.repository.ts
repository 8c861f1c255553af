import type { Option } from '@gabaritei/shared';
import type { DbOrTx, KeyChangeKind } from '../db/database';

export type KeyChangeRow = {
  id: string;
  simulado_id: string;
  question_id: string;
  position: number;
  kind: KeyChangeKind;
  before_option: Option | null;
  after_option: Option | null;
  reason: string;
  actor_name: string;
  created_at: Date;
};

export async function insertKeyChange(
  db: DbOrTx,
  values: {
    simuladoId: string;
    questionId: string;
    kind: KeyChangeKind;
    before: Option | null;
    after: Option | null;
    reason: string;
    actor: { id: string; name: string };
    now: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('key_changes')
    .values({
      simulado_id: values.simuladoId,
      question_id: values.questionId,
      kind: values.kind,
      before_option: values.before,
      after_option: values.after,
      reason: values.reason,
      actor_id: values.actor.id,
      actor_name: values.actor.name,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function annulQuestion(
  db: DbOrTx,
  questionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('questions')
    .set({ annulled_at: now, annulled_reason: reason })
    .where('id', '=', questionId)
    .execute();
}

export async function changeCorrectOption(
  db: DbOrTx,
  questionId: string,
  correctOption: Option,
  reason: string,
): Promise<void> {
  await db
    .updateTable('questions')
    .set({ correct_option: correctOption, key_changed_reason: reason })
    .where('id', '=', questionId)
    .execute();
}

/** The audit list, newest first. */
export async function listKeyChanges(db: DbOrTx, simuladoId: string): Promise<KeyChangeRow[]> {
  return keyChangeRows(db)
    .where('key_changes.simulado_id', '=', simuladoId)
    .orderBy('key_changes.created_at', 'desc')
    .orderBy('key_changes.id', 'desc')
    .execute();
}

export async function findKeyChange(db: DbOrTx, id: string): Promise<KeyChangeRow | undefined> {
  return keyChangeRows(db).where('key_changes.id', '=', id).executeTakeFirst();
}

/** A key change as the audit shows it: with its question's position. */
function keyChangeRows(db: DbOrTx) {
  return db
    .selectFrom('key_changes')
    .innerJoin('questions', 'questions.id', 'key_changes.question_id')
    .select([
      'key_changes.id',
      'key_changes.simulado_id',
      'key_changes.question_id',
      'questions.position',
      'key_changes.kind',
      'key_changes.before_option',
      'key_changes.after_option',
      'key_changes.reason',
      'key_changes.actor_name',
      'key_changes.created_at',
    ]);
}
