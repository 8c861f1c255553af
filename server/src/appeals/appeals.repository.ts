import type { KeyReleaseRow } from '../simulados/simulados.policy';
import { sql } from 'kysely';
import type { Option, SimuladoFormat } from '@gabaritei/shared';
import type { DbOrTx, KeyChangeKind } from '../db/database';

export type AppealSimuladoRow = KeyReleaseRow & {
  id: string;
  end_date: Date | null;
  appeals_until: Date | null;
  format: SimuladoFormat;
};

export async function findAppealSimulado(
  db: DbOrTx,
  simuladoId: string,
): Promise<AppealSimuladoRow | undefined> {
  return db
    .selectFrom('simulados')
    .select([
      'id',
      'end_date',
      'key_hold_until',
      'appeals_until',
      'format',
      'answer_key_release',
      'is_practice_only',
    ])
    .where('id', '=', simuladoId)
    .executeTakeFirst();
}

export async function setAppealsUntil(
  db: DbOrTx,
  simuladoId: string,
  appealsUntil: Date | null,
): Promise<void> {
  await db
    .updateTable('simulados')
    .set({ appeals_until: appealsUntil })
    .where('id', '=', simuladoId)
    .execute();
}

export type QuestionKeyRow = {
  id: string;
  position: number;
  correct_option: Option;
  annulled_at: Date | null;
};

/** A question of the simulado with its key; `lock` serialises decisions on it. */
export async function findQuestion(
  db: DbOrTx,
  simuladoId: string,
  questionId: string,
  options: { lock?: boolean } = {},
): Promise<QuestionKeyRow | undefined> {
  let query = db
    .selectFrom('questions')
    .select(['id', 'position', 'correct_option', 'annulled_at'])
    .where('id', '=', questionId)
    .where('simulado_id', '=', simuladoId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The questions a key decision annulled or re-keyed, in order. */
export async function listDecidedQuestions(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('questions')
    .select(['id', 'correct_option', 'annulled_at', 'annulled_reason', 'key_changed_reason'])
    .where('simulado_id', '=', simuladoId)
    .where((eb) =>
      eb.or([eb('annulled_at', 'is not', null), eb('key_changed_reason', 'is not', null)]),
    )
    .orderBy('position')
    .execute();
}

/** Inserts the appeal; null when this user already appealed this question. */
export async function insertAppeal(
  db: DbOrTx,
  values: { simuladoId: string; questionId: string; userId: string; text: string; now: Date },
): Promise<{ id: string; created_at: Date } | null> {
  const row = await db
    .insertInto('appeals')
    .values({
      simulado_id: values.simuladoId,
      question_id: values.questionId,
      user_id: values.userId,
      text: values.text,
      created_at: values.now,
    })
    .onConflict((oc) => oc.constraint('appeals_one_per_question').doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  return row ?? null;
}

export type LatestDecisionRow = {
  kind: KeyChangeKind | null;
  reason: string | null;
  decided_at: Date | null;
};

/** The latest decision on each question, as a lateral join (one row per appeal). */
const latestDecision = sql`lateral (
  select k.kind, k.reason, k.created_at as decided_at from key_changes k
  where k.question_id = a.question_id order by k.created_at desc, k.id desc limit 1
) d on true`;

/** With its simulado's key release: a decision made under the embargo is the new key. */
export type MyAppealRow = LatestDecisionRow &
  KeyReleaseRow & {
    id: string;
    simulado_id: string;
    simulado_title: string;
    question_id: string;
    position: number;
    text: string;
    created_at: Date;
  };

export async function listMyAppeals(
  db: DbOrTx,
  userId: string,
  simuladoId: string | undefined,
): Promise<MyAppealRow[]> {
  const onlySimulado = simuladoId ? sql`and a.simulado_id = ${simuladoId}::uuid` : sql``;
  const { rows } = await sql<MyAppealRow>`
    select a.id, a.simulado_id, s.title as simulado_title, a.question_id, q.position, a.text,
           a.created_at, d.kind, d.reason, d.decided_at,
           s.answer_key_release, s.is_practice_only, s.end_date, s.key_hold_until
      from appeals a
      join questions q on q.id = a.question_id
      join simulados s on s.id = a.simulado_id
      left join ${latestDecision}
     where a.user_id = ${userId}::uuid ${onlySimulado}
     order by a.created_at desc`.execute(db);
  return rows;
}

export type AdminAppealRow = {
  id: string;
  question_id: string;
  author_name: string;
  text: string;
  created_at: Date;
};

export async function listSimuladoAppeals(
  db: DbOrTx,
  simuladoId: string,
): Promise<AdminAppealRow[]> {
  return db
    .selectFrom('appeals')
    .innerJoin('users', 'users.id', 'appeals.user_id')
    .select([
      'appeals.id',
      'appeals.question_id',
      'users.name as author_name',
      'appeals.text',
      'appeals.created_at',
    ])
    .where('appeals.simulado_id', '=', simuladoId)
    .orderBy('appeals.created_at', 'asc')
    .execute();
}

export type QuestionDecisionRow = LatestDecisionRow & {
  id: string;
  position: number;
  text: string;
  correct_option: Option;
  annulled_at: Date | null;
  base_text_id: string | null;
};

/** Every question of the simulado with its latest decision. */
export async function listQuestionDecisions(
  db: DbOrTx,
  simuladoId: string,
): Promise<QuestionDecisionRow[]> {
  const { rows } = await sql<QuestionDecisionRow>`
    select q.id, q.position, q.text, q.correct_option, q.annulled_at, q.base_text_id,
           d.kind, d.reason, d.decided_at
      from questions q
      left join lateral (
        select k.kind, k.reason, k.created_at as decided_at from key_changes k
        where k.question_id = q.id order by k.created_at desc, k.id desc limit 1
      ) d on true
     where q.simulado_id = ${simuladoId}::uuid
     order by q.position`.execute(db);
  return rows;
}
