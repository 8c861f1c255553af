import type { Db } from '../../../server/src/db/database';
import type { SmokeCandidate } from './candidate';

/**
 * Acknowledged saves the server does not hold: for every candidate and question, the
 * option of its last acknowledged save must be the stored one (saves of one candidate go
 * one at a time, so nothing newer can have replaced it).
 */
export async function lostSaves(db: Db, candidates: readonly SmokeCandidate[]): Promise<number> {
  const rows = await db
    .selectFrom('session_answers')
    .select(['session_id', 'question_id', 'selected_option'])
    .where(
      'session_id',
      'in',
      candidates.map((c) => c.sessionId),
    )
    .execute();
  const stored = new Map(rows.map((r) => [`${r.session_id}/${r.question_id}`, r.selected_option]));
  let lost = 0;
  for (const candidate of candidates) {
    for (const [questionId, option] of candidate.acked) {
      const key = `${candidate.sessionId}/${questionId}`;
      if (!stored.has(key) || stored.get(key) !== option) lost++;
    }
  }
  return lost;
}

/** Sessions of these candidates that are not SUBMITTED. */
export async function unfinishedSessions(db: Db, sessionIds: readonly string[]): Promise<number> {
  const rows = await db
    .selectFrom('exam_sessions')
    .select('id')
    .where('id', 'in', sessionIds)
    .where('status', '!=', 'SUBMITTED')
    .execute();
  return rows.length;
}
