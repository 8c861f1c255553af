import { expect, it } from 'vitest';
import { EXAM_MESSAGES, SAVE_GRACE_MS, type SaveAnswerResult } from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import {
  MINUTE,
  countResults,
  expectError,
  randomUuid,
  submitSession,
  T0,
  startedCandidate,
  useExamSuite,
} from './exam.test-support';

describeBackends('exam sessions', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  const storedRows = (sessionId: string) =>
    t.db.selectFrom('session_answers').selectAll().where('session_id', '=', sessionId).execute();

  it('saves an answer and acknowledges it with the stored option and the clock', async () => {
    const { student, session, questions } = await startedCandidate(t, exam);
    clock.advance(MINUTE);
    const first = await exam.save(student.cookie, session.id, {
      questionId: questions[0]!.id,
      selectedOption: 'B',
      clientSeq: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const blank = await exam.save(student.cookie, session.id, {
      questionId: questions[1]!.id,
      selectedOption: null,
      clientSeq: 2,
    });
    // The paper comes with start and active only.
    expect(session.questions).toHaveLength(questions.length);
    // Only what the client uses: not the session's whole answer list (a save's answer stays small).
    expect(blank.json()).toEqual({
      sessionId: session.id,
      questionId: questions[1]!.id,
      selectedOption: null,
      expiresAt: session.expiresAt,
      serverNow: new Date(T0.getTime() + MINUTE).toISOString(),
    } satisfies SaveAnswerResult);
    expect(await storedRows(session.id)).toHaveLength(2);
  });

  it('keeps the newest save by clientSeq; the same save twice is one row', async () => {
    const { student, session, questions } = await startedCandidate(t, exam);
    const questionId = questions[0]!.id;
    const save = (selectedOption: 'A' | 'B' | 'C', clientSeq?: number) =>
      exam.save(student.cookie, session.id, { questionId, selectedOption, clientSeq });

    expect((await save('A', 5)).json().selectedOption).toBe('A');
    // An older save arriving late changes nothing, and the answer says so.
    const stale = await save('B', 3);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().selectedOption).toBe('A');
    expect(await save('C', 5)).toMatchObject({ statusCode: 200 });
    expect(await save('C', 5)).toMatchObject({ statusCode: 200 });
    const rows = await storedRows(session.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ selected_option: 'C', client_seq: 5 });
    // Without a counter the server's clock orders the saves (after any small client seq).
    clock.advance(1000);
    expect((await save('B')).json().selectedOption).toBe('B');
    expect((await storedRows(session.id))[0]!.client_seq).toBe(T0.getTime() + 1000);
  });

  it('takes saves until expiresAt + grace, then finalises the session', async () => {
    const { simulado, student, session, questions } = await startedCandidate(t, exam, {
      durationMinutes: 10,
    });
    const expiresAt = new Date(session.expiresAt).getTime();
    clock.set(new Date(expiresAt + SAVE_GRACE_MS - 100));
    const inGrace = await exam.save(student.cookie, session.id, {
      questionId: questions[0]!.id,
      selectedOption: questions[0]!.correct,
    });
    expect(inGrace.statusCode, inGrace.body).toBe(200);

    clock.set(new Date(expiresAt + SAVE_GRACE_MS + 100));
    const late = await exam.save(student.cookie, session.id, {
      questionId: questions[1]!.id,
      selectedOption: questions[1]!.correct,
    });
    expectError(late, 400, 'SESSION_EXPIRED');
    expect(late.json().message).toBe(EXAM_MESSAGES.sessionExpired);
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
    // The result was graded from what was saved in time, the time capped at the duration.
    const { result, session: finalised } = await submitSession(exam, student.cookie, session.id);
    expect(finalised.status).toBe('SUBMITTED');
    expect(result).toMatchObject({ correctCount: 1, totalQuestions: 4, score: 25 });
    expect(result.durationSeconds).toBe(10 * 60);
    // Later saves meet a submitted session.
    const after = await exam.save(student.cookie, session.id, {
      questionId: questions[1]!.id,
      selectedOption: 'A',
    });
    expectError(after, 409, 'ALREADY_SUBMITTED');
  });

  it('refuses questions of another simulado and sessions of others', async () => {
    const { session, student, questions } = await startedCandidate(t, exam);
    const other = await startedCandidate(t, exam);
    const foreign = await exam.save(student.cookie, session.id, {
      questionId: other.questions[0]!.id,
      selectedOption: 'A',
    });
    expectError(foreign, 400, 'VALIDATION_ERROR');
    expect(foreign.json().message).toBe(EXAM_MESSAGES.questionNotInSimulado);
    const unknownQuestion = await exam.save(student.cookie, session.id, {
      questionId: randomUuid(),
      selectedOption: 'A',
    });
    expectError(unknownQuestion, 400, 'VALIDATION_ERROR');
    expect(await storedRows(session.id)).toHaveLength(0);

    // Someone else's session is indistinguishable from an unknown one.
    for (const sessionId of [other.session.id, randomUuid()]) {
      const body = { questionId: questions[0]!.id, selectedOption: 'A' as const };
      expectError(await exam.save(student.cookie, sessionId, body), 404, 'NOT_FOUND');
      expectError(await exam.submit(student.cookie, sessionId), 404, 'NOT_FOUND');
      expectError(await exam.review(student.cookie, sessionId), 404, 'NOT_FOUND');
    }
    expect(await storedRows(other.session.id)).toHaveLength(0);
    const malformed = await exam.save(student.cookie, 'abc', {
      questionId: questions[0]!.id,
      selectedOption: 'E' as 'A',
    });
    expectError(malformed, 400, 'VALIDATION_ERROR');
  });
});
