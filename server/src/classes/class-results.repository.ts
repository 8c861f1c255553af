import { sql } from 'kysely';
import type { RankingDisplay } from '@gabaritei/shared';
import type { AttemptType, DbOrTx } from '../db/database';

export type ClassMemberRow = {
  email: string;
  user_id: string | null;
  /** The full name: the teacher's table shows it, the projected ranking applies the display. */
  name: string | null;
  ranking_display: RankingDisplay | null;
};

export type ReleasedSimuladoRow = {
  simulado_id: string;
  title: string;
  released_at: Date;
  general_participants: number;
};

/** One class member's attempt at a released simulado, with both positions. */
export type ClassAttemptRow = {
  simulado_id: string;
  user_id: string;
  attempt_type: AttemptType;
  score: number;
  duration_seconds: number;
  completed_at: Date;
  class_rank: number;
  general_rank: number | null;
};

/**
 * The ACCEPTED members with the account behind each, in enrolment order: a teacher sees
 * results and standings of those who accepted the invitation, nobody else.
 */
export async function listClassMembers(db: DbOrTx, classId: string): Promise<ClassMemberRow[]> {
  return db
    .selectFrom('class_students')
    .leftJoin('users', 'users.email', 'class_students.email')
    .select(['class_students.email', 'users.id as user_id', 'users.name', 'users.ranking_display'])
    .where('class_students.class_id', '=', classId)
    .where('class_students.status', '=', 'ACCEPTED')
    .orderBy('class_students.added_at', 'asc')
    .orderBy('class_students.email', 'asc')
    .execute();
}

/** The class's released simulados (archived ones too: they are its history), oldest first. */
export async function listReleasedSimulados(
  db: DbOrTx,
  classId: string,
  simuladoId?: string,
): Promise<ReleasedSimuladoRow[]> {
  let query = db
    .selectFrom('class_simulados')
    .innerJoin('simulados', 'simulados.id', 'class_simulados.simulado_id')
    .select(['class_simulados.simulado_id', 'simulados.title', 'class_simulados.released_at'])
    .select((eb) =>
      eb
        .selectFrom('results')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('results.simulado_id', '=', 'class_simulados.simulado_id')
        .where('results.attempt_type', '=', 'OFFICIAL')
        .as('general_participants'),
    )
    .where('class_simulados.class_id', '=', classId);
  if (simuladoId) query = query.where('class_simulados.simulado_id', '=', simuladoId);
  const rows = await query
    .orderBy('class_simulados.released_at', 'asc')
    .orderBy('simulados.title', 'asc')
    .execute();
  return rows.map((row) => ({ ...row, general_participants: Number(row.general_participants) }));
}

/**
 * The attempt of each class member at each released simulado — the official one, or the
 * first practice attempt when there is none (practice-only simulados, or a release after
 * the end) — ranked within the class, and the official ones also among every official
 * result of the simulado. Both orders are the ranking's: score first, then less time;
 * ties share the position (RANK()).
 */
export async function listClassAttempts(
  db: DbOrTx,
  classId: string,
  simuladoId?: string,
): Promise<ClassAttemptRow[]> {
  const onlySimulado = simuladoId ? sql`and cs.simulado_id = ${simuladoId}::uuid` : sql``;
  const { rows } = await sql<ClassAttemptRow>`
    with released as (
      select cs.simulado_id from class_simulados cs
      where cs.class_id = ${classId}::uuid ${onlySimulado}
    ),
    members as (
      select u.id as user_id from class_students st
      join users u on u.email = st.email
      where st.class_id = ${classId}::uuid and st.status = 'ACCEPTED'
    ),
    general as (
      select r.user_id, r.simulado_id,
             rank() over (
               partition by r.simulado_id order by r.score desc, r.duration_seconds asc
             ) as general_rank
      from results r
      where r.attempt_type = 'OFFICIAL' and r.simulado_id in (select simulado_id from released)
    ),
    attempts as (
      select distinct on (r.simulado_id, r.user_id)
             r.simulado_id, r.user_id, r.attempt_type, r.score, r.duration_seconds,
             r.completed_at
      from results r
      where r.simulado_id in (select simulado_id from released)
        and r.user_id in (select user_id from members)
      order by r.simulado_id, r.user_id, (r.attempt_type = 'OFFICIAL') desc,
               r.completed_at asc, r.id asc
    )
    select a.simulado_id, a.user_id, a.attempt_type, a.score, a.duration_seconds,
           a.completed_at,
           rank() over (
             partition by a.simulado_id order by a.score desc, a.duration_seconds asc
           ) as class_rank,
           g.general_rank
    from attempts a
    left join general g
      on g.user_id = a.user_id and g.simulado_id = a.simulado_id
     and a.attempt_type = 'OFFICIAL'
    order by a.simulado_id, class_rank, a.user_id
  `.execute(db);
  // bigint columns arrive as strings from node-postgres.
  return rows.map((row) => ({
    ...row,
    score: Number(row.score),
    duration_seconds: Number(row.duration_seconds),
    completed_at: new Date(row.completed_at),
    class_rank: Number(row.class_rank),
    general_rank: row.general_rank === null ? null : Number(row.general_rank),
  }));
}
