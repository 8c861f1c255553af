import { expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  countEmails,
  createAccount,
  tokenFrom,
  uniqueEmail,
  waitForEmails,
} from './auth.test-support';

describeBackends('accounts: verification and sign-in', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('resends verification only to unverified accounts and retires the old link', async () => {
    const email = uniqueEmail('pendente');
    await t.api.post('/api/auth/register', {
      name: 'Nico Pendente',
      email,
      password: 'senha-forte-2',
    });
    const [first] = await waitForEmails(t.db, email);
    expect(
      (await t.api.post('/api/auth/login', { email, password: 'senha-forte-2' })).statusCode,
    ).toBe(403);

    const resend = await t.api.post('/api/auth/resend-verification', {
      email: email.toUpperCase(),
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: AUTH_MESSAGES.resendAnswer });
    const [, second] = await waitForEmails(t.db, email, 2);
    expect((await t.api.get(`/api/auth/verify-email?token=${tokenFrom(first!)}`)).statusCode).toBe(
      400,
    );
    expect((await t.api.get(`/api/auth/verify-email?token=${tokenFrom(second!)}`)).statusCode).toBe(
      200,
    );
    expect(
      (await t.api.post('/api/auth/login', { email, password: 'senha-forte-2' })).statusCode,
    ).toBe(200);

    // Verified or unknown: the same answer, and no e-mail.
    const unknown = uniqueEmail('ninguem');
    for (const target of [email, unknown]) {
      const res = await t.api.post('/api/auth/resend-verification', { email: target });
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.resendAnswer });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await countEmails(t.db, email)).toBe(2);
    expect(await countEmails(t.db, unknown)).toBe(0);
  });

  it('refuses wrong passwords and unknown e-mails alike, in comparable time', async () => {
    // At the production cost: against a cheaply seeded hash a wrong password would answer
    // in ~1 ms, and the comparison below could no longer fail.
    const { email, user } = await createAccount(t.db, { productionHash: true });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const expected = {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Email ou senha inválidos',
    };
    const unknown = { email: uniqueEmail('fantasma'), password: 'senha-errada-9' };
    const known = { email, password: 'senha-errada-9' };
    const best = { known: Infinity, unknown: Infinity };
    // Interleaved, best of five each: a burst of other work on a shared machine then slows
    // both kinds alike instead of one run of three.
    for (let i = 0; i < 5; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const started = performance.now();
        const res = await t.api.post('/api/auth/login', kind === 'known' ? known : unknown);
        best[kind] = Math.min(best[kind], performance.now() - started);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(expected);
      }
    }
    const wrongPassword = best.known;
    const unknownEmail = best.unknown;
    // Without the dummy hash an unknown e-mail answers in ~1 ms against ~50 ms.
    expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.4);
  });

  it('expires verification links after 24 h', async () => {
    const fresh = uniqueEmail('dentro');
    const late = uniqueEmail('atrasado');
    await t.api.post('/api/auth/register', {
      name: 'Dentro do Prazo',
      email: fresh,
      password: 'senha-forte-1',
    });
    await t.api.post('/api/auth/register', {
      name: 'Fora do Prazo',
      email: late,
      password: 'senha-forte-1',
    });
    const [freshMail] = await waitForEmails(t.db, fresh);
    const [lateMail] = await waitForEmails(t.db, late);
    clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect(
      (await t.api.get(`/api/auth/verify-email?token=${tokenFrom(freshMail!)}`)).statusCode,
    ).toBe(200);
    clock.advance(1000);
    const expired = await t.api.get(`/api/auth/verify-email?token=${tokenFrom(lateMail!)}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_TOKEN');
    expect((await t.api.get('/api/auth/verify-email?token=nao-existe')).json().code).toBe(
      'INVALID_TOKEN',
    );
  });
});
