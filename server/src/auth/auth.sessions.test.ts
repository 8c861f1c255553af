import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ERROR_CODES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { currentUser, requireRole } from '../plugins/session';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { sessionCookieOptions } from './auth.routes';
import {
  createAccount,
  sessionCookieOf,
  signIn,
  uniqueEmail,
  waitForEmails,
  tokenFrom,
} from './auth.test-support';

const PUBLIC_URL = 'https://gabaritei.example';
const EVIL = 'https://evil.example';

describe('session cookie options', () => {
  it('marks the cookie Secure under an https public URL or an https request only', () => {
    expect(sessionCookieOptions('https://gabaritei.example', 'http').secure).toBe(true);
    expect(sessionCookieOptions('http://localhost:3000', 'https').secure).toBe(true);
    expect(sessionCookieOptions('http://localhost:3000', 'http')).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
    });
  });
});

describeBackends('sessions and guards', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, {
    clock,
    config: { publicUrl: PUBLIC_URL, rateLimits: relaxedRateLimits },
    // Probes of the exact-role guard, as later areas will use it.
    routes: (app) => {
      app.get('/api/probe/teacher', { preHandler: requireRole('TEACHER') }, async (request) => ({
        id: currentUser(request).id,
      }));
      app.get('/api/probe/admin', { preHandler: requireRole('ADMIN') }, async () => ({
        ok: true,
      }));
    },
  });

  it('sets an HttpOnly, SameSite=Lax, Secure cookie for 30 days', async () => {
    const { email, password } = await createAccount(t.db);
    const res = await t.api.post('/api/auth/login', { email, password });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^gabaritei_sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('Max-Age=2592000');
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Secure');
    const cookie = sessionCookieOf(res)!.value;
    const out = await t.api.post('/api/auth/logout', undefined, { cookie });
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(/^gabaritei_sid=;/);
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');
    expect(cleared).toContain('HttpOnly');
    expect(cleared).toContain('Secure');
  });

  it('guards routes by the exact role', async () => {
    const roles = ['STUDENT', 'TEACHER', 'ADMIN'] as const;
    const cookies: Record<string, string> = {};
    for (const role of roles) {
      const account = await createAccount(t.db, { role });
      cookies[role] = await signIn(t.api, account.email, account.password);
    }
    const anonymous = await t.api.get('/api/probe/teacher');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(ERROR_CODES.UNAUTHENTICATED);
    const expectations: Array<[string, string, number]> = [
      ['/api/probe/teacher', 'STUDENT', 403],
      ['/api/probe/teacher', 'ADMIN', 403],
      ['/api/probe/teacher', 'TEACHER', 200],
      ['/api/probe/admin', 'TEACHER', 403],
      ['/api/probe/admin', 'STUDENT', 403],
      ['/api/probe/admin', 'ADMIN', 200],
    ];
    for (const [url, role, status] of expectations) {
      const res = await t.api.get(url, { cookie: cookies[role] });
      expect(res.statusCode, `${role} on ${url}`).toBe(status);
      if (status === 403) {
        expect(res.json()).toEqual({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: AUTH_MESSAGES.forbidden,
        });
      }
    }
  });

  it('refuses cross-origin state changes and changes nothing', async () => {
    const evil = { origin: EVIL };
    const forbiddenOrigin = {
      statusCode: 403,
      code: 'FORBIDDEN_ORIGIN',
      message: AUTH_MESSAGES.forbiddenOrigin,
    };
    const email = uniqueEmail('alvo');
    const reg = await t.api.post(
      '/api/auth/register',
      { name: 'Alvo', email, password: 'senha-forte-1' },
      evil,
    );
    expect(reg.statusCode).toBe(403);
    expect(reg.json()).toEqual(forbiddenOrigin);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', email).execute(),
    ).toHaveLength(0);

    const { email: victim, password } = await createAccount(t.db);
    const login = await t.api.post('/api/auth/login', { email: victim, password }, evil);
    expect(login.statusCode).toBe(403);
    expect(sessionCookieOf(login)).toBeUndefined();

    const cookie = await signIn(t.api, victim, password);
    expect((await t.api.post('/api/auth/logout', undefined, { cookie, ...evil })).statusCode).toBe(
      403,
    );
    expect((await t.api.get('/api/auth/me', { cookie })).statusCode).toBe(200);

    await t.api.post('/api/auth/forgot-password', { email: victim });
    const token = tokenFrom((await waitForEmails(t.db, victim))[0]!);
    const reset = await t.api.post(
      '/api/auth/reset-password',
      { token, newPassword: 'roubada-123' },
      { cookie, ...evil },
    );
    expect(reset.statusCode).toBe(403);
    expect((await t.api.get('/api/auth/me', { cookie })).statusCode).toBe(200);
    expect((await t.api.post('/api/auth/login', { email: victim, password })).statusCode).toBe(200);

    // The site's own origin passes.
    const own = await t.api.post(
      '/api/auth/reset-password',
      { token, newPassword: 'nova-senha-1' },
      { origin: PUBLIC_URL },
    );
    expect(own.statusCode).toBe(200);
  });

  it('gives a new session id at every sign-in and ends the one sent along', async () => {
    const { email, password } = await createAccount(t.db);
    const first = await signIn(t.api, email, password);
    const res = await t.api.post('/api/auth/login', { email, password }, { cookie: first });
    const second = sessionCookieOf(res)!.value;
    expect(second).not.toBe(first);
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.api.get('/api/auth/me', { cookie: first })).statusCode).toBe(401);
    expect((await t.api.get('/api/auth/me', { cookie: second })).statusCode).toBe(200);
  });

  it("only ever answers a session cookie with that session's own user", async () => {
    const a = await createAccount(t.db, { name: 'Alice Aluna' });
    const b = await createAccount(t.db, { name: 'Bruno Professor', role: 'TEACHER' });
    const cookieA = await signIn(t.api, a.email, a.password);
    const cookieB = await signIn(t.api, b.email, b.password);
    expect((await t.api.get('/api/auth/me', { cookie: cookieA })).json()).toMatchObject({
      id: a.user.id,
      role: 'STUDENT',
    });
    expect((await t.api.get('/api/auth/me', { cookie: cookieB })).json()).toMatchObject({
      id: b.user.id,
      role: 'TEACHER',
    });
    const tampered = `${cookieA.slice(0, -2)}${cookieA.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.api.get('/api/auth/me', { cookie: tampered })).statusCode).toBe(401);
    expect((await t.api.get('/api/auth/me', { cookie: 'x'.repeat(500) })).statusCode).toBe(401);
    await t.api.post('/api/auth/logout', undefined, { cookie: cookieA });
    expect((await t.api.get('/api/auth/me', { cookie: cookieA })).statusCode).toBe(401);
    expect((await t.api.get('/api/auth/me', { cookie: cookieB })).json()).toMatchObject({
      id: b.user.id,
    });
  });

  it('ends sessions when they expire (30 days)', async () => {
    const { email, password } = await createAccount(t.db);
    const cookie = await signIn(t.api, email, password);
    clock.advance(30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await t.api.get('/api/auth/me', { cookie })).statusCode).toBe(200);
    clock.advance(1000);
    expect((await t.api.get('/api/auth/me', { cookie })).statusCode).toBe(401);
  });
});
