import {
  APPEAL_MESSAGES as M,
  type AdminAppeals,
  type KeyChange,
  type MyAppeal,
  type RegradeStatus,
  type ScoreChangeNote,
  type SimuladoFormat,
} from '@gabaritei/shared';
import type { RegradeRunsTable } from '../db/database';
import type { Selectable } from 'kysely';
import type { AdminAppealRow, MyAppealRow, QuestionDecisionRow } from './appeals.repository';
import { appealStatusOf } from './appeals.policy';
import type { KeyChangeRow } from './key-changes.repository';
import type { ScoreChangeRow } from './regrade.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A candidate's own appeal with the decision that answers it (the latest on its question).
 * Under the key's embargo (an accommodated candidate still writing after the end, when the
 * window already opened) the decision is held back: its reply names the new key.
 */
export function presentMyAppeal(row: MyAppealRow, embargoed: boolean): MyAppeal {
  const decision = embargoed ? { kind: null, reason: null, decided_at: null } : row;
  return {
    id: row.id,
    simuladoId: row.simulado_id,
    simuladoTitle: row.simulado_title,
    questionId: row.question_id,
    questionNumber: row.position,
    text: row.text,
    createdAt: row.created_at.toISOString(),
    status: appealStatusOf(decision.kind),
    reply: decision.reason,
    decidedAt: iso(decision.decided_at),
  };
}

/** The admin's view: every question with appeals, most appealed first, then by number. */
export function presentAdminAppeals(
  simulado: { appeals_until: Date | null; end_date: Date | null; format: SimuladoFormat },
  questions: readonly QuestionDecisionRow[],
  appeals: readonly AdminAppealRow[],
): AdminAppeals {
  const byQuestion = new Map<string, AdminAppealRow[]>();
  for (const appeal of appeals)
    byQuestion.set(appeal.question_id, [...(byQuestion.get(appeal.question_id) ?? []), appeal]);
  const groups = questions
    .filter((q) => byQuestion.has(q.id) || q.kind !== null)
    .map((q) => {
      const own = byQuestion.get(q.id) ?? [];
      return {
        questionId: q.id,
        number: q.position,
        text: q.text,
        correctOption: q.correct_option,
        annulled: q.annulled_at !== null,
        count: own.length,
        status: appealStatusOf(q.kind),
        reply: q.reason,
        decidedAt: iso(q.decided_at),
        appeals: own.map((a) => ({
          id: a.id,
          authorName: a.author_name,
          text: a.text,
          createdAt: a.created_at.toISOString(),
        })),
      };
    })
    .sort((a, b) => b.count - a.count || a.number - b.number);
  return {
    format: simulado.format,
    appealsUntil: iso(simulado.appeals_until),
    endDate: iso(simulado.end_date),
    total: appeals.length,
    questions: groups,
  };
}

export function presentKeyChange(row: KeyChangeRow): KeyChange {
  return {
    id: row.id,
    questionId: row.question_id,
    number: row.position,
    kind: row.kind,
    before: row.before_option,
    after: row.kind === 'ANNUL' ? M.annulledLabel : row.after_option,
    reason: row.reason,
    actorName: row.actor_name,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentRegradeStatus(
  simuladoId: string,
  run: Selectable<RegradeRunsTable> | undefined,
): RegradeStatus {
  return {
    simuladoId,
    status: run?.status ?? 'IDLE',
    affected: run?.affected ?? 0,
    queuedAt: iso(run?.queued_at ?? null),
    finishedAt: iso(run?.finished_at ?? null),
  };
}

/**
 * A score change as its candidate may see it now: in full once the key is out, and while it
 * is embargoed (`keyReleasesAt`) only that it happened — worked out at each read, so the
 * details appear by themselves when the embargo ends.
 */
export function presentScoreChange(
  row: ScoreChangeRow,
  keyReleasesAt: Date | null,
): ScoreChangeNote {
  const createdAt = row.created_at.toISOString();
  if (keyReleasesAt)
    return { embargoed: true, keyReleasesAt: keyReleasesAt.toISOString(), createdAt };
  return {
    embargoed: false,
    questionNumber: row.position,
    kind: row.kind === 'ANNUL' ? 'ANNUL' : 'CHANGE_KEY',
    beforeScore: row.before_score,
    afterScore: row.after_score,
    createdAt,
  };
}
