import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import type { Db } from '../db/database';
import { ping } from '../realtime/socket.test-support';
import { describeBackends } from '../test/support';
import { countResults } from './exam.test-support';
import { resendStrandedAnnouncements } from './expiry-announcements';
import { sweepExpiredSessions } from './expiry';
import { useExpiryWave } from './expiry-wave.test-support';
import { finaliseDueSessions } from './finalise.repository';

const pending = async (db: Db) =>
  (await db.selectFrom('expiry_announcements').select('session_id').execute()).map(
    (row) => row.session_id,
  );

/** What a worker's death looks like once its leases have run out. */
const runOutLeases = (db: Db) =>
  sql`update expiry_announcements set leased_until = clock_timestamp() - interval '1 second'`.execute(
    db,
  );

/**
 * A worker SIGKILLed between its batch's commit and its events left those candidates
 * without exam:expired. Now the batch's announcements are rows written with the results:
 * the worker forgets those it sent, and any worker re-sends the rest after their lease.
 */
describeBackends('expiry: a dead worker’s announcements are re-sent', (backend) => {
  const { clock, t, deps, wave } = useExpiryWave(backend);

  it('leaves nothing to re-send once a batch’s events went out', async () => {
    const { simulado, sessions } = await wave(3);
    expect(await sweepExpiredSessions(deps())).toBe(3);
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(3);
    expect(await pending(t.db)).toEqual([]);
    await runOutLeases(t.db);
    expect(await resendStrandedAnnouncements(deps())).toBe(0);
    await Promise.all(sessions.map(({ socket }) => ping(socket)));
    for (const { sessionId, heard } of sessions) expect(heard).toEqual([sessionId]);
  });

  it('re-sends a committed batch’s events once its lease ran out, once each', async () => {
    const { simulado, sessions } = await wave(4);
    // The batch commits, and its worker dies before sending anything.
    const now = clock.now();
    const cutoff = new Date(now.getTime() - SAVE_GRACE_MS);
    await finaliseDueSessions(t.db, { now, cutoff, limit: 50 });
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(4);
    expect((await pending(t.db)).sort()).toEqual(sessions.map((s) => s.sessionId).sort());

    // Within the lease the dead worker might still be sending: nobody else does.
    expect(await resendStrandedAnnouncements(deps())).toBe(0);
    await runOutLeases(t.db);
    // Two workers at once: each announcement goes to one of them.
    const sent = await Promise.all([
      resendStrandedAnnouncements(deps()),
      resendStrandedAnnouncements(deps()),
    ]);
    expect(sent[0] + sent[1]).toBe(4);
    expect(await pending(t.db)).toEqual([]);
    await expect
      .poll(() => sessions.filter(({ heard }) => heard.length > 0).length, { timeout: 5000 })
      .toBe(4);
    await Promise.all(sessions.map(({ socket }) => ping(socket)));
    for (const { sessionId, heard } of sessions) expect(heard).toEqual([sessionId]);
  });

  it('drops the announcement of a session deleted since', async () => {
    const { sessions } = await wave(1);
    const now = clock.now();
    await finaliseDueSessions(t.db, {
      now,
      cutoff: new Date(now.getTime() - SAVE_GRACE_MS),
      limit: 50,
    });
    await t.db
      .deleteFrom('results')
      .where('exam_session_id', '=', sessions[0]!.sessionId)
      .execute();
    await runOutLeases(t.db);
    expect(await resendStrandedAnnouncements(deps())).toBe(0);
    expect(await pending(t.db)).toEqual([]);
    await ping(sessions[0]!.socket);
    expect(sessions[0]!.heard).toEqual([]);
  });
});
