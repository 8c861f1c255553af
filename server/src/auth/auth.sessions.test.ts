import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ERROR_CODES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { currentUser, requireRole } from '../plugins/session';
import { testBackends, type TestApp } from '../test/support';
import { sessionCookieOptions } from './auth.routes';
import {
  apiClient,
  buildAuthTestApp,
  createAccount,
  relaxedRateLimits,
  sessionCookieOf,
  signIn,
  uniqueEmail,
  waitForEmails,
  tokenFrom,
  type ApiClient,
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

describe.each(testBackends())('sessions and guards on $name', ({ name, available }) => {
  const clock = createFakeClock();
  let t: TestApp;
  let api: ApiClient;
  let db: Db;
  beforeAll(async () => {
    if (!available) return;
    t = await buildAuthTestApp({
      backend: name,
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
    api = apiClient(t.app);
    db = t.app.runtime.db;
  });
  afterAll(async () => t?.close());

  it.skipIf(!available)('sets an HttpOnly, SameSite=Lax, Secure cookie for 30 days', async () => {
    const { email, password } = await createAccount(db);
    const res = await api.post('/api/auth/login', { email, password });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^gabaritei_sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('Max-Age=2592000');
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Secure');
    const cookie = sessionCookieOf(res)!.value;
    const out = await api.post('/api/auth/logout', undefined, { cookie });
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(/^gabaritei_sid=;/);
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');
    expect(cleared).toContain('HttpOnly');
    expect(cleared).toContain('Secure');
  });

  it.skipIf(!available)('guards routes by the exact role', async () => {
    const roles = ['STUDENT', 'TEACHER', 'ADMIN'] as const;
    const cookies: Record<string, string> = {};
    for (const role of roles) {
      const account = await createAccount(db, { role });
      cookies[role] = await signIn(api, account.email, account.password);
    }
    const anonymous = await api.get('/api/probe/teacher');
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
      const res = await api.get(url, { cookie: cookies[role] });
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

  it.skipIf(!available)('refuses cross-origin state changes and changes nothing', async () => {
    const evil = { origin: EVIL };
    const forbiddenOrigin = {
      statusCode: 403,
      code: 'FORBIDDEN_ORIGIN',
      message: AUTH_MESSAGES.forbiddenOrigin,
    };
    const email = uniqueEmail('alvo');
    const reg = await api.post(
      '/api/auth/register',
      { name: 'Alvo', email, password: 'senha-forte-1' },
      evil,
    );
    expect(reg.statusCode).toBe(403);
    expect(reg.json()).toEqual(forbiddenOrigin);
    expect(
      await db.selectFrom('users').select('id').where('email', '=', email).execute(),
    ).toHaveLength(0);

    const { email: victim, password } = await createAccount(db);
    const login = await api.post('/api/auth/login', { email: victim, password }, evil);
    expect(login.statusCode).toBe(403);
    expect(sessionCookieOf(login)).toBeUndefined();

    const cookie = await signIn(api, victim, password);
    expect((await api.post('/api/auth/logout', undefined, { cookie, ...evil })).statusCode).toBe(
      403,
    );
    expect((await api.get('/api/auth/me', { cookie })).statusCode).toBe(200);

    await api.post('/api/auth/forgot-password', { email: victim });
    const token = tokenFrom((await waitForEmails(db, victim))[0]!);
    const reset = await api.post(
      '/api/auth/reset-password',
      { token, newPassword: 'roubada-123' },
      { cookie, ...evil },
    );
    expect(reset.statusCode).toBe(403);
    expect((await api.get('/api/auth/me', { cookie })).statusCode).toBe(200);
    expect((await api.post('/api/auth/login', { email: victim, password })).statusCode).toBe(200);

    // The site's own origin passes.
    const own = await api.post(
      '/api/auth/reset-password',
      { token, newPassword: 'nova-senha-1' },
      { origin: PUBLIC_URL },
    );
    expect(own.statusCode).toBe(200);
  });

  it.skipIf(!available)(
    'gives a new session id at every sign-in and ends the one sent along',
    async () => {
      const { email, password } = await createAccount(db);
      const first = await signIn(api, email, password);
      const res = await api.post('/api/auth/login', { email, password }, { cookie: first });
      const second = sessionCookieOf(res)!.value;
      expect(second).not.toBe(first);
      expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await api.get('/api/auth/me', { cookie: first })).statusCode).toBe(401);
      expect((await api.get('/api/auth/me', { cookie: second })).statusCode).toBe(200);
    },
  );

  it.skipIf(!available)(
    "only ever answers a session cookie with that session's own user",
    async () => {
      const a = await createAccount(db, { name: 'Alice Aluna' });
      const b = await createAccount(db, { name: 'Bruno Professor', role: 'TEACHER' });
      const cookieA = await signIn(api, a.email, a.password);
      const cookieB = await signIn(api, b.email, b.password);
      expect((await api.get('/api/auth/me', { cookie: cookieA })).json()).toMatchObject({
        id: a.user.id,
        role: 'STUDENT',
      });
      expect((await api.get('/api/auth/me', { cookie: cookieB })).json()).toMatchObject({
        id: b.user.id,
        role: 'TEACHER',
      });
      const tampered = `${cookieA.slice(0, -2)}${cookieA.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await api.get('/api/auth/me', { cookie: tampered })).statusCode).toBe(401);
      expect((await api.get('/api/auth/me', { cookie: 'x'.repeat(500) })).statusCode).toBe(401);
      await api.post('/api/auth/logout', undefined, { cookie: cookieA });
      expect((await api.get('/api/auth/me', { cookie: cookieA })).statusCode).toBe(401);
      expect((await api.get('/api/auth/me', { cookie: cookieB })).json()).toMatchObject({
        id: b.user.id,
      });
    },
  );

  it.skipIf(!available)('ends sessions when they expire (30 days)', async () => {
    const { email, password } = await createAccount(db);
    const cookie = await signIn(api, email, password);
    clock.advance(30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await api.get('/api/auth/me', { cookie })).statusCode).toBe(200);
    clock.advance(1000);
    expect((await api.get('/api/auth/me', { cookie })).statusCode).toBe(401);
  });
});
