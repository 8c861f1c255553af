import { expect, it } from 'vitest';
import { createAccount } from '../auth/auth.test-support';
import { describeBackends, useTestApp } from '../test/support';
import { createFakeClock } from '../clock';
import { TOKEN_RETENTION_MS, purgeExpiredAuth, startPurger } from './purge';

const T0 = new Date('2026-11-23T12:00:00.000Z');
const HOUR = 3600_000;

describeBackends('purging expired auth rows', (backend) => {
  const t = useTestApp(backend);

  it('deletes expired sessions and tokens a day past expiry only', async () => {
    const db = t.app.runtime.db;
    const { user } = await createAccount(db);
    const session = (hash: string, expiresAt: Date) => ({
      id_hash: hash,
      user_id: user.id,
      expires_at: expiresAt,
      last_seen_at: T0,
    });
    await db
      .insertInto('sessions')
      .values([
        session('expired', new Date(T0.getTime() - 1)),
        session('live', new Date(T0.getTime() + HOUR)),
      ])
      .execute();
    const token = (hash: string, expiresAt: Date) => ({
      user_id: user.id,
      purpose: 'reset_password' as const,
      token_hash: hash,
      expires_at: expiresAt,
    });
    await db
      .insertInto('auth_tokens')
      .values([
        token('long-gone', new Date(T0.getTime() - TOKEN_RETENTION_MS - 1)),
        token('just-expired', new Date(T0.getTime() - HOUR)),
      ])
      .execute();

    expect(await purgeExpiredAuth(db, T0)).toEqual({ sessions: 1, tokens: 1 });
    const sessions = await db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((row) => row.id_hash)).toEqual(['live']);
    const tokens = await db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(tokens.map((row) => row.token_hash)).toEqual(['just-expired']);
    // Nothing left to do: a second run deletes nothing.
    expect(await purgeExpiredAuth(db, T0)).toEqual({ sessions: 0, tokens: 0 });
  });

  it('runs once at start and stops cleanly', async () => {
    const db = t.app.runtime.db;
    const { user } = await createAccount(db);
    await db
      .insertInto('sessions')
      .values({
        id_hash: 'stale-at-start',
        user_id: user.id,
        expires_at: new Date(T0.getTime() - 1),
        last_seen_at: T0,
      })
      .execute();
    const logged: unknown[] = [];
    const purger = startPurger({
      db,
      clock: createFakeClock(T0),
      logger: { info: (entry: unknown) => logged.push(entry), error: () => undefined },
    });
    await purger.stop();
    const left = await db
      .selectFrom('sessions')
      .select('id_hash')
      .where('id_hash', '=', 'stale-at-start')
      .execute();
    expect(left).toEqual([]);
    expect(logged).toEqual([{ sessions: 1, tokens: 0 }]);
  });
});
