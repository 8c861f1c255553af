import type { DbOrTx, RegradeStatus } from '../db/database';

export async function upsertRegradeRun(
  db: DbOrTx,
  values: { simuladoId: string; keyChangeId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('regrade_runs')
    .values({
      simulado_id: values.simuladoId,
      key_change_id: values.keyChangeId,
      status: 'QUEUED',
      affected: 0,
      queued_at: values.now,
      finished_at: null,
    })
    .onConflict((oc) =>
      oc.column('simulado_id').doUpdateSet({
        key_change_id: values.keyChangeId,
        status: 'QUEUED',
        affected: 0,
        queued_at: values.now,
        finished_at: null,
      }),
    )
    .execute();
}

export async function setRegradeStatus(
  db: DbOrTx,
  simuladoId: string,
  status: RegradeStatus,
  extra: { affected?: number; finishedAt?: Date } = {},
): Promise<void> {
  await db
    .updateTable('regrade_runs')
    .set({
      status,
      ...(extra.affected === undefined ? {} : { affected: extra.affected }),
      ...(extra.finishedAt ? { finished_at: extra.finishedAt } : {}),
    })
    .where('simulado_id', '=', simuladoId)
    .execute();
}

export async function findRegradeRun(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('regrade_runs')
    .selectAll()
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
}

export type NotifyRow = {
  result_id: string;
  email: string;
  name: string;
  title: string;
  before_score: number;
  after_score: number;
  /** Her official session: her booklet's numbers and letters are drawn from it. */
  exam_session_id: string | null;
};

/** The score changes of one decision whose candidate was not told yet, a batch at a time. */
export async function listUnnotified(
  db: DbOrTx,
  keyChangeId: string,
  limit: number,
): Promise<NotifyRow[]> {
  return db
    .selectFrom('score_changes')
    .innerJoin('users', 'users.id', 'score_changes.user_id')
    .innerJoin('simulados', 'simulados.id', 'score_changes.simulado_id')
    .leftJoin('results', 'results.id', 'score_changes.result_id')
    .select([
      'score_changes.result_id',
      'users.email',
      'users.name',
      'simulados.title',
      'score_changes.before_score',
      'score_changes.after_score',
      'results.exam_session_id',
    ])
    .where('score_changes.key_change_id', '=', keyChangeId)
    .where('score_changes.notified_at', 'is', null)
    .where('users.deleted_at', 'is', null)
    .orderBy('score_changes.result_id')
    .limit(limit)
    .execute();
}

export async function markNotified(
  db: DbOrTx,
  keyChangeId: string,
  resultIds: string[],
  now: Date,
): Promise<void> {
  if (resultIds.length === 0) return;
  await db
    .updateTable('score_changes')
    .set({ notified_at: now })
    .where('key_change_id', '=', keyChangeId)
    .where('result_id', 'in', resultIds)
    .execute();
}

export type ScoreChangeRow = {
  result_id: string;
  position: number;
  kind: 'ANNUL' | 'CHANGE_KEY' | 'REJECT';
  before_score: number;
  after_score: number;
  created_at: Date;
};

/** A candidate's score changes in one simulado, newest first (results screen notes). */
export async function listMyScoreChanges(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
): Promise<ScoreChangeRow[]> {
  return db
    .selectFrom('score_changes')
    .innerJoin('key_changes', 'key_changes.id', 'score_changes.key_change_id')
    .innerJoin('questions', 'questions.id', 'key_changes.question_id')
    .select([
      'score_changes.result_id',
      'questions.position',
      'key_changes.kind',
      'score_changes.before_score',
      'score_changes.after_score',
      'key_changes.created_at',
    ])
    .where('score_changes.user_id', '=', userId)
    .where('score_changes.simulado_id', '=', simuladoId)
    .orderBy('key_changes.created_at', 'desc')
    .execute();
}
