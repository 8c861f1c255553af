import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { testBackends, type TestApp } from '../test/support';
import {
  apiClient,
  buildAuthTestApp,
  countEmails,
  createAccount,
  relaxedRateLimits,
  signIn,
  tokenFrom,
  uniqueEmail,
  waitForEmails,
  type ApiClient,
} from './auth.test-support';

describe.each(testBackends())('password recovery on $name', ({ name, available }) => {
  const clock = createFakeClock();
  let t: TestApp;
  let api: ApiClient;
  let db: Db;
  beforeAll(async () => {
    if (!available) return;
    t = await buildAuthTestApp({ backend: name, clock, config: { rateLimits: relaxedRateLimits } });
    api = apiClient(t.app);
    db = t.app.runtime.db;
  });
  afterAll(async () => t?.close());

  async function requestReset(email: string, expectedEmails = 1): Promise<string> {
    const res = await api.post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    const mails = await waitForEmails(db, email, expectedEmails);
    return tokenFrom(mails[expectedEmails - 1]!);
  }

  it.skipIf(!available)(
    'answers the same, no faster than 300 ms, whether or not the account exists',
    async () => {
      const { email } = await createAccount(db, { name: 'Rita Recupera' });
      const unknown = uniqueEmail('ninguem');
      const timed = async (target: string) => {
        const started = performance.now();
        const res = await api.post('/api/auth/forgot-password', { email: target });
        return { res, ms: performance.now() - started };
      };
      const known = await timed(email);
      const missing = await timed(unknown);
      for (const { res, ms } of [known, missing]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: AUTH_MESSAGES.forgotAnswer });
        expect(ms).toBeGreaterThanOrEqual(295);
      }
      expect(Math.abs(known.ms - missing.ms)).toBeLessThan(200);
      const [mail] = await waitForEmails(db, email);
      expect(mail!.text_body).toContain(`${t.config.publicUrl}/#/reset-password?token=`);
      expect(mail!.html_body).toContain('Rita');
      expect(await countEmails(db, unknown)).toBe(0);
    },
  );

  it.skipIf(!available)(
    'resets the password once, ends every session and spends the link',
    async () => {
      const { email, password, user } = await createAccount(db);
      const laptop = await signIn(api, email, password);
      const phone = await signIn(api, email, password);
      const token = await requestReset(email);

      const res = await api.post('/api/auth/reset-password', {
        token,
        newPassword: 'NovaSenha@2026',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetDone });
      for (const cookie of [laptop, phone]) {
        expect((await api.get('/api/auth/me', { cookie })).statusCode).toBe(401);
      }
      const sessions = await db
        .selectFrom('sessions')
        .select('id_hash')
        .where('user_id', '=', user.id)
        .execute();
      expect(sessions).toHaveLength(0);

      expect((await api.post('/api/auth/login', { email, password })).statusCode).toBe(401);
      expect(
        (await api.post('/api/auth/login', { email, password: 'NovaSenha@2026' })).statusCode,
      ).toBe(200);

      const reused = await api.post('/api/auth/reset-password', {
        token,
        newPassword: 'Outra@Senha1',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({
        statusCode: 400,
        code: 'INVALID_TOKEN',
        message: AUTH_MESSAGES.resetTokenInvalid,
      });
      expect(
        (await api.post('/api/auth/login', { email, password: 'NovaSenha@2026' })).statusCode,
      ).toBe(200);
    },
  );

  it.skipIf(!available)('lets only the newest reset link work', async () => {
    const { email } = await createAccount(db);
    const older = await requestReset(email, 1);
    const newer = await requestReset(email, 2);
    expect(
      (await api.post('/api/auth/reset-password', { token: older, newPassword: 'senha-velha-1' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api.post('/api/auth/reset-password', { token: newer, newPassword: 'senha-nova-1' }))
        .statusCode,
    ).toBe(200);
  });

  it.skipIf(!available)('expires reset links after 1 h', async () => {
    const a = await createAccount(db);
    const b = await createAccount(db);
    const inTime = await requestReset(a.email);
    const tooLate = await requestReset(b.email);
    clock.advance(60 * 60 * 1000 - 1000);
    expect(
      (await api.post('/api/auth/reset-password', { token: inTime, newPassword: 'senha-nova-1' }))
        .statusCode,
    ).toBe(200);
    clock.advance(1000);
    const expired = await api.post('/api/auth/reset-password', {
      token: tooLate,
      newPassword: 'senha-nova-1',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_TOKEN');
    expect(
      (await api.post('/api/auth/login', { email: b.email, password: b.password })).statusCode,
    ).toBe(200);
  });

  it.skipIf(!available)('verifies the e-mail of an account reset through its link', async () => {
    const email = uniqueEmail('sem-verificar');
    await api.post('/api/auth/register', { name: 'Vera Tardia', email, password: 'senha-forte-1' });
    await waitForEmails(db, email, 1);
    const token = await requestReset(email, 2);
    expect(
      (await api.post('/api/auth/reset-password', { token, newPassword: 'senha-nova-1' }))
        .statusCode,
    ).toBe(200);
    const login = await api.post('/api/auth/login', { email, password: 'senha-nova-1' });
    expect(login.statusCode).toBe(200);
  });

  it.skipIf(!available)(
    'does not take a verification link as a reset link, nor the reverse',
    async () => {
      const email = uniqueEmail('cruzado');
      await api.post('/api/auth/register', { name: 'Cruz', email, password: 'senha-forte-1' });
      const [verifyMail] = await waitForEmails(db, email, 1);
      const verifyToken = tokenFrom(verifyMail!);
      expect(
        (
          await api.post('/api/auth/reset-password', {
            token: verifyToken,
            newPassword: 'senha-nova-1',
          })
        ).statusCode,
      ).toBe(400);
      const resetToken = await requestReset(email, 2);
      expect((await api.get(`/api/auth/verify-email?token=${resetToken}`)).statusCode).toBe(400);
      expect((await api.get(`/api/auth/verify-email?token=${verifyToken}`)).statusCode).toBe(200);
    },
  );
});
