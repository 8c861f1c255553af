import { expect, it } from 'vitest';
import { ping } from '../realtime/socket.test-support';
import { describeBackends } from '../test/support';
import { countResults } from './exam.test-support';
import { createExpirer, sweepExpiredSessions } from './expiry';
import { useExpiryWave } from './expiry-wave.test-support';

/**
 * A wave bigger than one batch, finalised by jobs and sweeps at once: every candidate's
 * own socket hears exactly one exam:expired for its session, whichever batch (a job's or a
 * sweep's) finalised it.
 */
describeBackends('expiry: every candidate hears its exam:expired', (backend) => {
  const { t, deps, wave } = useExpiryWave(backend);

  it('announces each session of a multi-batch wave once, to its own socket', async () => {
    const { simulado, sessions } = await wave(14);
    // Batches of 3 over 14 sessions: the jobs of every other session and two sweeps race.
    const expirer = createExpirer(deps(), { batchSize: 3 });
    await Promise.all([
      sweepExpiredSessions(deps(), { batchSize: 3 }),
      ...sessions.filter((_, i) => i % 2 === 0).map(({ sessionId }) => expirer.expire(sessionId)),
      sweepExpiredSessions(deps(), { batchSize: 3 }),
    ]);
    await sweepExpiredSessions(deps(), { batchSize: 3 });
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(sessions.length);
    // A ping answered after every emit: anything announced has reached its socket.
    await expect
      .poll(() => sessions.filter(({ heard }) => heard.length > 0).length, { timeout: 5000 })
      .toBe(sessions.length);
    await Promise.all(sessions.map(({ socket }) => ping(socket)));
    for (const { sessionId, heard } of sessions) expect(heard).toEqual([sessionId]);
  });
});
