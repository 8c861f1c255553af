import { expect, it } from 'vitest';
import { submitResponseSchema } from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import {
  MINUTE,
  candidate,
  countResults,
  createSimulado,
  expectError,
  questionsOf,
  startSession,
  submitSession,
  T0,
  startedCandidate,
  useExamSuite,
} from './exam.test-support';

describeBackends('exam sessions: grading, review and ranking', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  it('grades on submit; a second submit returns the first result', async () => {
    const { simulado, student, session, questions } = await startedCandidate(t, exam, {
      questions: 4,
    });
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
    const { simulado, student, session, questions } = await startedCandidate(t, exam, {
      questions: 2,
    });
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
