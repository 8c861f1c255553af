import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from '../logger';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { sessionCookieOf, tokenFrom, uniqueEmail, waitForEmails } from './auth.test-support';

/**
 * No secret in the logs: a full run of the auth flows — register, verify, sign in, forgot, reset,
 * password change, sign out — with the production logger at its most talkative, then the
 * whole log searched for every secret the run handled.
 */
describeBackends('the log of the auth flows', (backend) => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const t = useTestApp(backend, {
    config: { rateLimits: relaxedRateLimits },
    logger: createLogger({ logLevel: 'trace', env: 'test' }, sink),
  });

  it('holds no password, token, cookie or e-mail link', async () => {
    const api = t.api;
    const db = t.db;
    const email = uniqueEmail('logs');
    const secrets: string[] = [];
    const first = 'primeira-senha-1A';
    const second = 'segunda-senha-2B';
    const third = 'terceira-senha-3C';
    secrets.push(first, second, third);

    expect(
      (await api.post('/api/auth/register', { name: 'Lia Logs', email, password: first }))
        .statusCode,
    ).toBe(201);
    const [verification] = await waitForEmails(db, email, 1);
    const verifyToken = tokenFrom(verification!);
    secrets.push(verifyToken);
    expect((await api.get(`/api/auth/verify-email?token=${verifyToken}`)).statusCode).toBe(200);

    const login = await api.post('/api/auth/login', { email, password: first });
    expect(login.statusCode).toBe(200);
    secrets.push(sessionCookieOf(login)!.value);

    expect((await api.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mails = await waitForEmails(db, email, 2);
    const resetToken = tokenFrom(mails[1]!);
    secrets.push(resetToken);
    const reset = await api.post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: second,
    });
    expect(reset.statusCode).toBe(200);

    const again = await api.post('/api/auth/login', { email, password: second });
    expect(again.statusCode).toBe(200);
    const cookie = sessionCookieOf(again)!.value;
    secrets.push(cookie);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      cookies: { gabaritei_sid: cookie },
      payload: { currentPassword: second, newPassword: third },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await api.post('/api/auth/logout', undefined, { cookie })).statusCode).toBe(200);
    // A failed sign-in too: a wrong password is still a password.
    const typo = 'quarta-senha-errada-4D';
    secrets.push(typo);
    expect((await api.post('/api/auth/login', { email, password: typo })).statusCode).toBe(401);

    const log = lines.join('');
    expect(log).toContain('/api/auth/verify-email');
    expect(log).toContain('e-mail (not sent');
    for (const secret of secrets) expect(log, `a secret reached the log`).not.toContain(secret);
    expect(log).not.toMatch(/token=(?!\[redacted\])/);
    expect(log).not.toMatch(/gabaritei_sid=/);
  });
});
