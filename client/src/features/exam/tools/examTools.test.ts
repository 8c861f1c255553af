import { describe, expect, it } from 'vitest';
import type { ExamSession, SimuladoDetail } from '@gabaritei/shared';
import {
  examReducer,
  initialExamState,
  type ExamEvent,
  type ExamScreen,
} from '../engine/examMachine';

const questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];
const paper = (format: SimuladoDetail['format']) =>
  ({ id: 's1', title: 'Simulado', format, questions }) as unknown as SimuladoDetail;

function screen(overrides: Partial<ExamScreen> = {}): ExamScreen {
  return {
    simulado: paper('ABCD'),
    mode: 'EXAM',
    session: { id: 'ses-1', status: 'IN_PROGRESS' } as unknown as ExamSession,
    queue: null,
    answers: {},
    flags: {},
    review: null,
    banner: null,
    ...overrides,
  };
}

const run = (first: ExamScreen, ...events: ExamEvent[]) =>
  events.reduce(
    examReducer,
    examReducer(examReducer(initialExamState, { type: 'LOAD' }), { type: 'OPENED', screen: first }),
  );

describe('exam tools in the machine', () => {
  it('marks and unmarks a question for review, leaving the answers alone', () => {
    const marked = run(screen(), { type: 'MARK_TOGGLED', questionId: 'q2' });
    expect(marked.screen?.flags).toEqual({ q2: { marked: true, struck: [] } });
    expect(marked.screen?.answers).toEqual({});
    const cleared = examReducer(marked, { type: 'MARK_TOGGLED', questionId: 'q2' });
    // Nothing left on the question: it leaves the record, like the server's payload.
    expect(cleared.screen?.flags).toEqual({});
  });

  it('strikes and restores letters of the format only, kept in order', () => {
    const struck = run(
      screen(),
      { type: 'STRIKE_TOGGLED', questionId: 'q1', option: 'C' },
      { type: 'STRIKE_TOGGLED', questionId: 'q1', option: 'A' },
    );
    expect(struck.screen?.flags.q1).toEqual({ marked: false, struck: ['A', 'C'] });
    expect(examReducer(struck, { type: 'STRIKE_TOGGLED', questionId: 'q1', option: 'E' })).toBe(
      struck,
    );
    const restored = examReducer(struck, { type: 'STRIKE_TOGGLED', questionId: 'q1', option: 'C' });
    expect(restored.screen?.flags.q1?.struck).toEqual(['A']);
  });

  it('ignores tools on unknown questions, in review and while submitting', () => {
    const state = run(screen());
    expect(examReducer(state, { type: 'MARK_TOGGLED', questionId: 'nope' })).toBe(state);
    const review = run(screen({ mode: 'REVIEW' }));
    expect(examReducer(review, { type: 'MARK_TOGGLED', questionId: 'q1' })).toBe(review);
    const submitting = examReducer(state, { type: 'SUBMIT_REQUESTED' });
    expect(examReducer(submitting, { type: 'STRIKE_TOGGLED', questionId: 'q1', option: 'A' })).toBe(
      submitting,
    );
  });

  it('moves within the paper, in review too, and starts every screen at the first question', () => {
    const moved = run(screen(), { type: 'NAVIGATED', index: 2 });
    expect(moved.current).toBe(2);
    expect(examReducer(moved, { type: 'NAVIGATED', index: 9 })).toBe(moved);
    expect(examReducer(moved, { type: 'NAVIGATED', index: -4 }).current).toBe(0);
    expect(run(screen({ mode: 'REVIEW' }), { type: 'NAVIGATED', index: 1 }).current).toBe(1);
    const back = examReducer(moved, { type: 'BACK' });
    const reopened = examReducer(examReducer(back, { type: 'LOAD' }), {
      type: 'OPENED',
      screen: screen(),
    });
    expect(reopened.current).toBe(0);
    expect(examReducer(initialExamState, { type: 'NAVIGATED', index: 1 })).toBe(initialExamState);
  });

  it('keeps the chosen layout across screens', () => {
    const single = run(screen(), { type: 'LAYOUT_CHOSEN', layout: 'single' });
    expect(single.layout).toBe('single');
    expect(examReducer(single, { type: 'LAYOUT_CHOSEN', layout: 'single' })).toBe(single);
    const back = examReducer(single, { type: 'BACK' });
    expect(
      examReducer(examReducer(back, { type: 'LOAD' }), { type: 'OPENED', screen: screen() }).layout,
    ).toBe('single');
  });

  it('a Certo/Errado paper takes strikes of C and E only', () => {
    const ce = run(screen({ simulado: paper('CERTO_ERRADO') }));
    expect(examReducer(ce, { type: 'STRIKE_TOGGLED', questionId: 'q1', option: 'A' })).toBe(ce);
    expect(
      examReducer(ce, { type: 'STRIKE_TOGGLED', questionId: 'q1', option: 'E' }).screen?.flags.q1,
    ).toEqual({ marked: false, struck: ['E'] });
  });
});
