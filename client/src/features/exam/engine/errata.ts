import { applyErrata, errataNotice, type ExamErrata, type Option } from '@gabaritei/shared';
import type { ExamState } from './examMachine';

export type ErrataEvent = { type: 'ERRATA_ARRIVED'; errata: ExamErrata };

/**
 * `exam:errata` on the open paper: the corrected text replaces the old one in place (her
 * answers, marks and place stay), and each question it touches — the question itself, or
 * every question of a corrected base text — keeps an 'Errata' notice saying what changed.
 * Only a running attempt of that simulado takes it: a review reads the corrected paper.
 */
export function errataTransition(state: ExamState, { errata }: ErrataEvent): ExamState {
  const { status, screen } = state;
  if (status !== 'answering' && status !== 'submitting') return state;
  if (!screen || screen.mode === 'REVIEW' || screen.simulado.id !== errata.simuladoId) return state;
  const { simulado } = screen;
  const baseTexts = simulado.baseTexts ?? [];
  const applied = applyErrata({ questions: simulado.questions, baseTexts }, errata);
  if (applied.questions === simulado.questions && applied.baseTexts === baseTexts) return state;
  const title = baseTexts.find((t) => t.id === errata.targetId)?.title;
  const touched = simulado.questions.filter((q) =>
    errata.target === 'QUESTION' ? q.id === errata.targetId : q.baseTextId === errata.targetId,
  );
  const notices = { ...screen.errata };
  for (const question of touched) {
    const order = 'optionOrder' in question ? (question.optionOrder as Option[]) : undefined;
    const notice = errataNotice(errata, order, simulado.format, title);
    const before = notices[question.id] ?? [];
    if (!before.includes(notice)) notices[question.id] = [...before, notice];
  }
  return {
    ...state,
    screen: {
      ...screen,
      simulado: { ...simulado, questions: applied.questions, baseTexts: applied.baseTexts },
      errata: notices,
    },
  };
}
