import type { AppealWindow } from '@gabaritei/shared';
import type { ResultsState } from '../results/resultsState';

/**
 * A results screen keeps the review it was opened with (navigation state); the banca's
 * later decisions come from GET /api/me/appeals/window. Each decided question takes the
 * definitive key and its reason; an annulled one counts as right for everyone.
 */
export function withKeyDecisions(
  state: ResultsState,
  decisions: AppealWindow['decisions'] | undefined,
): ResultsState {
  if (!decisions || decisions.length === 0) return state;
  const byId = new Map(decisions.map((d) => [d.questionId, d]));
  return {
    ...state,
    questions: state.questions.map((q) => {
      const d = byId.get(q.id);
      return d ? { ...q, ...d, id: q.id } : q;
    }),
    answers: state.answers.map((a) => {
      const d = byId.get(a.questionId);
      if (!d) return a;
      const { questionId: _, ...decision } = d;
      return {
        ...a,
        ...decision,
        isCorrect: d.annulledReason !== null || a.selectedOption === d.correctOption,
      };
    }),
  };
}
