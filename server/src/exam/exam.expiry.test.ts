import pino from 'pino';
import type { Socket } from 'socket.io-client';
import { afterEach, expect, it, vi } from 'vitest';
import {
  EXAM_EXPIRED_EVENT,
  SAVE_GRACE_MS,
  examExpiredPayloadSchema,
  type ExamExpiredPayload,
} from '@gabaritei/shared';
import { ping, useSocketClients } from '../realtime/socket.test-support';
import type { EventPublisher } from '../realtime/types';
import { describeBackends } from '../test/support';
import {
  MINUTE,
  candidate,
  countResults,
  createSimulado,
  questionsOf,
  startSession,
  submitSession,
  T0,
  useExamSuite,
} from './exam.test-support';
import {
  EARLY_JOB_WAIT_MS,
  EXPIRE_JOB_SLACK_MS,
  startExpirySweeper,
  sweepExpiredSessions,
} from './expiry';
import type { FinaliserDeps } from './finalise';

const silent = pino({ level: 'silent' });

describeBackends('exam expiry', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);
  const open = useSocketClients(t);
  afterEach(() => vi.restoreAllMocks());

  const deps = (events: EventPublisher = t.app.runtime.events): FinaliserDeps => ({
    db: t.db,
    clock,
    events,
    logger: silent,
    jobs: t.app.runtime.jobs,
  });

  /** A session of a 10-minute simulado with the first question answered right. */
  async function abandoned(answered = true) {
    const simulado = await createSimulado(t.db, { questions: 3, durationMinutes: 10 });
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const questions = await questionsOf(t.db, simulado);
    if (answered)
      await exam.save(student.cookie, session.id, {
        questionId: questions[0]!.id,
        selectedOption: questions[0]!.correct,
      });
    return { simulado, student, session, expiresAt: new Date(session.expiresAt).getTime() };
  }

  it('sweeps abandoned sessions from their saved answers, once', async () => {
    const answered = await abandoned();
    const blank = await abandoned(false);
    clock.set(new Date(answered.expiresAt + SAVE_GRACE_MS));
    // Still within the grace (inclusive): nothing to do yet.
    expect(await sweepExpiredSessions(deps())).toBe(0);
    clock.advance(1);
    expect(await sweepExpiredSessions(deps())).toBe(2);
    expect(await sweepExpiredSessions(deps())).toBe(0);
    expect(await countResults(t.db, { simuladoId: answered.simulado })).toBe(1);
    expect(await countResults(t.db, { simuladoId: blank.simulado })).toBe(1);
    const { result } = await submitSession(exam, answered.student.cookie, answered.session.id);
    expect(result).toMatchObject({
      attemptType: 'OFFICIAL',
      correctCount: 1,
      durationSeconds: 600,
    });
    const { result: zero } = await submitSession(exam, blank.student.cookie, blank.session.id);
    expect(zero).toMatchObject({ score: 0, correctCount: 0, totalQuestions: 3 });
    expect(zero.answers.every((a) => a.selectedOption === null && !a.isCorrect)).toBe(true);
  });

  it('finalises an overdue attempt when its results are read, before any sweep', async () => {
    const first = await abandoned();
    const second = await abandoned();
    clock.advance(10 * MINUTE + SAVE_GRACE_MS + 1);
    const hasOfficial = await t.api.get(`/api/result/has-official?simuladoId=${first.simulado}`, {
      cookie: first.student.cookie,
    });
    expect(hasOfficial.json()).toEqual({ hasOfficial: true });
    const results = await t.api.get(`/api/result/${second.student.id}`, {
      cookie: second.student.cookie,
    });
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json()).toHaveLength(1);
    expect(await countResults(t.db, { simuladoId: second.simulado })).toBe(1);
  });

  it('sweeps in batches, and two sweeps at once write one result each', async () => {
    const sessions = await Promise.all([1, 2, 3, 4, 5].map(() => abandoned()));
    clock.advance(11 * MINUTE + SAVE_GRACE_MS);
    const runs = await Promise.all([
      sweepExpiredSessions(deps(), { batchSize: 2 }),
      sweepExpiredSessions(deps(), { batchSize: 2 }),
    ]);
    expect(runs[0]! + runs[1]!).toBe(5);
    for (const { simulado } of sessions)
      expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
  });

  it('schedules exam.expire at start, and the job finalises only when due', async () => {
    const enqueue = vi.spyOn(t.app.runtime.jobs, 'enqueue');
    const { simulado, session, expiresAt } = await abandoned();
    expect(enqueue).toHaveBeenCalledWith(
      'exam.expire',
      { sessionId: session.id },
      { delayMs: 10 * MINUTE + SAVE_GRACE_MS + EXPIRE_JOB_SLACK_MS, jobId: session.id },
    );
    const expire = t.app.runtime.processors['exam.expire'];
    // Scheduled for a deadline since moved (or a clock far off): a no-op, left to the sweep.
    clock.set(new Date(expiresAt + SAVE_GRACE_MS - EARLY_JOB_WAIT_MS - 1));
    expect(await expire({ sessionId: session.id })).toEqual({ finalised: false });
    clock.advance(EARLY_JOB_WAIT_MS + 1 + EXPIRE_JOB_SLACK_MS);
    // Through the queue, as the timer would run it.
    const viaQueue = await t.app.runtime.jobs.enqueueAndWait('exam.expire', {
      sessionId: session.id,
    });
    expect(viaQueue).toEqual({ finalised: true });
    expect(await expire({ sessionId: session.id })).toEqual({ finalised: false });
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
  });

  it('a job run a little early waits for the grace to end, then finalises', async () => {
    const { simulado, session, expiresAt } = await abandoned();
    const expire = t.app.runtime.processors['exam.expire'];
    clock.set(new Date(expiresAt + SAVE_GRACE_MS - 300));
    // The Clock moves on while the job waits, as the real one does.
    const ticking = setTimeout(() => clock.advance(301), 50);
    expect(await expire({ sessionId: session.id })).toEqual({ finalised: true });
    clearTimeout(ticking);
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
  });

  async function socketOf(cookie: string): Promise<Socket> {
    const socket = await open(cookie);
    // The room is joined on connection; a round trip later it surely has been.
    await ping(socket);
    return socket;
  }

  const nextExpired = (socket: Socket) =>
    new Promise<ExamExpiredPayload>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no exam:expired within 5 s')), 5000);
      socket.once(EXAM_EXPIRED_EVENT, (payload: ExamExpiredPayload) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

  it("pushes exam:expired with the result to the user's sockets", async () => {
    const { simulado, student, session } = await abandoned();
    const mine = await socketOf(student.cookie);
    const someoneElse = await socketOf((await candidate(t.api, t.db, simulado)).cookie);
    let leaked = false;
    someoneElse.once(EXAM_EXPIRED_EVENT, () => {
      leaked = true;
    });
    const received = nextExpired(mine);
    clock.advance(11 * MINUTE);
    expect(await sweepExpiredSessions(deps())).toBeGreaterThanOrEqual(1);
    const payload = await received;
    expect(examExpiredPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({ sessionId: session.id, simuladoId: simulado });
    expect(payload.result).toMatchObject({ attemptType: 'OFFICIAL', correctCount: 1 });
    await someoneElse.timeout(5000).emitWithAck('ping');
    expect(leaked).toBe(false);
  });

  it('finalises on access (mode) and announces it; a submit does not', async () => {
    const late = await abandoned();
    const socket = await socketOf(late.student.cookie);
    const received = nextExpired(socket);
    clock.advance(10 * MINUTE + SAVE_GRACE_MS + 1);
    const mode = await exam.mode(late.student.cookie, late.simulado);
    expect(mode.json()).toEqual({ mode: 'REVIEW', hasActiveSession: false, extraMinutes: 0 });
    expect((await received).sessionId).toBe(late.session.id);

    clock.set(T0);
    const onTime = await abandoned();
    const other = await socketOf(onTime.student.cookie);
    let announced = false;
    other.once(EXAM_EXPIRED_EVENT, () => {
      announced = true;
    });
    await submitSession(exam, onTime.student.cookie, onTime.session.id);
    await other.timeout(5000).emitWithAck('ping');
    expect(announced).toBe(false);
  });

  it('runs the sweep on an interval until stopped', async () => {
    const { simulado } = await abandoned();
    clock.advance(11 * MINUTE);
    const sweeper = startExpirySweeper(deps(), 20);
    await expect.poll(() => countResults(t.db, { simuladoId: simulado })).toBe(1);
    await sweeper.stop();
  });
});
