import { expect, it } from 'vitest';
import {
  EXAM_MESSAGES,
  SAVE_GRACE_MS,
  submitResponseSchema,
  type SaveAnswerResult,
} from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import {
  MINUTE,
  candidate,
  countResults,
  createSimulado,
  expectError,
  questionsOf,
  randomUuid,
  startSession,
  submitSession,
  T0,
  useExamSuite,
} from './exam.test-support';

describeBackends('exam sessions', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  /** A student in a fresh 30-minute simulado of 4 questions, session started. */
  async function started(options: { questions?: number; durationMinutes?: number } = {}) {
    const simulado = await createSimulado(t.db, {
      questions: options.questions ?? 4,
      durationMinutes: options.durationMinutes ?? 30,
    });
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    return { simulado, student, session, questions: await questionsOf(t.db, simulado) };
  }

  const storedRows = (sessionId: string) =>
    t.db.selectFrom('session_answers').selectAll().where('session_id', '=', sessionId).execute();

  it('saves an answer and acknowledges it with the stored option and the clock', async () => {
    const { student, session, questions } = await started();
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
    // Only what the client uses: not the session's whole answer list (issue 18).
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
    const { student, session, questions } = await started();
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
    const { simulado, student, session, questions } = await started({ durationMinutes: 10 });
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
    const { session, student, questions } = await started();
    const other = await started();
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

  it('grades on submit; a second submit returns the first result', async () => {
    const { simulado, student, session, questions } = await started({ questions: 4 });
    const picks = [questions[0]!.correct, questions[1]!.correct, questions[2]!.wrong, null];
    for (const [i, selectedOption] of picks.entries())
      await exam.save(student.cookie, session.id, { questionId: questions[i]!.id, selectedOption });
    clock.advance(12 * MINUTE + 30_000);
    const first = await submitSession(exam, student.cookie, session.id);
    expect(submitResponseSchema.safeParse(first).success).toBe(true);
    expect(first.session).toMatchObject({
      id: session.id,
      status: 'SUBMITTED',
      submittedAt: new Date(T0.getTime() + 12.5 * MINUTE).toISOString(),
    });
    expect(first.result).toMatchObject({
      simuladoId: simulado,
      attemptType: 'OFFICIAL',
      score: 50,
      correctCount: 2,
      totalQuestions: 4,
      durationSeconds: 750,
      rank: 1,
      participants: 1,
      percentile: 0,
    });
    expect(first.result.answers).toEqual([
      {
        questionId: questions[0]!.id,
        selectedOption: picks[0],
        correctOption: questions[0]!.correct,
        isCorrect: true,
        annulledReason: null,
        keyChangedReason: null,
      },
      {
        questionId: questions[1]!.id,
        selectedOption: picks[1],
        correctOption: questions[1]!.correct,
        isCorrect: true,
        annulledReason: null,
        keyChangedReason: null,
      },
      {
        questionId: questions[2]!.id,
        selectedOption: picks[2],
        correctOption: questions[2]!.correct,
        isCorrect: false,
        annulledReason: null,
        keyChangedReason: null,
      },
      {
        questionId: questions[3]!.id,
        selectedOption: null,
        correctOption: questions[3]!.correct,
        isCorrect: false,
        annulledReason: null,
        keyChangedReason: null,
      },
    ]);
    expect(first.result.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(first.result.questions[0]!.explanation).toContain('comentário');

    clock.advance(MINUTE);
    const second = await submitSession(exam, student.cookie, session.id);
    expect(second.result).toEqual(first.result);
    expect(second.session.submittedAt).toBe(first.session.submittedAt);
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
  });

  it('reviews only submitted attempts, and lists the official answers', async () => {
    const { simulado, student, session, questions } = await started({ questions: 2 });
    const answersUrl = `/api/answers/simulado/${simulado}`;
    const review = await exam.review(student.cookie, session.id);
    expectError(review, 409, 'CONFLICT');
    expect(review.body).not.toContain('correctOption');
    expectError(await t.api.get(answersUrl, { cookie: student.cookie }), 404, 'NOT_FOUND');

    await exam.save(student.cookie, session.id, {
      questionId: questions[0]!.id,
      selectedOption: questions[0]!.correct,
    });
    const submitted = await submitSession(exam, student.cookie, session.id);
    const reviewed = await exam.review(student.cookie, session.id);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toEqual(submitted);

    const answers = await t.api.get(answersUrl, { cookie: student.cookie });
    expect(answers.statusCode).toBe(200);
    expect(answers.json()).toEqual([
      {
        questionId: questions[0]!.id,
        selectedOption: questions[0]!.correct,
        correctOption: questions[0]!.correct,
        isCorrect: true,
        annulledReason: null,
        keyChangedReason: null,
        // Review mode shows the comentário do gabarito under each question.
        explanation: expect.stringContaining('comentário da questão 1'),
      },
      {
        questionId: questions[1]!.id,
        selectedOption: null,
        correctOption: questions[1]!.correct,
        isCorrect: false,
        annulledReason: null,
        keyChangedReason: null,
        explanation: expect.stringContaining('comentário da questão 2'),
      },
    ]);
  });

  it('ranks official results by score, then time; ties share', async () => {
    const simulado = await createSimulado(t.db, { questions: 2, durationMinutes: 30 });
    const finish = async (correct: number, minutes: number) => {
      clock.set(T0);
      const student = await candidate(t.api, t.db, simulado);
      const session = await startSession(exam, student.cookie, simulado);
      const questions = await questionsOf(t.db, simulado);
      for (const [i, q] of questions.entries())
        await exam.save(student.cookie, session.id, {
          questionId: q.id,
          selectedOption: i < correct ? q.correct : q.wrong,
        });
      clock.advance(minutes * MINUTE);
      await submitSession(exam, student.cookie, session.id);
      return { student, session };
    };
    const best = await finish(2, 20);
    const fastHalf = await finish(1, 5);
    const slowHalf = await finish(1, 10);
    const twinHalf = await finish(1, 10);
    const rankOf = async (who: { student: { cookie: string }; session: { id: string } }) => {
      const { result } = (await exam.review(who.student.cookie, who.session.id)).json();
      return [result.rank, result.participants, result.percentile];
    };
    expect(await rankOf(best)).toEqual([1, 4, 75]);
    expect(await rankOf(fastHalf)).toEqual([2, 4, 50]);
    expect(await rankOf(slowHalf)).toEqual([3, 4, 25]);
    expect(await rankOf(twinHalf)).toEqual([3, 4, 25]);
  });
});
