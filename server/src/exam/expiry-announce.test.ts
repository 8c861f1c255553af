import pino from 'pino';
import type { Socket } from 'socket.io-client';
import { expect, it } from 'vitest';
import { EXAM_EXPIRED_EVENT, SAVE_GRACE_MS } from '@gabaritei/shared';
import { ping, useSocketClients } from '../realtime/socket.test-support';
import { describeBackends } from '../test/support';
import {
  MINUTE,
  candidate,
  countResults,
  createSimulado,
  startSession,
  useExamSuite,
} from './exam.test-support';
import { createExpirer, sweepExpiredSessions } from './expiry';
import type { FinaliserDeps } from './finalise';

const silent = pino({ level: 'silent' });

/**
 * A wave bigger than one batch, finalised by jobs and sweeps at once: every candidate's
 * own socket hears exactly one exam:expired for its session, whichever batch (a job's or a
 * sweep's) finalised it.
 */
describeBackends('expiry: every candidate hears its exam:expired', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);
  const open = useSocketClients(t);

  it('announces each session of a multi-batch wave once, to its own socket', async () => {
    const simulado = await createSimulado(t.db, { questions: 2, durationMinutes: 10 });
    const wave: Array<{ sessionId: string; socket: Socket; heard: string[] }> = [];
    for (let i = 0; i < 14; i++) {
      const student = await candidate(t.api, t.db, simulado);
      const session = await startSession(exam, student.cookie, simulado);
      const socket = await open(student.cookie);
      const heard: string[] = [];
      socket.on(EXAM_EXPIRED_EVENT, (payload: { sessionId: string }) =>
        heard.push(payload.sessionId),
      );
      wave.push({ sessionId: session.id, socket, heard });
    }
    // Each socket joined its user's room before anything is announced.
    await Promise.all(wave.map(({ socket }) => ping(socket)));
    const deps: FinaliserDeps = {
      db: t.db,
      clock,
      events: t.app.runtime.events,
      logger: silent,
      jobs: t.app.runtime.jobs,
    };
    clock.advance(10 * MINUTE + SAVE_GRACE_MS + 1);
    // Batches of 3 over 14 sessions: the jobs of every other session and two sweeps race.
    const expirer = createExpirer(deps, { batchSize: 3 });
    await Promise.all([
      sweepExpiredSessions(deps, { batchSize: 3 }),
      ...wave.filter((_, i) => i % 2 === 0).map(({ sessionId }) => expirer.expire(sessionId)),
      sweepExpiredSessions(deps, { batchSize: 3 }),
    ]);
    await sweepExpiredSessions(deps, { batchSize: 3 });
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(wave.length);
    // A ping answered after every emit: anything announced has reached its socket.
    await expect
      .poll(() => wave.filter(({ heard }) => heard.length > 0).length, { timeout: 5000 })
      .toBe(wave.length);
    await Promise.all(wave.map(({ socket }) => ping(socket)));
    for (const { sessionId, heard } of wave) expect(heard).toEqual([sessionId]);
  });
});
