import { sql } from 'kysely';
import type { DbOrTx, TimeAuditKind } from '../db/database';
import type { SessionRow } from '../exam/exam.repository';

export type AccommodationRow = {
  user_id: string;
  name: string;
  email: string;
  extra_minutes: number;
  reason: string;
  granted_at: Date;
  session_expires_at: Date | null;
};

/** The simulado's timing, locked for the change (null: unknown or archived). */
export async function lockSimuladoTiming(db: DbOrTx, id: string) {
  return db
    .selectFrom('simulados')
    .select([
      'id',
      'duration_minutes',
      'end_date',
      'answer_key_release',
      'is_practice_only',
      'key_hold_until',
    ])
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function findStudentByEmail(db: DbOrTx, email: string) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('role', '=', 'STUDENT')
    .executeTakeFirst();
}

export async function listAccommodations(
  db: DbOrTx,
  simuladoId: string,
): Promise<AccommodationRow[]> {
  return db
    .selectFrom('simulado_accommodations as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('exam_sessions as es', (join) =>
      join
        .onRef('es.simulado_id', '=', 'a.simulado_id')
        .onRef('es.user_id', '=', 'a.user_id')
        .on('es.status', '=', 'IN_PROGRESS'),
    )
    .select([
      'a.user_id',
      'u.name',
      'u.email',
      'a.extra_minutes',
      'a.reason',
      'a.granted_at',
      'es.expires_at as session_expires_at',
    ])
    .where('a.simulado_id', '=', simuladoId)
    .orderBy('u.name')
    .execute();
}

export async function upsertAccommodation(
  db: DbOrTx,
  row: {
    simuladoId: string;
    userId: string;
    extraMinutes: number;
    reason: string;
    actorId: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('simulado_accommodations')
    .values({
      simulado_id: row.simuladoId,
      user_id: row.userId,
      extra_minutes: row.extraMinutes,
      reason: row.reason,
      granted_by: row.actorId,
      granted_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['simulado_id', 'user_id']).doUpdateSet({
        extra_minutes: row.extraMinutes,
        reason: row.reason,
        granted_by: row.actorId,
        granted_at: row.now,
      }),
    )
    .execute();
}

export async function deleteAccommodation(db: DbOrTx, simuladoId: string, userId: string) {
  const result = await db
    .deleteFrom('simulado_accommodations')
    .where('simulado_id', '=', simuladoId)
    .where('user_id', '=', userId)
    .returning(['extra_minutes'])
    .executeTakeFirst();
  return result ?? null;
}

/**
 * key_hold_until = end + the largest extra time: the last deadline an accommodation allows,
 * which the key and the ranking's finality wait for. Null without accommodations.
 */
export async function refreshKeyHold(db: DbOrTx, simuladoId: string): Promise<void> {
  await sql`
    update simulados s
       set key_hold_until = s.end_date + make_interval(mins => (
             select max(a.extra_minutes) from simulado_accommodations a where a.simulado_id = s.id))
     where s.id = ${simuladoId}`.execute(db);
}

export async function findLiveSession(db: DbOrTx, simuladoId: string, userId: string) {
  return (
    (await db
      .selectFrom('exam_sessions')
      .selectAll()
      .where('simulado_id', '=', simuladoId)
      .where('user_id', '=', userId)
      .where('status', '=', 'IN_PROGRESS')
      .forUpdate()
      .executeTakeFirst()) ?? null
  );
}

/** The in-progress sessions of a simulado with each one's extra time (an extension moves them all). */
export async function listLiveSessions(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('exam_sessions as es')
    .leftJoin('simulado_accommodations as a', (join) =>
      join.onRef('a.simulado_id', '=', 'es.simulado_id').onRef('a.user_id', '=', 'es.user_id'),
    )
    .selectAll('es')
    .select('a.extra_minutes')
    .where('es.simulado_id', '=', simuladoId)
    .where('es.status', '=', 'IN_PROGRESS')
    .forUpdate('es')
    .execute();
}

export async function setSessionDeadline(
  db: DbOrTx,
  id: string,
  expiresAt: Date,
): Promise<SessionRow> {
  return db
    .updateTable('exam_sessions')
    .set({ expires_at: expiresAt })
    .where('id', '=', id)
    .where('status', '=', 'IN_PROGRESS')
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertTimeAudit(
  db: DbOrTx,
  row: {
    simuladoId: string;
    kind: TimeAuditKind;
    userId: string | null;
    actorId: string;
    reason: string;
    details: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('simulado_time_audit')
    .values({
      simulado_id: row.simuladoId,
      kind: row.kind,
      user_id: row.userId,
      actor_id: row.actorId,
      reason: row.reason,
      details: JSON.stringify(row.details),
      created_at: row.now,
    })
    .execute();
}
