import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { createLogger } from '../runtime';
import { describeBackends, useTestApp } from '../test/support';
import {
  apiClient,
  randomIp,
  sessionCookieOf,
  tokenFrom,
  uniqueEmail,
  waitForEmails,
  tightRateLimits,
} from './auth.test-support';

/** The real production logger (same redaction), writing into memory. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ logLevel: 'info', env: 'test' });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  // pino fixes its destination at creation; swapping it keeps every other option real.
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = sink;
  return { logger, lines };
}

const NASTY = `Robert'); DROP TABLE users; -- <script>alert("x")</script>`;

describeBackends('hostile input and logs', (backend) => {
  const clock = createFakeClock();
  const captured = capturedLogger();
  const t = useTestApp(backend, {
    clock,
    logger: captured.logger,
    config: {
      rateLimits: tightRateLimits,
    },
  });
  // A fresh client address per call: this suite runs with tight limits.
  const api = () => apiClient(t.app, { ip: randomIp() });

  const userCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores hostile text verbatim or refuses it with a 4xx, never a 500', async () => {
    const before = await userCount();
    const email = uniqueEmail('bobby');
    const reg = await api().post('/api/auth/register', { name: NASTY, email, password: NASTY });
    expect(reg.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(NASTY);
    const quoted = `o'brien.${Date.now()}@example.com`;
    expect(
      (
        await api().post('/api/auth/register', {
          name: 'Ana',
          email: quoted,
          password: 'senha-forte-1',
        })
      ).statusCode,
    ).toBe(201);
    expect(await userCount()).toBe(before + 2);
    // The name reaches the e-mail escaped.
    const [mail] = await waitForEmails(t.db, email);
    expect(mail!.html_body).not.toContain('<script>');

    const attempts: Array<[string, string, unknown]> = [
      [
        'POST',
        '/api/auth/register',
        { name: 'Ana', email: `${NASTY}@example.com`, password: 'senha-forte-1' },
      ],
      [
        'POST',
        '/api/auth/register',
        { name: ['Ana'], email: uniqueEmail(), password: 'senha-forte-1' },
      ],
      [
        'POST',
        '/api/auth/register',
        { name: 'Ana', email: { $ne: null }, password: 'senha-forte-1' },
      ],
      ['POST', '/api/auth/login', { email: "' OR '1'='1", password: "' OR '1'='1" }],
      ['POST', '/api/auth/login', { email: `${email}' --`, password: NASTY }],
      ['POST', '/api/auth/login', { email: null, password: 12345678 }],
      ['POST', '/api/auth/forgot-password', { email: NASTY }],
      ['POST', '/api/auth/resend-verification', { email: `${email}'; --` }],
      ['POST', '/api/auth/reset-password', { token: "' OR 1=1 --", newPassword: NASTY }],
      ['POST', '/api/auth/reset-password', { token: NASTY, newPassword: 'senha-forte-1' }],
      [
        'GET',
        `/api/auth/verify-email?token=${encodeURIComponent("' OR used_at IS NULL --")}`,
        undefined,
      ],
      ['GET', `/api/auth/verify-email?token=${encodeURIComponent(NASTY)}`, undefined],
    ];
    for (const [method, url, body] of attempts) {
      const client = api();
      const res = method === 'GET' ? await client.get(url) : await client.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message', 'statusCode']);
    }
    const me = await api().get('/api/auth/me', { cookie: "' OR 1=1 --" });
    expect(me.statusCode).toBe(401);

    expect(await userCount()).toBe(before + 2);
    const still = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual(row);
  });

  it('answers a 1 MB body with a JSON 413', async () => {
    const res = await api().post('/api/auth/register', {
      name: 'a'.repeat(1024 * 1024),
      email: uniqueEmail(),
      password: 'senha-forte-1',
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('never writes passwords, tokens or session cookies to the log', async () => {
    const email = uniqueEmail('sigilo');
    const password = 'Senha-Secreta-Original-1';
    const newPassword = 'Senha-Secreta-Nova-2';
    const client = api();
    await client.post('/api/auth/register', { name: 'Sigilo', email, password });
    const verifyToken = tokenFrom((await waitForEmails(t.db, email))[0]!);
    expect((await client.get(`/api/auth/verify-email?token=${verifyToken}`)).statusCode).toBe(200);
    const login = await client.post('/api/auth/login', { email, password });
    const cookie = sessionCookieOf(login)!.value;
    await client.get('/api/auth/me', { cookie });
    await client.post('/api/auth/forgot-password', { email });
    const resetToken = tokenFrom((await waitForEmails(t.db, email, 2))[1]!);
    await client.post('/api/auth/reset-password', { token: resetToken, newPassword }, { cookie });
    await client.post('/api/auth/login', { email, password: 'errada-de-proposito' });

    // The log mailer prints whole e-mails, links included, on purpose (no SMTP in
    // development); every other line must be free of secrets.
    const lines = captured.lines.filter((line) => !('subject' in JSON.parse(line)));
    expect(lines.some((line) => line.includes('/api/auth/verify-email?token=[redacted]'))).toBe(
      true,
    );
    for (const secret of [
      password,
      newPassword,
      verifyToken,
      resetToken,
      cookie,
      'errada-de-proposito',
    ]) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
