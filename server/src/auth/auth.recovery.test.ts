import { expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  countEmails,
  createAccount,
  signIn,
  tokenFrom,
  uniqueEmail,
  waitForEmails,
} from './auth.test-support';

describeBackends('password recovery', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  async function requestReset(email: string, expectedEmails = 1): Promise<string> {
    const res = await t.api.post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    const mails = await waitForEmails(t.db, email, expectedEmails);
    return tokenFrom(mails[expectedEmails - 1]!);
  }

  it('answers the same, no faster than 300 ms, whether or not the account exists', async () => {
    const { email } = await createAccount(t.db, { name: 'Rita Recupera' });
    const unknown = uniqueEmail('ninguem');
    const timed = async (target: string) => {
      const started = performance.now();
      const res = await t.api.post('/api/auth/forgot-password', { email: target });
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
    const [mail] = await waitForEmails(t.db, email);
    expect(mail!.text_body).toContain(`${t.config.publicUrl}/#/reset-password?token=`);
    expect(mail!.html_body).toContain('Rita');
    expect(await countEmails(t.db, unknown)).toBe(0);
  });

  it('resets the password once, ends every session and spends the link', async () => {
    const { email, password, user } = await createAccount(t.db);
    const laptop = await signIn(t.api, email, password);
    const phone = await signIn(t.api, email, password);
    const token = await requestReset(email);

    const res = await t.api.post('/api/auth/reset-password', {
      token,
      newPassword: 'NovaSenha@2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetDone });
    for (const cookie of [laptop, phone]) {
      expect((await t.api.get('/api/auth/me', { cookie })).statusCode).toBe(401);
    }
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(0);

    expect((await t.api.post('/api/auth/login', { email, password })).statusCode).toBe(401);
    expect(
      (await t.api.post('/api/auth/login', { email, password: 'NovaSenha@2026' })).statusCode,
    ).toBe(200);

    const reused = await t.api.post('/api/auth/reset-password', {
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
      (await t.api.post('/api/auth/login', { email, password: 'NovaSenha@2026' })).statusCode,
    ).toBe(200);
  });

  it('lets only the newest reset link work', async () => {
    const { email } = await createAccount(t.db);
    const older = await requestReset(email, 1);
    const newer = await requestReset(email, 2);
    expect(
      (await t.api.post('/api/auth/reset-password', { token: older, newPassword: 'senha-velha-1' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.api.post('/api/auth/reset-password', { token: newer, newPassword: 'senha-nova-1' }))
        .statusCode,
    ).toBe(200);
  });

  it('expires reset links after 1 h', async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const inTime = await requestReset(a.email);
    const tooLate = await requestReset(b.email);
    clock.advance(60 * 60 * 1000 - 1000);
    expect(
      (await t.api.post('/api/auth/reset-password', { token: inTime, newPassword: 'senha-nova-1' }))
        .statusCode,
    ).toBe(200);
    clock.advance(1000);
    const expired = await t.api.post('/api/auth/reset-password', {
      token: tooLate,
      newPassword: 'senha-nova-1',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_TOKEN');
    expect(
      (await t.api.post('/api/auth/login', { email: b.email, password: b.password })).statusCode,
    ).toBe(200);
  });

  it('verifies the e-mail of an account reset through its link', async () => {
    const email = uniqueEmail('sem-verificar');
    await t.api.post('/api/auth/register', {
      name: 'Vera Tardia',
      email,
      password: 'senha-forte-1',
    });
    await waitForEmails(t.db, email, 1);
    const token = await requestReset(email, 2);
    expect(
      (await t.api.post('/api/auth/reset-password', { token, newPassword: 'senha-nova-1' }))
        .statusCode,
    ).toBe(200);
    const login = await t.api.post('/api/auth/login', { email, password: 'senha-nova-1' });
    expect(login.statusCode).toBe(200);
  });

  it('does not take a verification link as a reset link, nor the reverse', async () => {
    const email = uniqueEmail('cruzado');
    await t.api.post('/api/auth/register', { name: 'Cruz', email, password: 'senha-forte-1' });
    const [verifyMail] = await waitForEmails(t.db, email, 1);
    const verifyToken = tokenFrom(verifyMail!);
    expect(
      (
        await t.api.post('/api/auth/reset-password', {
          token: verifyToken,
          newPassword: 'senha-nova-1',
        })
      ).statusCode,
    ).toBe(400);
    const resetToken = await requestReset(email, 2);
    expect((await t.api.get(`/api/auth/verify-email?token=${resetToken}`)).statusCode).toBe(400);
    expect((await t.api.get(`/api/auth/verify-email?token=${verifyToken}`)).statusCode).toBe(200);
  });
});
