import { sql } from 'kysely';
import type { AttemptType, DbOrTx } from '../db/database';
import type { AnswerKeyRelease, Option } from '@gabaritei/shared';

/** One completed attempt of a user, with what its report card needs. */
export type AttemptRow = {
  result_id: string;
  simulado_id: string;
  title: string;
  subject: string | null;
  attempt_type: AttemptType;
  score: number;
  completed_at: Date;
  end_date: Date | null;
  key_hold_until: Date | null;
  is_practice_only: boolean;
  answer_key_release: AnswerKeyRelease | null;
  /** RANK() among the official results; null for practice. */
  official_rank: number | null;
  official_participants: number;
  /** Official results strictly ahead of this attempt (the practice attempts' simulated rank). */
  ahead: number;
};

/**
 * Every attempt of the user, newest first. Official position is RANK() over the official
 * results of the simulado (score desc, then less time first; ties share a position).
 */
export async function listAttempts(db: DbOrTx, userId: string): Promise<AttemptRow[]> {
  const { rows } = await sql<AttemptRow>`
    with mine as (
      select * from results where user_id = ${userId}::uuid
    ), ranked as (
      select id,
             rank() over (partition by simulado_id
                          order by score desc, duration_seconds asc) as official_rank
      from results
      where attempt_type = 'OFFICIAL'
        and simulado_id in (select simulado_id from mine)
    )
    select m.id as result_id, m.simulado_id, s.title, s.subject, m.attempt_type, m.score,
           m.completed_at, s.end_date, s.key_hold_until, s.is_practice_only, s.answer_key_release,
           rk.official_rank,
           (select count(*) from results o
             where o.simulado_id = m.simulado_id and o.attempt_type = 'OFFICIAL')
             as official_participants,
           (select count(*) from results o
             where o.simulado_id = m.simulado_id and o.attempt_type = 'OFFICIAL'
               and (o.score > m.score
                    or (o.score = m.score and o.duration_seconds < m.duration_seconds)))
             as ahead
    from mine m
    join simulados s on s.id = m.simulado_id
    left join ranked rk on rk.id = m.id
    order by m.completed_at desc, m.id
  `.execute(db);
  return rows.map((row) => ({
    ...row,
    score: Number(row.score),
    completed_at: new Date(row.completed_at),
    end_date: row.end_date ? new Date(row.end_date) : null,
    key_hold_until: row.key_hold_until ? new Date(row.key_hold_until) : null,
    official_rank: row.official_rank === null ? null : Number(row.official_rank),
    official_participants: Number(row.official_participants),
    ahead: Number(row.ahead),
  }));
}

/**
 * The attempt a download means: of the given type when asked (the card's own attempt),
 * else the official one, else the latest practice attempt.
 */
export async function findReportResultId(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
  attemptType?: AttemptType,
): Promise<string | null> {
  let query = db
    .selectFrom('results')
    .select('id')
    .where('user_id', '=', userId)
    .where('simulado_id', '=', simuladoId);
  if (attemptType) query = query.where('attempt_type', '=', attemptType);
  const row = await query
    .orderBy(sql`case when attempt_type = 'OFFICIAL' then 0 else 1 end`)
    .orderBy('completed_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findUserName(db: DbOrTx, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.name ?? null;
}

export async function findSimuladoForReport(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('simulados')
    .select([
      'id',
      'title',
      'subject',
      'start_date',
      'end_date',
      'key_hold_until',
      'duration_minutes',
      'is_practice_only',
      'answer_key_release',
      'format',
      'scoring',
    ])
    .where('id', '=', simuladoId)
    .executeTakeFirst();
}

export async function findResultForReport(db: DbOrTx, resultId: string) {
  return db
    .selectFrom('results')
    .innerJoin('users', 'users.id', 'results.user_id')
    .select([
      'results.id',
      'results.user_id',
      'results.simulado_id',
      'results.attempt_type',
      'results.score',
      'results.correct_count',
      'results.total_questions',
      'results.duration_seconds',
      'results.completed_at',
      'users.name as user_name',
    ])
    .where('results.id', '=', resultId)
    .executeTakeFirst();
}

export async function listReportQuestions(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('questions')
    .select([
      'id',
      'position',
      'text',
      'option_a',
      'option_b',
      'option_c',
      'option_d',
      'option_e',
      'weight',
      'correct_option',
      'subject',
      'explanation',
      'annulled_at',
      'annulled_reason',
      'key_changed_reason',
      'base_text_id',
    ])
    .where('simulado_id', '=', simuladoId)
    .orderBy('position')
    .execute();
}

export async function listChosenOptions(
  db: DbOrTx,
  resultId: string,
): Promise<Map<string, Option | null>> {
  const rows = await db
    .selectFrom('result_answers')
    .select(['question_id', 'selected_option'])
    .where('result_id', '=', resultId)
    .execute();
  return new Map(rows.map((row) => [row.question_id, row.selected_option]));
}

/** Everyone with a result in the simulado: one report each (official, else latest practice). */
export async function listParticipantResultIds(db: DbOrTx, simuladoId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select distinct on (user_id) id
    from results
    where simulado_id = ${simuladoId}::uuid
    order by user_id, case when attempt_type = 'OFFICIAL' then 0 else 1 end,
             completed_at desc, id
  `.execute(db);
  return rows.map((row) => row.id);
}

/** Ended simulados whose reports were not pre-rendered yet. */
export async function listEndedWithoutPrerender(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('simulados')
    .select('id')
    // The last accommodated deadline (tempo adicional) too: her result belongs in them.
    .where(sql<Date>`coalesce(key_hold_until, end_date)`, '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('report_prerenders')
            .select('simulado_id')
            .whereRef('report_prerenders.simulado_id', '=', 'simulados.id'),
        ),
      ),
    )
    .orderBy('end_date')
    .limit(50)
    .execute();
  return rows.map((row) => row.id);
}

export async function markPrerendered(
  db: DbOrTx,
  simuladoId: string,
  renderedCount: number,
): Promise<void> {
  await db
    .insertInto('report_prerenders')
    .values({ simulado_id: simuladoId, rendered_count: renderedCount })
    .onConflict((oc) => oc.column('simulado_id').doNothing())
    .execute();
}

/**
 * The simulados a TEACHER may read a student's reports of: those released to one of the
 * teacher's classes in which the student ACCEPTED the invitation. Empty when
 * the student is no accepted member of any of the teacher's classes.
 */
export async function teacherReleasesForStudent(
  db: DbOrTx,
  teacherId: string,
  studentId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('classes')
    .innerJoin('class_students', 'class_students.class_id', 'classes.id')
    .innerJoin('users', 'users.email', 'class_students.email')
    .innerJoin('class_simulados', 'class_simulados.class_id', 'classes.id')
    .select('class_simulados.simulado_id')
    .distinct()
    .where('classes.teacher_id', '=', teacherId)
    .where('class_students.status', '=', 'ACCEPTED')
    .where('users.id', '=', studentId)
    .execute();
  return rows.map((row) => row.simulado_id);
}
