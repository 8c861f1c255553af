import { expect, it } from 'vitest';
import { EXAM_MESSAGES, type ExamSession } from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import {
  MINUTE,
  candidate,
  createSimulado,
  expectError,
  questionsOf,
  randomUuid,
  signedIn,
  startSession,
  submitSession,
  useExamSuite,
} from './exam.test-support';

/** 'Revisar depois' and crossed-out options, kept with the official session. */
describeBackends('exam flags', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  async function started(format: 'ABCD' | 'CERTO_ERRADO' = 'ABCD') {
    const simulado = await createSimulado(t.db, { questions: 3, durationMinutes: 30 });
    await t.db.updateTable('simulados').set({ format }).where('id', '=', simulado).execute();
    if (format === 'CERTO_ERRADO')
      await t.db
        .updateTable('questions')
        .set({ correct_option: 'C' })
        .where('simulado_id', '=', simulado)
        .execute();
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    return { simulado, student, session, questions: await questionsOf(t.db, simulado) };
  }

  const flagRows = (sessionId: string) =>
    t.db.selectFrom('session_flags').selectAll().where('session_id', '=', sessionId).execute();

  it('keeps marks and struck options with the session: a resume reads them back', async () => {
    const { simulado, student, session, questions } = await started();
    expect(session.flags).toEqual({});
    const [q1, q2] = questions;
    const res = await exam.flags(student.cookie, session.id, {
      questionId: q1!.id,
      marked: true,
      struck: ['C', 'A', 'C'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      sessionId: session.id,
      questionId: q1!.id,
      marked: true,
      struck: ['A', 'C'],
    });
    await exam.flags(student.cookie, session.id, {
      questionId: q2!.id,
      marked: false,
      struck: ['B'],
    });
    // The last write wins: unmarking q1 keeps its strikes.
    await exam.flags(student.cookie, session.id, {
      questionId: q1!.id,
      marked: false,
      struck: ['A'],
    });

    const active = await exam.active(student.cookie, simulado);
    expect(active.statusCode, active.body).toBe(200);
    expect((active.json() as ExamSession).flags).toEqual({
      [q1!.id]: { marked: false, struck: ['A'] },
      [q2!.id]: { marked: false, struck: ['B'] },
    });
    // A start while in progress resumes with the same flags (another device).
    const resumed = await startSession(exam, student.cookie, simulado);
    expect(resumed.flags).toEqual((active.json() as ExamSession).flags);
    // Clearing everything leaves the question out of the payload.
    await exam.flags(student.cookie, session.id, { questionId: q2!.id, marked: false, struck: [] });
    expect((await startSession(exam, student.cookie, simulado)).flags).toEqual({
      [q1!.id]: { marked: false, struck: ['A'] },
    });
  });

  it('is the owner’s only: anyone else and unknown sessions get 404 and change nothing', async () => {
    const { session, questions } = await started();
    const intruder = await signedIn(t.api, t.db);
    const body = { questionId: questions[0]!.id, marked: true, struck: [] };
    expectError(await exam.flags(intruder.cookie, session.id, body), 404, 'NOT_FOUND');
    expect((await exam.flags(intruder.cookie, session.id, body)).json().message).toBe(
      EXAM_MESSAGES.sessionNotFound,
    );
    expectError(await exam.flags(intruder.cookie, randomUuid(), body), 404, 'NOT_FOUND');
    const anonymous = await t.api.put(`/api/exam-sessions/${session.id}/flags`, body);
    expect(anonymous.statusCode).toBe(401);
    expect(await flagRows(session.id)).toEqual([]);
  });

  it('refuses flags after the submit and after the time is up, in pt-BR', async () => {
    const { student, session, questions } = await started();
    const body = { questionId: questions[0]!.id, marked: true, struck: ['B'] };
    clock.advance(30 * MINUTE + 16_000);
    expectError(await exam.flags(student.cookie, session.id, body), 400, 'SESSION_EXPIRED');
    expect(await flagRows(session.id)).toEqual([]);

    const other = await started();
    await submitSession(exam, other.student.cookie, other.session.id);
    const late = await exam.flags(other.student.cookie, other.session.id, {
      ...body,
      questionId: other.questions[0]!.id,
    });
    expectError(late, 409, 'ALREADY_SUBMITTED');
    expect(late.json().message).toBe(EXAM_MESSAGES.alreadySubmitted);
    expect(await flagRows(other.session.id)).toEqual([]);
  });

  it('validates the body and the letters of the format (Certo/Errado takes C and E)', async () => {
    const { student, session, questions } = await started('CERTO_ERRADO');
    const q = questions[0]!.id;
    const cases: Array<[unknown, number, string]> = [
      [{ questionId: q, marked: true, struck: ['A'] }, 400, 'INVALID_ANSWER'],
      [{ questionId: q, marked: 'sim', struck: [] }, 400, 'VALIDATION_ERROR'],
      [{ questionId: q, marked: true, struck: ['Z'] }, 400, 'VALIDATION_ERROR'],
      [
        { questionId: q, marked: true, struck: ['A', 'B', 'C', 'D', 'E', 'A'] },
        400,
        'VALIDATION_ERROR',
      ],
      [{ questionId: 'q1', marked: true, struck: [] }, 400, 'VALIDATION_ERROR'],
      [{ questionId: randomUuid(), marked: true, struck: [] }, 400, 'VALIDATION_ERROR'],
      [{ marked: true }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await t.api.put(`/api/exam-sessions/${session.id}/flags`, body, {
        cookie: student.cookie,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, code });
      expect(typeof res.json().message).toBe('string');
    }
    expect(await flagRows(session.id)).toEqual([]);
    const ok = await exam.flags(student.cookie, session.id, {
      questionId: q,
      marked: false,
      struck: ['E'],
    });
    expect(ok.json()).toMatchObject({ struck: ['E'], marked: false });
  });

  it('never carries the key, and the answers stay as saved', async () => {
    const { student, session, questions } = await started();
    await exam.save(student.cookie, session.id, {
      questionId: questions[0]!.id,
      selectedOption: 'B',
    });
    const res = await exam.flags(student.cookie, session.id, {
      questionId: questions[0]!.id,
      marked: true,
      struck: ['B'],
    });
    expect(Object.keys(res.json()).sort()).toEqual(
      ['marked', 'questionId', 'serverNow', 'sessionId', 'struck'].sort(),
    );
    const { result } = await submitSession(exam, student.cookie, session.id);
    expect(result.answers.find((a) => a.questionId === questions[0]!.id)?.selectedOption).toBe('B');
  });
});
