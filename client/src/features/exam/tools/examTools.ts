import { optionsOf, type Option, type QuestionFlags, type SessionFlags } from '@gabaritei/shared';
import type { ExamState } from '../engine/examMachine';

/**
 * The exam tools as transitions of the exam machine: 'Revisar depois',
 * crossed-out options, the question the candidate is on and how the paper is laid out.
 * Pure like the rest of the reducer; the engine stores and sends what they change.
 */

/** One question per screen, or the whole paper in one scroll. */
export type ExamLayout = 'single' | 'scroll';

export type ToolEvent =
  | { type: 'MARK_TOGGLED'; questionId: string }
  | { type: 'STRIKE_TOGGLED'; questionId: string; option: Option }
  /** The map, the arrows or J/K moved to a question (an index into the paper). */
  | { type: 'NAVIGATED'; index: number }
  | { type: 'LAYOUT_CHOSEN'; layout: ExamLayout };

export const NO_FLAGS: QuestionFlags = { marked: false, struck: [] };

export function flagsOf(flags: SessionFlags, questionId: string): QuestionFlags {
  return flags[questionId] ?? NO_FLAGS;
}

/** Keeps only questions with something on them, so "nothing marked" compares equal. */
function withFlags(all: SessionFlags, questionId: string, next: QuestionFlags): SessionFlags {
  const { [questionId]: _previous, ...rest } = all;
  return next.marked || next.struck.length > 0 ? { ...rest, [questionId]: next } : rest;
}

export function toolTransition(state: ExamState, event: ToolEvent): ExamState {
  const { status, screen } = state;
  switch (event.type) {
    case 'MARK_TOGGLED':
    case 'STRIKE_TOGGLED': {
      if (status !== 'answering' || !screen) return state;
      if (!screen.simulado.questions.some((q) => q.id === event.questionId)) return state;
      const before = flagsOf(screen.flags, event.questionId);
      let next: QuestionFlags;
      if (event.type === 'MARK_TOGGLED') next = { ...before, marked: !before.marked };
      else {
        if (!optionsOf(screen.simulado.format).includes(event.option)) return state;
        const struck = before.struck.includes(event.option)
          ? before.struck.filter((o) => o !== event.option)
          : [...before.struck, event.option].sort();
        next = { ...before, struck };
      }
      return {
        ...state,
        screen: { ...screen, flags: withFlags(screen.flags, event.questionId, next) },
      };
    }
    case 'NAVIGATED': {
      if (!screen || status === 'idle') return state;
      const last = screen.simulado.questions.length - 1;
      const index = Math.max(0, Math.min(last, Math.trunc(event.index)));
      return index === state.current || last < 0 ? state : { ...state, current: index };
    }
    case 'LAYOUT_CHOSEN':
      return event.layout === state.layout ? state : { ...state, layout: event.layout };
  }
}
