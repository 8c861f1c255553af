import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

// The queries of 'Baixar meus dados': everything kept about one person, by their id or
// their e-mail, and nothing of anyone else (no other participant's name or answer).

export async function listPurchasesOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('purchases as p')
    .innerJoin('simulados as s', 's.id', 'p.simulado_id')
    .select(['p.id', 'p.simulado_id', 's.title', 'p.price_cents', 'p.provider', 'p.purchased_at'])
    .where('p.user_id', '=', userId)
    .orderBy('p.purchased_at')
    .execute();
}

export async function listResultsOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('results as r')
    .innerJoin('simulados as s', 's.id', 'r.simulado_id')
    .leftJoin('report_files as f', 'f.result_id', 'r.id')
    .select([
      'r.id',
      'r.simulado_id',
      's.title',
      'r.attempt_type',
      'r.score',
      'r.correct_count',
      'r.total_questions',
      'r.duration_seconds',
      'r.completed_at',
      // The key embargo of the attempt's simulado (keyEmbargoFor): its marks may be held.
      's.answer_key_release',
      's.is_practice_only',
      's.end_date',
      's.key_hold_until',
      'f.rendered_at as report_rendered_at',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.completed_at')
    .execute();
}

export async function listResultAnswersOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('result_answers as a')
    .innerJoin('results as r', 'r.id', 'a.result_id')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select(['a.result_id', 'q.position', 'a.selected_option', 'a.is_correct'])
    .where('r.user_id', '=', userId)
    .orderBy('a.result_id')
    .orderBy('q.position')
    .execute();
}

export async function listExamSessionsOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('exam_sessions as e')
    .innerJoin('simulados as s', 's.id', 'e.simulado_id')
    .select(['e.id', 'e.simulado_id', 's.title', 'e.status', 'e.started_at', 'e.expires_at'])
    .select('e.submitted_at')
    .where('e.user_id', '=', userId)
    .orderBy('e.started_at')
    .execute();
}

export async function listSessionAnswersOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('session_answers as a')
    .innerJoin('exam_sessions as e', 'e.id', 'a.session_id')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select(['a.session_id', 'q.position', 'a.selected_option', 'a.saved_at'])
    .where('e.user_id', '=', userId)
    .orderBy('a.session_id')
    .orderBy('q.position')
    .execute();
}

/** 'Revisar depois' and struck options the user left on their sessions, for the export. */
export async function listSessionFlagsOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('session_flags as f')
    .innerJoin('exam_sessions as e', 'e.id', 'f.session_id')
    .innerJoin('questions as q', 'q.id', 'f.question_id')
    .select(['f.session_id', 'q.position', 'f.marked', 'f.struck'])
    .where('e.user_id', '=', userId)
    .orderBy('f.session_id')
    .orderBy('q.position')
    .execute();
}

/** Classes the e-mail was invited to, with the answer (INVITED, ACCEPTED or DECLINED). */
export async function listMembershipsOf(db: DbOrTx, email: string) {
  return db
    .selectFrom('class_students as cs')
    .innerJoin('classes as c', 'c.id', 'cs.class_id')
    .innerJoin('users as t', 't.id', 'c.teacher_id')
    .select([
      'c.id as class_id',
      'c.name as class_name',
      't.name as teacher_name',
      'cs.status',
      'cs.added_at',
      'cs.responded_at',
    ])
    .where('cs.email', '=', email)
    .orderBy('cs.added_at')
    .execute();
}

/** A teacher's own classes, with how many students each has (not who: that is theirs). */
export async function listClassesTaughtBy(db: DbOrTx, userId: string) {
  return db
    .selectFrom('classes as c')
    .select(['c.id', 'c.name', 'c.max_students', 'c.created_at'])
    .select((eb) =>
      eb
        .selectFrom('class_students as cs')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('cs.class_id', '=', 'c.id')
        .as('students'),
    )
    .where('c.teacher_id', '=', userId)
    .orderBy('c.created_at')
    .execute();
}

/** Sign-in sessions: when they began and end; never the cookie or its hash. */
export async function listSessionsOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Her extra time (tempo adicional) per simulado, with the reason the admin recorded. */
export async function listAccommodationsOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('simulado_accommodations as a')
    .innerJoin('simulados as s', 's.id', 'a.simulado_id')
    .select(['a.simulado_id', 's.title', 'a.extra_minutes', 'a.reason', 'a.granted_at'])
    .where('a.user_id', '=', userId)
    .orderBy('a.granted_at')
    .execute();
}
