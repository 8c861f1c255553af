import { expect, it } from 'vitest';
import { EXAM_MESSAGES, type ExamSession } from '@gabaritei/shared';
import { insertClass } from '../classes/classes.test-support';
import { describeBackends } from '../test/support';
import {
  HOUR,
  MINUTE,
  candidate,
  createSimulado,
  expectError,
  randomUuid,
  signedIn,
  startSession,
  submitSession,
  T0,
  useExamSuite,
} from './exam.test-support';

const at = (ms: number) => new Date(T0.getTime() + ms);

describeBackends('exam modes and starts', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  const modeOf = async (cookie: string, simuladoId: string) => {
    const res = await exam.mode(cookie, simuladoId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { mode: string; hasActiveSession: boolean };
  };

  it('follows the window to the millisecond, through the API', async () => {
    const start = at(HOUR);
    const end = at(24 * HOUR);
    const simulado = await createSimulado(t.db, { startDate: start, endDate: end });
    const student = await candidate(t.api, t.db, simulado);

    clock.set(new Date(start.getTime() - 1));
    expect(await modeOf(student.cookie, simulado)).toEqual({
      mode: 'BEFORE_START',
      hasActiveSession: false,
      extraMinutes: 0,
    });
    const early = await exam.start(student.cookie, simulado);
    expectError(early, 400, 'NOT_STARTED');
    expect(early.json().message).toBe(EXAM_MESSAGES.notStarted);

    clock.set(start);
    expect((await modeOf(student.cookie, simulado)).mode).toBe('EXAM');
    clock.set(new Date(end.getTime() - 1));
    expect((await modeOf(student.cookie, simulado)).mode).toBe('EXAM');

    clock.set(end);
    expect(await modeOf(student.cookie, simulado)).toEqual({
      mode: 'PRACTICE',
      hasActiveSession: false,
      extraMinutes: 0,
    });
    const late = await exam.start(student.cookie, simulado);
    expectError(late, 400, 'EXAM_ENDED');
    expect(late.json().message).toBe(EXAM_MESSAGES.examEnded);
  });

  it('keeps practice-only simulados in PRACTICE, refusing exam mode', async () => {
    const simulado = await createSimulado(t.db, { isPracticeOnly: true });
    const student = await candidate(t.api, t.db, simulado);
    expect((await modeOf(student.cookie, simulado)).mode).toBe('PRACTICE');
    expectError(await exam.start(student.cookie, simulado), 400, 'EXAM_ENDED');
  });

  it('goes EXAM → REVIEW on submission, then PRACTICE after the end', async () => {
    const end = at(2 * HOUR);
    const simulado = await createSimulado(t.db, { startDate: at(-HOUR), endDate: end });
    const student = await candidate(t.api, t.db, simulado);
    const hasOfficial = async () =>
      (
        await t.api.get(`/api/result/has-official?simuladoId=${simulado}`, {
          cookie: student.cookie,
        })
      ).json();

    expect(await hasOfficial()).toEqual({ hasOfficial: false });
    const session = await startSession(exam, student.cookie, simulado);
    expect(await modeOf(student.cookie, simulado)).toEqual({
      mode: 'EXAM',
      hasActiveSession: true,
      extraMinutes: 0,
    });
    await submitSession(exam, student.cookie, session.id);
    expect(await modeOf(student.cookie, simulado)).toEqual({
      mode: 'REVIEW',
      hasActiveSession: false,
      extraMinutes: 0,
    });
    expect(await hasOfficial()).toEqual({ hasOfficial: true });
    const again = await exam.start(student.cookie, simulado);
    expectError(again, 409, 'ALREADY_SUBMITTED');
    expect(again.json().message).toBe(EXAM_MESSAGES.alreadySubmitted);

    clock.set(end);
    expect((await modeOf(student.cookie, simulado)).mode).toBe('PRACTICE');
  });

  it('sets expiresAt by the duration, or at the end of the window', async () => {
    const byDuration = await createSimulado(t.db, { durationMinutes: 45, endDate: at(24 * HOUR) });
    const byWindow = await createSimulado(t.db, { durationMinutes: 60, endDate: at(10 * MINUTE) });
    const byDefault = await createSimulado(t.db, { durationMinutes: null });
    const cases: Array<[string, Date]> = [
      [byDuration, at(45 * MINUTE)],
      [byWindow, at(10 * MINUTE)],
      [byDefault, at(90 * MINUTE)],
    ];
    for (const [simulado, expiresAt] of cases) {
      const student = await candidate(t.api, t.db, simulado);
      const session = await startSession(exam, student.cookie, simulado);
      expect(session).toMatchObject({
        simuladoId: simulado,
        status: 'IN_PROGRESS',
        startedAt: T0.toISOString(),
        expiresAt: expiresAt.toISOString(),
        submittedAt: null,
        answersData: {},
        serverNow: T0.toISOString(),
      });
    }
  });

  it('resumes an IN_PROGRESS session on a second start (200)', async () => {
    const simulado = await createSimulado(t.db);
    const [question] = await t.db
      .selectFrom('questions')
      .select('id')
      .where('simulado_id', '=', simulado)
      .execute();
    const student = await candidate(t.api, t.db, simulado);
    const first = await startSession(exam, student.cookie, simulado);
    await exam.save(student.cookie, first.id, { questionId: question!.id, selectedOption: 'C' });
    clock.advance(5 * MINUTE);
    const second = await startSession(exam, student.cookie, simulado);
    expect(second).toMatchObject({
      id: first.id,
      expiresAt: first.expiresAt,
      answersData: { [question!.id]: 'C' },
    });
  });

  it('answers the active session, or 404 before and after', async () => {
    const simulado = await createSimulado(t.db);
    const student = await candidate(t.api, t.db, simulado);
    expectError(await exam.active(student.cookie, simulado), 404, 'NOT_FOUND');
    const session = await startSession(exam, student.cookie, simulado);
    const active = await exam.active(student.cookie, simulado);
    expect(active.statusCode).toBe(200);
    expect((active.json() as ExamSession).id).toBe(session.id);
    await submitSession(exam, student.cookie, session.id);
    const after = await exam.active(student.cookie, simulado);
    expectError(after, 404, 'NOT_FOUND');
    expect(after.json().message).toBe(EXAM_MESSAGES.sessionNotFound);
  });

  it('needs access to start, and a simulado that exists', async () => {
    const simulado = await createSimulado(t.db);
    const stranger = await signedIn(t.api, t.db);
    const res = await exam.start(stranger.cookie, simulado);
    expectError(res, 403, 'NO_ACCESS');
    expect(res.json().message).toBe(EXAM_MESSAGES.noAccess);
    expectError(await exam.start(stranger.cookie, randomUuid()), 404, 'NOT_FOUND');
    expectError(await exam.mode(stranger.cookie, randomUuid()), 404, 'NOT_FOUND');
    const archived = await createSimulado(t.db, { archived: true });
    expectError(await exam.mode(stranger.cookie, archived), 404, 'NOT_FOUND');
    // A class release grants access too (the one access rule).
    const teacher = await signedIn(t.api, t.db, 'TEACHER');
    await insertClass(t.db, {
      teacherId: teacher.id,
      members: [stranger.email],
      simuladoIds: [simulado],
    });
    await startSession(exam, stranger.cookie, simulado);
  });

  it('tells the server time to anyone', async () => {
    clock.set('2026-11-23T08:30:00.000Z');
    const res = await t.api.get('/api/time');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ now: '2026-11-23T08:30:00.000Z' });
  });
});
