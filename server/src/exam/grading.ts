import { percentile, scoreAttempt, type Option, type ScoringRule } from '@gabaritei/shared';

export type GradedAnswer = {
  questionId: string;
  selectedOption: Option | null;
  /** Credited: right, or annulled (credited to everyone). */
  isCorrect: boolean;
};

export type Graded = {
  answers: GradedAnswer[];
  correctCount: number;
  totalQuestions: number;
  score: number;
};

/** A question of the key as grading needs it (see listAnswerKey). */
export type KeyQuestion = {
  id: string;
  correct_option: Option;
  weight: number;
  annulled: boolean;
};

/**
 * Grades against the key by the simulado's rule (scoreAttempt in shared/), one answer per
 * question of the simulado in key order: a question left blank (or never saved) is blank,
 * choices for unknown questions are ignored.
 */
export function gradeAttempt(
  rule: ScoringRule,
  key: readonly KeyQuestion[],
  chosen: ReadonlyMap<string, Option | null>,
): Graded {
  const selected = key.map((question) => chosen.get(question.id) ?? null);
  const scored = scoreAttempt(
    rule,
    key.map((q) => ({ weight: q.weight, correctOption: q.correct_option, annulled: q.annulled })),
    selected,
  );
  const answers = key.map((question, i) => {
    const outcome = scored.outcomes[i];
    return {
      questionId: question.id,
      selectedOption: selected[i] ?? null,
      isCorrect: outcome === 'CORRECT' || outcome === 'ANNULLED',
    };
  });
  return {
    answers,
    correctCount: scored.creditedCount,
    totalQuestions: key.length,
    score: scored.score,
  };
}

/** submittedAt − startedAt in whole seconds, never more than the time the session allowed. */
export function officialDurationSeconds(
  startedAt: Date,
  submittedAt: Date,
  expiresAt: Date,
): number {
  const allowed = expiresAt.getTime() - startedAt.getTime();
  const taken = Math.min(submittedAt.getTime() - startedAt.getTime(), allowed);
  return Math.max(0, Math.floor(taken / 1000));
}

export type Standing = { rank: number | null; participants: number; percentile: number };

/**
 * rank = 1 + results strictly ahead (ties share a rank); percentile = (participants − rank)
 * / participants × 100. An official result is already among the participants. A practice
 * attempt is ranked as if it were inserted (one more participant) but is never stored
 * among them; with no official result at all there is nothing to rank it against.
 */
export function standingOf(
  attemptType: 'OFFICIAL' | 'PRACTICE',
  field: { participants: number; ahead: number },
): Standing {
  const participants = attemptType === 'OFFICIAL' ? field.participants : field.participants + 1;
  if (attemptType === 'PRACTICE' && field.participants === 0)
    return { rank: null, participants: 0, percentile: 0 };
  if (participants === 0) return { rank: null, participants: 0, percentile: 0 };
  const rank = field.ahead + 1;
  return { rank, participants, percentile: percentile(rank, participants) };
}
