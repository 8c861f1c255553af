import { expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { describeBackends, useTestApp } from '../test/support';
import {
  apiClient,
  createAccount,
  randomIp,
  uniqueEmail,
  tightRateLimits,
} from './auth.test-support';

describeBackends('rate limits under tight settings', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, {
    clock,
    config: {
      rateLimits: tightRateLimits,
    },
  });
  // A fresh client address per call: this suite runs with tight limits.
  const api = () => apiClient(t.app, { ip: randomIp() });

  it('limits failed sign-ins per account from one address, resets on success, reopens later', async () => {
    const { email, password } = await createAccount(t.db);
    const ip = randomIp();
    const fail = () =>
      apiClient(t.app, { ip }).post('/api/auth/login', { email, password: 'senha-errada-1' });
    const right = (from = ip) =>
      apiClient(t.app, { ip: from }).post('/api/auth/login', { email, password });
    for (let i = 0; i < 2; i++) expect((await fail()).statusCode).toBe(401);
    expect((await right()).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await fail()).statusCode).toBe(401);
    const limited = await fail();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: AUTH_MESSAGES.rateLimited,
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Even the right password waits there: that is what stops guessing…
    expect((await right()).statusCode).toBe(429);
    // …but only there: the owner elsewhere is not locked out by someone else's guesses.
    expect((await right(randomIp())).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await right()).statusCode).toBe(200);
  });

  it('limits attempts per client address on every anonymous auth route', async () => {
    const ip = randomIp();
    const client = apiClient(t.app, { ip });
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/api/auth/login', { email: uniqueEmail(), password: 'x-senha-1' }))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await client.post('/api/auth/login', { email: uniqueEmail(), password: 'x-senha-1' }))
        .statusCode,
    ).toBe(429);

    // Successful sign-ins give the address its attempt back (a school behind one NAT).
    const { email, password } = await createAccount(t.db);
    const school = apiClient(t.app, { ip: randomIp() });
    for (let i = 0; i < 8; i++)
      expect((await school.post('/api/auth/login', { email, password })).statusCode).toBe(200);

    const routes: Array<[string, () => object]> = [
      [
        '/api/auth/register',
        () => ({ name: 'Ana', email: uniqueEmail(), password: 'senha-forte-1' }),
      ],
      ['/api/auth/forgot-password', () => ({ email: uniqueEmail() })],
      ['/api/auth/resend-verification', () => ({ email: uniqueEmail() })],
    ];
    for (const [url, body] of routes) {
      const same = apiClient(t.app, { ip: randomIp() });
      for (let i = 0; i < 5; i++)
        expect((await same.post(url, body())).statusCode, url).toBeLessThan(300);
      const res = await same.post(url, body());
      expect(res.statusCode, url).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    }
  });

  it('limits requests per account on register and forgot-password', async () => {
    const email = uniqueEmail('insistente');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await api().post('/api/auth/register', { name: 'Ana', email, password: 'senha-forte-1' }))
          .statusCode,
      );
    }
    // A taken e-mail answers like a new one (201): only the limit tells the calls apart.
    expect(codes).toEqual([201, 201, 201, 429]);
    const forgot: number[] = [];
    for (let i = 0; i < 4; i++)
      forgot.push((await api().post('/api/auth/forgot-password', { email })).statusCode);
    expect(forgot).toEqual([200, 200, 200, 429]);
  });
});
