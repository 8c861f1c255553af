import { computeScore, percentile, type Option } from '@gabaritei/shared';

export type GradedAnswer = {
  questionId: string;
  selectedOption: Option | null;
  isCorrect: boolean;
};

export type Graded = {
  answers: GradedAnswer[];
  correctCount: number;
  totalQuestions: number;
  score: number;
};

/**
 * Grades against the key, one answer per question of the simulado in key order: a
 * question left blank (or never saved) is wrong, choices for unknown questions are ignored.
 * An annulled question is right for everyone, answered or not (issue 15: the bancas'
 * 'pontos atribuídos a todos'); the regrade (appeals/regrade.repository.ts) applies the
 * same rule in SQL to stored attempts.
 */
export function gradeAttempt(
  key: readonly { id: string; correct_option: Option; annulled?: boolean }[],
  chosen: ReadonlyMap<string, Option | null>,
): Graded {
  const answers = key.map((question) => {
    const selectedOption = chosen.get(question.id) ?? null;
    return {
      questionId: question.id,
      selectedOption,
      isCorrect:
        question.annulled === true ||
        (selectedOption !== null && selectedOption === question.correct_option),
    };
  });
  const correctCount = answers.filter((answer) => answer.isCorrect).length;
  return {
    answers,
    correctCount,
    totalQuestions: key.length,
    score: computeScore(correctCount, key.length),
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
