import { z } from 'zod';
import {
  OPTIONS,
  SCORING_RULES,
  SIMULADO_FORMATS,
  baseTextSchema,
  computeScore,
  displayedScore,
  optionSchema,
  publicQuestionSchema,
  scoreTier,
  type AttemptResult,
  type Option,
  type ScoreTier,
  type SimuladoDetail,
} from '@gabaritei/shared';

/**
 * The navigation state of /results (PRODUCT §2 Results): who, which simulado, the answers and
 * questions, and the server's result when there is one. Built by the exam screen, parsed
 * by the results screen (a reload keeps history state; anything malformed goes to reports).
 */
export const reviewAnswerSchema = z.object({
  questionId: z.string(),
  selectedOption: optionSchema.nullable(),
  correctOption: z.enum(OPTIONS).optional(),
  isCorrect: z.boolean().optional(),
  /** Where her shuffled booklet had the question (the review numbers canonically). */
  paperPosition: z.number().int().optional(),
  /** Her booklet's option order (canonical letters), when shuffled: the review shows hers. */
  optionOrder: z.array(optionSchema).optional(),
  /** Review mode gets the explanation with the answer (its questions carry none). */
  explanation: z.string().nullable().optional(),
  /** 'ANULADA' / the changed key, with the reason. */
  annulledReason: z.string().nullable().optional(),
  keyChangedReason: z.string().nullable().optional(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

export const reviewQuestionSchema = publicQuestionSchema.extend({
  correctOption: z.enum(OPTIONS).optional(),
  explanation: z.string().nullable().optional(),
  annulledReason: z.string().nullable().optional(),
  keyChangedReason: z.string().nullable().optional(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

export const resultsStateSchema = z.object({
  userId: z.string(),
  simuladoId: z.string(),
  simuladoTitle: z.string().optional(),
  /** False for a practice-only simulado: it has no ranking to show or link to. */
  hasRanking: z.boolean().optional(),
  answers: z.array(reviewAnswerSchema),
  questions: z.array(reviewQuestionSchema),
  /** The base texts ('textos associados') the questions are read with. */
  baseTexts: z.array(baseTextSchema).optional(),
  result: z
    .object({
      /** The stored result's id (absent in review mode: the official one is meant). */
      id: z.string().optional(),
      score: z.number(),
      attemptType: z.enum(['OFFICIAL', 'PRACTICE']).optional(),
      percentile: z.number().optional(),
      correctCount: z.number().optional(),
      totalQuestions: z.number().optional(),
      rank: z.number().nullable().optional(),
      participants: z.number().optional(),
    })
    .optional(),
  /**
   * Set while the key is embargoed: no answers or questions came, the screen
   * shows the score, position and percentile and when the commented key opens.
   */
  keyReleasesAt: z.string().nullable().optional(),
  /** A message to show on arrival ('Seu tempo esgotou...'). */
  notice: z.string().optional(),
  /** How answers read and which rule made the score (absent: A–D, standard). */
  format: z.enum(SIMULADO_FORMATS).optional(),
  scoring: z.enum(SCORING_RULES).optional(),
  weighted: z.boolean().optional(),
});
export type ResultsState = z.infer<typeof resultsStateSchema>;

export function parseResultsState(state: unknown): ResultsState | null {
  const parsed = resultsStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/** After a submit: the server's correction, with the key and explanations. */
export function resultsStateFromAttempt(
  userId: string,
  simulado: { id: string; title: string; isPracticeOnly: boolean },
  result: AttemptResult,
  notice?: string,
): ResultsState {
  return {
    userId,
    simuladoId: simulado.id,
    simuladoTitle: simulado.title,
    hasRanking: !simulado.isPracticeOnly,
    answers: result.answers,
    questions: result.questions,
    baseTexts: result.baseTexts ?? [],
    result: {
      id: result.id,
      score: result.score,
      attemptType: result.attemptType,
      percentile: result.percentile,
      correctCount: result.correctCount,
      totalQuestions: result.totalQuestions,
      rank: result.rank,
      participants: result.participants,
    },
    keyReleasesAt: result.keyReleasesAt,
    format: result.format,
    scoring: result.scoring,
    weighted: result.weighted,
    ...(notice ? { notice } : {}),
  };
}

/** From REVIEW mode: the submitted answers (with the key) and the simulado's questions. */
export function resultsStateFromReview(
  userId: string,
  simulado: Pick<
    SimuladoDetail,
    'id' | 'title' | 'format' | 'scoring' | 'isPracticeOnly' | 'baseTexts'
  > & {
    questions: ReviewQuestion[];
  },
  answers: ReviewAnswer[],
): ResultsState {
  return {
    userId,
    simuladoId: simulado.id,
    simuladoTitle: simulado.title,
    hasRanking: !simulado.isPracticeOnly,
    answers,
    questions: simulado.questions,
    baseTexts: simulado.baseTexts ?? [],
    format: simulado.format,
    scoring: simulado.scoring,
    weighted: simulado.questions.some((question) => question.weight !== 1),
  };
}

export type ResultsSummary = {
  correct: number;
  total: number;
  /** PRODUCT §9: the server score rounded, else correct / questions × 100 rounded. */
  score: number;
  /** The same, unrounded: the grade and the points are worked out from it. */
  exactScore: number;
  /** Σ weight of the paper's questions, when they came (not under the embargo). */
  maxPoints?: number;
  tier: ScoreTier;
};

export function summarise(state: ResultsState): ResultsSummary {
  if (state.keyReleasesAt && state.result?.correctCount !== undefined) {
    // Embargoed: no answers to count; the server's counts are all there is.
    const total = state.result.totalQuestions ?? 0;
    const score = displayedScore(state.result.score, state.result.correctCount, total);
    const exactScore = exact(state.result.score, state.result.correctCount, total);
    return { correct: state.result.correctCount, total, score, exactScore, tier: scoreTier(score) };
  }
  const key = correctOptions(state);
  const correct = state.answers.filter((answer) => isCorrect(answer, key)).length;
  const total = state.questions.length || state.answers.length;
  const score = displayedScore(state.result?.score, correct, total);
  const exactScore = exact(state.result?.score, correct, total);
  const maxPoints =
    state.questions.length > 0 ? state.questions.reduce((sum, q) => sum + q.weight, 0) : undefined;
  return {
    correct,
    total,
    score,
    exactScore,
    ...(maxPoints === undefined ? {} : { maxPoints }),
    tier: scoreTier(score),
  };
}

/** The server's score as stored, else correct / questions × 100 (what displayedScore rounds). */
function exact(serverScore: number | undefined, correct: number, total: number): number {
  return serverScore !== undefined && Number.isFinite(serverScore)
    ? serverScore
    : computeScore(correct, total);
}

/** questionId → correct option, from the answers or the questions (whichever has it). */
export function correctOptions(state: ResultsState): Map<string, Option> {
  const key = new Map<string, Option>();
  for (const question of state.questions) {
    if (question.correctOption) key.set(question.id, question.correctOption);
  }
  for (const answer of state.answers) {
    if (answer.correctOption) key.set(answer.questionId, answer.correctOption);
  }
  return key;
}

export function isCorrect(answer: ReviewAnswer, key: Map<string, Option>): boolean {
  if (answer.isCorrect !== undefined) return answer.isCorrect;
  const correct = key.get(answer.questionId);
  return correct !== undefined && answer.selectedOption === correct;
}
