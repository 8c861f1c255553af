import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import { accessExpression, type AccessSubject } from '../access/access';
import type { ExamSimulado, SessionRow } from './exam.repository';
import type { PaperRef } from './paper-cache';

/**
 * Everything a start decides on, in one round trip (the start burst of an exam day is
 * thousands of these within a second): the simulado, the access rule, the user's session
 * and whether an official result exists. Null when the simulado is unknown or archived.
 */
export async function findStartState(
  db: DbOrTx,
  user: AccessSubject,
  simuladoId: string,
): Promise<{
  simulado: ExamSimulado;
  access: boolean;
  session: SessionRow | null;
  hasOfficial: boolean;
  hasPractice: boolean;
  hasQuestions: boolean;
  /** Her extra time on this simulado, in minutes (0: none). */
  extraMinutes: number;
  /** The simulado as the paper cache knows it (paper-cache.ts). */
  paper: PaperRef;
} | null> {
  const row = await db
    .selectFrom('simulados as s')
    .leftJoin('exam_sessions as es', (join) =>
      join.onRef('es.simulado_id', '=', 's.id').on('es.user_id', '=', user.id),
    )
    .where('s.id', '=', simuladoId)
    .where('s.archived_at', 'is', null)
    .select((eb) => [
      's.id',
      's.subject',
      's.duration_minutes',
      's.is_practice_only',
      's.start_date',
      's.end_date',
      's.key_hold_until',
      // The candidate's extra time (tempo adicional), 0 without one.
      eb
        .selectFrom('simulado_accommodations as acc')
        .select('acc.extra_minutes')
        .whereRef('acc.simulado_id', '=', 's.id')
        .where('acc.user_id', '=', user.id)
        .as('extra_minutes'),
      's.answer_key_release',
      's.format',
      's.scoring',
      's.shuffle_questions',
      's.shuffle_options',
      sql<string>`s.paper_version::text`.as('paper_version'),
      accessExpression(eb, user, simuladoId).as('has_access'),
      // A simulado without questions cannot be started: there would be nothing to answer.
      eb
        .exists(
          eb
            .selectFrom('questions')
            .select('questions.id')
            .whereRef('questions.simulado_id', '=', 's.id'),
        )
        .as('has_questions'),
      eb
        .exists(
          eb
            .selectFrom('results')
            .select('results.id')
            .where('results.user_id', '=', user.id)
            .where('results.simulado_id', '=', simuladoId)
            .where('results.attempt_type', '=', 'OFFICIAL'),
        )
        .as('has_official'),
      // A practice attempt showed her the key (exam.service.ts, modeOf).
      eb
        .exists(
          eb
            .selectFrom('results')
            .select('results.id')
            .where('results.user_id', '=', user.id)
            .where('results.simulado_id', '=', simuladoId)
            .where('results.attempt_type', '=', 'PRACTICE'),
        )
        .as('has_practice'),
      'es.id as session_id',
      'es.status as session_status',
      'es.started_at as session_started_at',
      'es.expires_at as session_expires_at',
      'es.submitted_at as session_submitted_at',
    ])
    .executeTakeFirst();
  if (!row) return null;
  const session: SessionRow | null =
    row.session_id && row.session_status && row.session_started_at && row.session_expires_at
      ? {
          id: row.session_id,
          user_id: user.id,
          simulado_id: row.id,
          status: row.session_status,
          started_at: row.session_started_at,
          expires_at: row.session_expires_at,
          submitted_at: row.session_submitted_at ?? null,
        }
      : null;
  return {
    simulado: {
      id: row.id,
      subject: row.subject,
      duration_minutes: row.duration_minutes,
      is_practice_only: row.is_practice_only,
      start_date: row.start_date,
      end_date: row.end_date,
      key_hold_until: row.key_hold_until,
      answer_key_release: row.answer_key_release,
      format: row.format,
      scoring: row.scoring,
      shuffle_questions: row.shuffle_questions,
      shuffle_options: row.shuffle_options,
    },
    access: Boolean(row.has_access),
    session,
    hasOfficial: Boolean(row.has_official),
    hasPractice: Boolean(row.has_practice),
    hasQuestions: Boolean(row.has_questions),
    extraMinutes: Number(row.extra_minutes ?? 0),
    paper: { id: row.id, paperVersion: row.paper_version, subject: row.subject },
  };
}
