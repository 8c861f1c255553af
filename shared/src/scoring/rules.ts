import type { Option } from '../limits';
import type { ScoringRule } from './formats';

/** What the score needs to know of a question: its weight, its key, and whether annulled. */
export type ScoredQuestion = {
  weight: number;
  correctOption: Option;
  /** An annulled question is credited to every candidate, answered or not. */
  annulled: boolean;
};

export type ItemOutcome = 'CORRECT' | 'WRONG' | 'BLANK' | 'ANNULLED';

export type AttemptScore = {
  /** 0–100. */
  score: number;
  /** One per question, in the questions' order. */
  outcomes: ItemOutcome[];
  /** Items credited: correct ones and annulled ones. */
  creditedCount: number;
  wrongCount: number;
  blankCount: number;
  /** Points after the rule (CEBRASPE subtracts wrong items) before the floor at zero. */
  netPoints: number;
  totalWeight: number;
};

function outcomeOf(question: ScoredQuestion, answer: Option | null | undefined): ItemOutcome {
  if (question.annulled) return 'ANNULLED';
  if (answer == null) return 'BLANK';
  return answer === question.correctOption ? 'CORRECT' : 'WRONG';
}

/**
 * THE scoring rule of a simulado, for official and practice attempts, the simulated
 * position and any regrade. `answers[i]` is the answer to `questions[i]` (null or missing:
 * blank).
 * - STANDARD: Σ weight of credited items ÷ Σ weight × 100; blank counts as wrong.
 * - CEBRASPE: credited +weight, wrong −weight, blank 0; max(0, net) ÷ Σ weight × 100.
 * Annulled items are credited in both rules, whatever the candidate marked.
 */
export function scoreAttempt(
  rule: ScoringRule,
  questions: readonly ScoredQuestion[],
  answers: readonly (Option | null | undefined)[],
): AttemptScore {
  const outcomes = questions.map((question, i) => outcomeOf(question, answers[i]));
  let totalWeight = 0;
  let netPoints = 0;
  let creditedCount = 0;
  let wrongCount = 0;
  let blankCount = 0;
  questions.forEach((question, i) => {
    totalWeight += question.weight;
    const outcome = outcomes[i];
    if (outcome === 'CORRECT' || outcome === 'ANNULLED') {
      creditedCount++;
      netPoints += question.weight;
    } else if (outcome === 'WRONG') {
      wrongCount++;
      if (rule === 'CEBRASPE') netPoints -= question.weight;
    } else blankCount++;
  });
  const score = totalWeight > 0 ? (Math.max(0, netPoints) / totalWeight) * 100 : 0;
  return { score, outcomes, creditedCount, wrongCount, blankCount, netPoints, totalWeight };
}
