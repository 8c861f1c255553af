import {
  LIMITS,
  centsToReais,
  defaultAnswerKeyRelease,
  type KeyedQuestion,
  type PublicQuestion,
  type SimuladoSummary,
} from '@gabaritei/shared';
import type {
  KeyedQuestionRow,
  PublicQuestionRow,
  SimuladoWithCount,
} from './simulados.repository';

export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A catalogue card: money in reais, dates ISO 8601, the default duration filled in. */
export function presentSimuladoSummary(row: SimuladoWithCount): SimuladoSummary {
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    description: row.description,
    price: centsToReais(row.price_cents),
    durationMinutes: row.duration_minutes ?? LIMITS.defaultDurationMinutes,
    isPracticeOnly: row.is_practice_only,
    questionCount: Number(row.question_count),
    startDate: isoOrNull(row.start_date),
    endDate: isoOrNull(row.end_date),
    answerKeyRelease: row.answer_key_release ?? defaultAnswerKeyRelease(row.end_date),
    format: row.format,
    scoring: row.scoring,
  };
}

/**
 * A question as a candidate sees it. Built field by field, so a column added to the row
 * later can never reach a candidate by accident. A question without a disciplina takes
 * the simulado's.
 */
export function presentPublicQuestion(
  row: PublicQuestionRow,
  simuladoSubject: string | null,
): PublicQuestion {
  return {
    id: row.id,
    text: row.text,
    optionA: row.option_a,
    optionB: row.option_b,
    optionC: row.option_c,
    optionD: row.option_d,
    optionE: row.option_e,
    weight: Number(row.weight),
    subject: row.subject ?? simuladoSubject,
    baseTextId: row.base_text_id,
  };
}

export function presentKeyedQuestion(
  row: KeyedQuestionRow,
  simuladoSubject: string | null,
): KeyedQuestion {
  return {
    ...presentPublicQuestion(row, simuladoSubject),
    correctOption: row.correct_option,
    explanation: row.explanation,
    ...presentKeyDecision(row),
  };
}

/** After appeals, 'ANULADA' or the changed key, with the reason — only where the key is shown. */
export function presentKeyDecision(row: {
  annulled_at: Date | null;
  annulled_reason: string | null;
  key_changed_reason: string | null;
}) {
  return {
    annulledReason: row.annulled_at ? (row.annulled_reason ?? '') : null,
    keyChangedReason: row.key_changed_reason,
  };
}
