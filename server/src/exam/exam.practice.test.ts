import { expect, it } from 'vitest';
import {
  EXAM_MESSAGES,
  SAVE_GRACE_MS,
  attemptResultSchema,
  computeScore,
  type AttemptResult,
} from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import {
  HOUR,
  candidate,
  createSimulado,
  expectError,
  insertResult,
  questionsOf,
  randomUuid,
  signedIn,
  startSession,
  submitSession,
  type Question,
  T0,
  useExamSuite,
} from './exam.test-support';

describeBackends('practice attempts', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  /** Answers the first `correct` questions right and the rest wrong. */
  const answering = (questions: Question[], correct: number) =>
    questions.map((q, i) => ({
      questionId: q.id,
      selectedOption: i < correct ? q.correct : q.wrong,
    }));

  const practise = (cookie: string, body: Record<string, unknown>) =>
    t.api.post('/api/answers', body, { cookie });

  const officialCount = async (simuladoId: string) =>
    Number(
      (
        await t.db
          .selectFrom('results')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('simulado_id', '=', simuladoId)
          .where('attempt_type', '=', 'OFFICIAL')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('grades and stores a practice attempt after the end', async () => {
    const simulado = await createSimulado(t.db, {
      questions: 3,
      endDate: new Date(T0.getTime() - HOUR),
    });
    const student = await candidate(t.api, t.db, simulado);
    const questions = await questionsOf(t.db, simulado);
    const res = await practise(student.cookie, {
      userId: student.id,
      simuladoId: simulado,
      // The last question is left out: blank, wrong.
      answers: answering(questions, 2).slice(0, 2),
      durationSeconds: 321,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = attemptResultSchema.parse(res.json());
    expect(result).toMatchObject({
      simuladoId: simulado,
      attemptType: 'PRACTICE',
      score: computeScore(2, 3),
      correctCount: 2,
      totalQuestions: 3,
      durationSeconds: 321,
      completedAt: T0.toISOString(),
      // No official result to be ranked against.
      rank: null,
      participants: 0,
      percentile: 0,
    });
    expect(result.answers.map((a) => a.selectedOption)).toEqual([
      questions[0]!.correct,
      questions[1]!.correct,
      null,
    ]);
    const rows = await t.db
      .selectFrom('result_answers')
      .select('question_id')
      .where('result_id', '=', result.id)
      .execute();
    expect(rows).toHaveLength(3);
    expect(await officialCount(simulado)).toBe(0);
    const list = (await t.api.get(`/api/result/${student.id}`, { cookie: student.cookie })).json();
    expect(list).toMatchObject([{ id: result.id, attemptType: 'PRACTICE' }]);
  });

  it('gets a simulated rank against the official field, never joining it', async () => {
    const simulado = await createSimulado(t.db, {
      questions: 3,
      endDate: new Date(T0.getTime() + HOUR),
    });
    const others = await Promise.all([1, 2, 3].map(() => signedIn(t.api, t.db)));
    // 100, 66.67 (1234 s — insertResult's time) and 33.33 in the official field.
    for (const [i, score] of [computeScore(3, 3), computeScore(2, 3), computeScore(1, 3)].entries())
      await insertResult(t.db, {
        userId: others[i]!.id,
        simuladoId: simulado,
        completedAt: T0,
        score,
      });
    const student = await candidate(t.api, t.db, simulado);
    const questions = await questionsOf(t.db, simulado);
    // Practice opens once the window closed (the official attempt was never taken).
    clock.set(new Date(T0.getTime() + 2 * HOUR));
    const attempt = async (durationSeconds: number) =>
      (
        await practise(student.cookie, {
          simuladoId: simulado,
          answers: answering(questions, 2),
          durationSeconds,
        })
      ).json() as AttemptResult;

    // Same score, less time: ahead of the tie. As if inserted: 4 participants.
    expect(await attempt(600)).toMatchObject({ rank: 2, participants: 4, percentile: 50 });
    // Same score, more time: behind it.
    expect(await attempt(2000)).toMatchObject({ rank: 3, participants: 4, percentile: 25 });
    expect(await officialCount(simulado)).toBe(3);

    // The practice attempts joined no official field.
    expect((await exam.mode(student.cookie, simulado)).json()).toMatchObject({
      mode: 'PRACTICE',
    });
  });

  it('is refused while the official attempt is still open, so the key cannot leak before it', async () => {
    const simulado = await createSimulado(t.db, { questions: 2 });
    const student = await candidate(t.api, t.db, simulado);
    const questions = await questionsOf(t.db, simulado);
    const res = await practise(student.cookie, {
      simuladoId: simulado,
      answers: answering(questions, 2),
    });
    expectError(res, 409, 'OFFICIAL_FIRST');
    expect(res.json().message).toBe(EXAM_MESSAGES.officialFirst);
    expect(res.body).not.toContain('correctOption');
    expect(res.body).not.toContain('explanation');
    // Nothing stored, and the official attempt is still there to take.
    expect((await exam.mode(student.cookie, simulado)).json()).toMatchObject({ mode: 'EXAM' });
    const session = await startSession(exam, student.cookie, simulado);
    const { result } = await submitSession(exam, student.cookie, session.id);
    expect(result).toMatchObject({ attemptType: 'OFFICIAL', participants: 1 });
  });

  it('is allowed in REVIEW, refused before the start', async () => {
    const simulado = await createSimulado(t.db, { questions: 2 });
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    await submitSession(exam, student.cookie, session.id);
    const inReview = await practise(student.cookie, { simuladoId: simulado, answers: [] });
    expect(inReview.statusCode).toBe(200);
    expect(inReview.json()).toMatchObject({ attemptType: 'PRACTICE', score: 0 });
    expect(await officialCount(simulado)).toBe(1);

    const upcoming = await createSimulado(t.db, { startDate: new Date(T0.getTime() + HOUR) });
    const early = await candidate(t.api, t.db, upcoming);
    const res = await practise(early.cookie, { simuladoId: upcoming, answers: [] });
    expectError(res, 400, 'NOT_STARTED');
    expect(res.body).not.toContain('correctOption');
  });

  it("is refused while the user's official session runs", async () => {
    const simulado = await createSimulado(t.db, { questions: 2, durationMinutes: 10 });
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const during = await practise(student.cookie, { simuladoId: simulado, answers: [] });
    expectError(during, 409, 'SESSION_ALREADY_ACTIVE');
    expect(during.json().message).toBe(EXAM_MESSAGES.sessionAlreadyActive);
    expect(during.body).not.toContain('correctOption');
    // Once the time (and grace) is up, the official attempt is finalised first.
    clock.set(new Date(new Date(session.expiresAt).getTime() + SAVE_GRACE_MS + 1));
    const after = await practise(student.cookie, { simuladoId: simulado, answers: [] });
    expect(after.statusCode, after.body).toBe(200);
    expect(await officialCount(simulado)).toBe(1);
    expect((await exam.mode(student.cookie, simulado)).json()).toMatchObject({ mode: 'REVIEW' });
  });

  it('refuses without access, for others, and with foreign questions', async () => {
    // Practice-only, so the foreign-question check is reached (no official attempt first).
    const simulado = await createSimulado(t.db, { questions: 2, isPracticeOnly: true });
    const stranger = await signedIn(t.api, t.db);
    const refused = await practise(stranger.cookie, { simuladoId: simulado, answers: [] });
    expectError(refused, 403, 'NO_ACCESS');
    expect(refused.body).not.toContain('correctOption');

    const student = await candidate(t.api, t.db, simulado);
    expectError(
      await practise(student.cookie, { userId: stranger.id, simuladoId: simulado, answers: [] }),
      403,
      'FORBIDDEN',
    );
    const foreign = await practise(student.cookie, {
      simuladoId: simulado,
      answers: [{ questionId: randomUuid(), selectedOption: 'A' }],
    });
    expectError(foreign, 400, 'VALIDATION_ERROR');
    expectError(
      await practise(student.cookie, { simuladoId: randomUuid(), answers: [] }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.api.post('/api/answers', { simuladoId: simulado, answers: [] }),
      401,
      'UNAUTHENTICATED',
    );
    const results = await t.db
      .selectFrom('results')
      .select('id')
      .where('simulado_id', '=', simulado)
      .execute();
    expect(results).toHaveLength(0);
  });
});
