// What the time-up bench reads back from the database: when each result landed, and
// whether it holds every acknowledged save and the score the scoring rule gives them.
import type { Db } from '../../../server/src/db/database';
import type { Option } from '../../../shared/src/limits';
import { scoreAttempt } from '../../../shared/src/scoring/rules';
import type { SavedAnswers } from './timeup-wave';

export type TimeupRow = { sessionId: string; completedAt: number; expiresAt: number };

export type TimeupCheck = {
  rows: TimeupRow[];
  /** Sessions with more than one result (must be 0). */
  duplicates: number;
  /** Acknowledged saves missing from their result's answers. */
  lost: number;
  /** Results whose score differs from scoreAttempt over the acknowledged answers. */
  wrongScores: number;
  examples: string[];
};

export async function checkResults(
  db: Db,
  simuladoId: string,
  questions: ReadonlyArray<{ id: string; correct: Option }>,
  saved: SavedAnswers,
): Promise<TimeupCheck> {
  const results = await db
    .selectFrom('results')
    .innerJoin('exam_sessions', 'exam_sessions.id', 'results.exam_session_id')
    .select([
      'results.id',
      'results.exam_session_id as session_id',
      'results.completed_at',
      'results.score',
      'exam_sessions.expires_at',
    ])
    .where('results.simulado_id', '=', simuladoId)
    .execute();
  const check: TimeupCheck = { rows: [], duplicates: 0, lost: 0, wrongScores: 0, examples: [] };
  const seen = new Set<string>();
  const scored = questions.map((q) => ({ weight: 1, correctOption: q.correct, annulled: false }));
  const resultIds = new Map<string, string>();
  for (const r of results) {
    const sessionId = r.session_id!;
    if (seen.has(sessionId)) check.duplicates++;
    seen.add(sessionId);
    resultIds.set(r.id, sessionId);
    check.rows.push({
      sessionId,
      completedAt: r.completed_at.getTime(),
      expiresAt: r.expires_at.getTime(),
    });
    const mine = saved.get(sessionId) ?? new Map<string, Option>();
    const expected = scoreAttempt(
      'STANDARD',
      scored,
      questions.map((q) => mine.get(q.id)),
    ).score;
    if (expected !== r.score) {
      check.wrongScores++;
      if (check.examples.length < 5)
        check.examples.push(`session ${sessionId}: score ${r.score}, rule gives ${expected}`);
    }
  }
  const ids = [...resultIds.keys()];
  for (let from = 0; from < ids.length; from += 1000) {
    const answers = await db
      .selectFrom('result_answers')
      .select(['result_id', 'question_id', 'selected_option'])
      .where('result_id', 'in', ids.slice(from, from + 1000))
      .where('selected_option', 'is not', null)
      .execute();
    const stored = new Map<string, string | null>();
    for (const a of answers)
      stored.set(`${resultIds.get(a.result_id)}/${a.question_id}`, a.selected_option);
    for (const sessionId of ids.slice(from, from + 1000).map((id) => resultIds.get(id)!)) {
      for (const [questionId, option] of saved.get(sessionId) ?? []) {
        if (stored.get(`${sessionId}/${questionId}`) === option) continue;
        check.lost++;
        if (check.examples.length < 5)
          check.examples.push(`session ${sessionId} question ${questionId}: ${option} missing`);
      }
    }
  }
  return check;
}
