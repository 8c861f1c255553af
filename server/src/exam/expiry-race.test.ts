import pino from 'pino';
import { expect, it } from 'vitest';
import { EXAM_EXPIRED_EVENT, SAVE_GRACE_MS } from '@gabaritei/shared';
import type { EventPublisher } from '../realtime/types';
import { describeBackends } from '../test/support';
import { createExamProcessors } from './exam.jobs';
import {
  MINUTE,
  candidate,
  countResults,
  createSimulado,
  questionsOf,
  startSession,
  useExamSuite,
} from './exam.test-support';
import { sweepExpiredSessions } from './expiry';
import type { FinaliserDeps } from './finalise';

const silent = pino({ level: 'silent' });

/**
 * The expiry's two paths over one wave: the `exam.expire` jobs (some retried, some lost
 * with their worker) and the sweep, all at once. Every session ends with exactly one
 * result, graded from its saves, and one exam:expired.
 */
describeBackends('expiry: the sweep and the jobs over the same sessions', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  async function wave(size: number) {
    const simulado = await createSimulado(t.db, { questions: 3, durationMinutes: 10 });
    const [first] = await questionsOf(t.db, simulado);
    const sessions: Array<{ id: string; answered: boolean }> = [];
    for (let i = 0; i < size; i++) {
      const student = await candidate(t.api, t.db, simulado);
      const session = await startSession(exam, student.cookie, simulado);
      const answered = i % 2 === 0;
      if (answered)
        await exam.save(student.cookie, session.id, {
          questionId: first!.id,
          selectedOption: first!.correct,
        });
      sessions.push({ id: session.id, answered });
    }
    const announced: string[] = [];
    const events: EventPublisher = {
      toRoom: (room, event, payload) => {
        if (event === EXAM_EXPIRED_EVENT)
          announced.push((payload as { sessionId: string }).sessionId);
        t.app.runtime.events.toRoom(room, event, payload);
      },
      disconnectRoom: (room) => t.app.runtime.events.disconnectRoom(room),
    };
    const deps: FinaliserDeps = {
      db: t.db,
      clock,
      events,
      logger: silent,
      jobs: t.app.runtime.jobs,
    };
    return { simulado, sessions, announced, deps };
  }

  async function expectOneGradedResultEach(
    simulado: string,
    sessions: ReadonlyArray<{ id: string; answered: boolean }>,
  ) {
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(sessions.length);
    const results = await t.db
      .selectFrom('results')
      .select(['exam_session_id', 'correct_count'])
      .where('simulado_id', '=', simulado)
      .execute();
    const byId = new Map(results.map((r) => [r.exam_session_id, r.correct_count]));
    for (const session of sessions) expect(byId.get(session.id)).toBe(session.answered ? 1 : 0);
    const open = await t.db
      .selectFrom('exam_sessions')
      .select('id')
      .where('simulado_id', '=', simulado)
      .where('status', '=', 'IN_PROGRESS')
      .execute();
    expect(open).toEqual([]);
  }

  it('finalises each session once while jobs, retried jobs and two sweeps race', async () => {
    const { simulado, sessions, announced, deps } = await wave(12);
    clock.advance(10 * MINUTE + SAVE_GRACE_MS + 1);
    const expire = createExamProcessors(deps)['exam.expire'];
    // Two thirds of the jobs run, each twice (a retry after a worker died mid-job); the
    // last third's were lost: only the sweeps can finalise those.
    const withJob = sessions.slice(0, 8);
    await Promise.all([
      sweepExpiredSessions(deps, { batchSize: 3 }),
      ...withJob.flatMap(({ id }) => [expire({ sessionId: id }), expire({ sessionId: id })]),
      sweepExpiredSessions(deps, { batchSize: 3 }),
    ]);
    // The sweeper's next tick: whatever a batch skipped (held by another) is done now.
    await sweepExpiredSessions(deps);
    await expectOneGradedResultEach(simulado, sessions);
    expect([...announced].sort()).toEqual(sessions.map((s) => s.id).sort());
    // Nothing left for anyone: a late job and another sweep write nothing.
    expect(await expire({ sessionId: sessions[11]!.id })).toEqual({ finalised: false });
    expect(await sweepExpiredSessions(deps)).toBe(0);
  });

  it('lets one job finalise the whole wave due by then, in one batch', async () => {
    const { simulado, sessions, announced, deps } = await wave(5);
    const expire = createExamProcessors(deps)['exam.expire'];
    clock.advance(10 * MINUTE + SAVE_GRACE_MS);
    // Within the grace (inclusive): not due yet.
    expect(await expire({ sessionId: sessions[0]!.id })).toEqual({ finalised: false });
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(0);
    clock.advance(1);
    expect(await expire({ sessionId: sessions[4]!.id })).toEqual({ finalised: true });
    await expectOneGradedResultEach(simulado, sessions);
    expect(announced).toHaveLength(5);
    // The jobs behind find their sessions done.
    for (const { id } of sessions)
      expect(await expire({ sessionId: id })).toEqual({ finalised: false });
  });
});
