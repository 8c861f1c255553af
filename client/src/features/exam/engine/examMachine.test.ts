import { describe, expect, it } from 'vitest';
import type { ExamSession, SimuladoDetail } from '@gabaritei/shared';
import {
  examReducer,
  initialExamState,
  type ExamEvent,
  type ExamScreen,
  type ExamState,
  type ModeChoice,
} from './examMachine';

const simulado = { id: 's1', title: 'Simulado', questions: [] } as unknown as SimuladoDetail;
const session = { id: 'ses-1', status: 'IN_PROGRESS' } as unknown as ExamSession;

function screen(overrides: Partial<ExamScreen> = {}): ExamScreen {
  return {
    simulado,
    mode: 'EXAM',
    session,
    queue: null,
    answers: {},
    flags: {},
    review: null,
    banner: null,
    ...overrides,
  };
}

const choice: ModeChoice = {
  simulado,
  preselected: 'EXAM',
  reason: 'Primeira tentativa',
  practiceBlocked: 'Termine a prova primeiro',
};

/** Runs events from the initial state, as the engine would send them. */
function run(...events: ExamEvent[]): ExamState {
  return events.reduce(examReducer, initialExamState);
}

const answering = (): ExamState => run({ type: 'LOAD' }, { type: 'OPENED', screen: screen() });

describe('examReducer', () => {
  it('loads, then opens EXAM or PRACTICE for answering and REVIEW as submitted', () => {
    expect(run({ type: 'LOAD' }).status).toBe('loading');
    expect(answering().status).toBe('answering');
    const review = run({ type: 'LOAD' }, { type: 'OPENED', screen: screen({ mode: 'REVIEW' }) });
    expect(review.status).toBe('submitted');
  });

  it('goes back to idle when the load opens nothing (BEFORE_START, an error)', () => {
    expect(run({ type: 'LOAD' }, { type: 'NOTHING_OPENED' }).status).toBe('idle');
    // After a screen opened, the same event is ignored.
    const state = answering();
    expect(examReducer(state, { type: 'NOTHING_OPENED' })).toBe(state);
  });

  it('walks the mode dialog: offered, starting, then opened or failed', () => {
    const choosing = run({ type: 'LOAD' }, { type: 'CHOICE_OFFERED', choice });
    expect(choosing).toMatchObject({ status: 'choosing', choice });
    const starting = examReducer(choosing, { type: 'START_REQUESTED' });
    expect(starting.status).toBe('starting');
    // Cancelling is refused while the server is starting the session.
    expect(examReducer(starting, { type: 'CHOICE_CANCELLED' })).toBe(starting);
    expect(examReducer(starting, { type: 'START_FAILED' })).toMatchObject({
      status: 'idle',
      choice: null,
    });
    const opened = examReducer(starting, { type: 'OPENED', screen: screen(), offsetMs: 250 });
    expect(opened).toMatchObject({ status: 'answering', choice: null, offsetMs: 250 });
    expect(examReducer(choosing, { type: 'CHOICE_CANCELLED' }).status).toBe('idle');
  });

  it('keeps the clock offset when a screen opens without one', () => {
    const synced = run({ type: 'CLOCK_SYNCED', offsetMs: -40 }, { type: 'LOAD' });
    expect(examReducer(synced, { type: 'OPENED', screen: screen() }).offsetMs).toBe(-40);
  });

  it('records answers only while answering', () => {
    const state = examReducer(answering(), { type: 'ANSWERED', questionId: 'q1', option: 'B' });
    expect(state.screen?.answers).toEqual({ q1: 'B' });
    const cleared = examReducer(state, { type: 'ANSWERED', questionId: 'q1', option: null });
    expect(cleared.screen?.answers).toEqual({ q1: null });
    const submitting = examReducer(state, { type: 'SUBMIT_REQUESTED' });
    expect(examReducer(submitting, { type: 'ANSWERED', questionId: 'q2', option: 'A' })).toBe(
      submitting,
    );
  });

  it('submits once: a second submit is ignored, a failure returns to answering', () => {
    const submitting = examReducer(answering(), { type: 'SUBMIT_REQUESTED' });
    expect(submitting.status).toBe('submitting');
    expect(examReducer(submitting, { type: 'SUBMIT_REQUESTED' })).toBe(submitting);
    expect(examReducer(submitting, { type: 'SUBMIT_FAILED' }).status).toBe('answering');
  });

  it('turns the screen into REVIEW when the result arrives', () => {
    const submitting = examReducer(answering(), { type: 'SUBMIT_REQUESTED' });
    const closed = { ...session, status: 'SUBMITTED' } as ExamSession;
    const submitted = examReducer(submitting, { type: 'SUBMITTED', review: [], session: closed });
    expect(submitted.status).toBe('submitted');
    expect(submitted.screen).toMatchObject({ mode: 'REVIEW', session: closed, queue: null });
    // A late second result (the server's own, after ours) changes nothing.
    expect(examReducer(submitted, { type: 'SUBMITTED', review: [], session: null })).toBe(
      submitted,
    );
  });

  it('ends the attempt when the server does, for this session only', () => {
    const state = answering();
    expect(examReducer(state, { type: 'SERVER_ENDED', sessionId: 'other' })).toBe(state);
    const expired = examReducer(state, { type: 'SERVER_ENDED', sessionId: 'ses-1' });
    expect(expired.status).toBe('expired');
    // Once ended, neither a submit nor a second end starts again.
    expect(examReducer(expired, { type: 'SUBMIT_REQUESTED' })).toBe(expired);
    expect(examReducer(expired, { type: 'SERVER_ENDED', sessionId: 'ses-1' })).toBe(expired);
    expect(examReducer(expired, { type: 'SUBMITTED', review: [], session }).status).toBe(
      'submitted',
    );
    expect(examReducer(expired, { type: 'REVIEW_FAILED' })).toMatchObject({
      status: 'idle',
      screen: null,
    });
  });

  it('closes any open screen on Back, and nothing else', () => {
    expect(examReducer(answering(), { type: 'BACK' })).toMatchObject({
      status: 'idle',
      screen: null,
    });
    const choosing = run({ type: 'LOAD' }, { type: 'CHOICE_OFFERED', choice });
    expect(examReducer(choosing, { type: 'BACK' })).toBe(choosing);
  });
});
