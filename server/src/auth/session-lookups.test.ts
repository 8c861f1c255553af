import { expect, it } from 'vitest';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { createAccount, signIn } from './auth.test-support';
import { findSessions } from './session.repository';

/**
 * Under load, the cookie look-ups of requests that arrive together share one statement
 * (plugins/session.ts). A batch must never hand one person's identity to another.
 */
describeBackends('batched session look-ups', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });

  it('finds several sessions in one statement, leaving out unknown and expired ones', async () => {
    const accounts = await Promise.all([createAccount(t.db), createAccount(t.db)]);
    const cookies = await Promise.all(accounts.map((a) => signIn(t.api, a.email, a.password)));
    const found = await findSessions(t.db, [...cookies, 'desconhecido', cookies[0]!], new Date());
    expect([...found.keys()].sort()).toEqual([...cookies].sort());
    expect(found.get(cookies[1]!)?.user.email).toBe(accounts[1]!.email);
    const later = new Date(Date.now() + 400 * 24 * 3_600_000);
    expect((await findSessions(t.db, cookies, later)).size).toBe(0);
  });

  it('gives every request of a concurrent burst its own user, never a neighbour’s', async () => {
    const accounts = await Promise.all(Array.from({ length: 24 }, () => createAccount(t.db)));
    const cookies = await Promise.all(accounts.map((a) => signIn(t.api, a.email, a.password)));
    // Signing in does not fill the cookie cache: these all look their session up, together.
    const answers = await Promise.all(
      cookies.flatMap((cookie) => [
        t.api.get('/api/me', { cookie }),
        t.api.get('/api/me', { cookie: `${cookie}x` }),
      ]),
    );
    answers.forEach((res, index) => {
      const account = accounts[Math.floor(index / 2)]!;
      if (index % 2 === 1) {
        expect(res.statusCode, res.body).toBe(401);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { email: string }).email).toBe(account.email);
    });
  });
});
