import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { describeBackends, testRedisUrl, useTestApp } from '../test/support';
import { randomIp, uniqueEmail, useAppsSharingRedis } from './auth.test-support';
import { cheapPasswordHash } from './password.test-support';

// Exam day: a whole school signs in through one address, and a rival
// elsewhere must not be able to lock anybody out. These run with the default limits.

const PASSWORD = 'senha-do-dia-1';

/**
 * Accounts straight in the database with one cheap argon2 hash (the hash carries its own
 * cost, so checking it stays cheap): hundreds of sign-ins then take seconds, not minutes.
 */
async function createAccounts(db: Db, count: number): Promise<string[]> {
  const passwordHash = await cheapPasswordHash(PASSWORD);
  const tag = crypto.randomBytes(4).toString('hex');
  const emails = Array.from({ length: count }, (_, i) => `aluno${i}.${tag}@example.com`);
  const now = new Date();
  await db
    .insertInto('users')
    .values(
      emails.map((email) => ({
        name: 'Aluno',
        email,
        password_hash: passwordHash,
        role: 'STUDENT' as const,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return emails;
}

/** A sign-in through a proxy (TRUST_PROXY): the client's address is in X-Forwarded-For. */
function login(app: FastifyInstance, clientIp: string, email: string, password: string) {
  return app
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': clientIp },
      payload: { email, password },
    })
    .then((res) => res.statusCode);
}

/** Runs `tasks` with at most `width` in flight, in order. */
async function inWaves<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += width)
    results.push(...(await Promise.all(tasks.slice(i, i + width).map((task) => task()))));
  return results;
}

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>(
    (acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }),
    {},
  );

describeBackends('sign-in limits on exam day', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, { clock, config: { trustProxy: true } });

  it('lets 300 candidates behind one address in within a minute, 30 of them mistyping first', async () => {
    const school = randomIp();
    const emails = await createAccounts(t.db, 300);
    const attempts = emails.flatMap((email, i) => {
      const right = async () => {
        clock.advance(200); // 300 arrivals spread over a minute
        return login(t.app, school, email, PASSWORD);
      };
      return i % 10 === 0 ? [() => login(t.app, school, email, 'senha-errada'), right] : [right];
    });
    const codes = await inWaves(attempts, 25);
    expect(tally(codes)).toEqual({ 200: 300, 401: 30 });
  });

  it('locks an account out only from the address that failed, not from elsewhere', async () => {
    const [email] = await createAccounts(t.db, 1);
    const rival = randomIp();
    const wrong = [];
    for (let i = 0; i < 10; i++) wrong.push(await login(t.app, rival, email!, `chute-${i}`));
    expect(wrong).toEqual(Array(10).fill(401));
    expect(await login(t.app, rival, email!, PASSWORD)).toBe(429);
    expect(await login(t.app, randomIp(), email!, PASSWORD)).toBe(200);
  });

  it('throttles 1,000 failed sign-ins over many accounts from one address', async () => {
    const emails = await createAccounts(t.db, 250);
    const attacker = randomIp();
    const attempts = Array.from(
      { length: 1000 },
      (_, i) => () => login(t.app, attacker, emails[i % emails.length]!, `chute-${i}`),
    );
    const codes = await inWaves(attempts, 50);
    // The default per-address limit, exactly, even with 50 guesses in flight at a time.
    expect(tally(codes)).toEqual({ 401: t.config.rateLimits.loginFailuresPerIp, 429: 800 });
    // The school's other address is untouched.
    expect(await login(t.app, randomIp(), emails[0]!, PASSWORD)).toBe(200);
  });

  it('counts concurrent guesses at one account exactly', async () => {
    const [email] = await createAccounts(t.db, 1);
    const attacker = randomIp();
    const codes = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t.app, attacker, email!, `chute-${i}`)),
    );
    expect(tally(codes)).toEqual({ 401: 10, 429: 90 });
  });
});

/** Two API instances on one Redis: an address's failures add up whichever instance counts. */
describe.skipIf(!testRedisUrl)('sign-in limits across API instances sharing Redis', () => {
  const apps = useAppsSharingRedis({ trustProxy: true });

  it('locks the failing address out on both instances, never the right one elsewhere', async () => {
    // Each embedded instance has its own database: the same account in both.
    const email = uniqueEmail('rival');
    for (const t of apps) {
      const passwordHash = await cheapPasswordHash(PASSWORD);
      await t.app.runtime.db
        .insertInto('users')
        .values({
          name: 'Alvo',
          email,
          password_hash: passwordHash,
          role: 'STUDENT',
          email_verified_at: new Date(),
          updated_at: new Date(),
        })
        .execute();
    }
    const [a, b] = apps.map((t) => t.app);
    const rival = randomIp();
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push(await login(i % 2 ? a! : b!, rival, email, `x-${i}`));
    expect(codes).toEqual(Array(10).fill(401));
    expect(await login(a!, rival, email, PASSWORD)).toBe(429);
    expect(await login(b!, rival, email, PASSWORD)).toBe(429);
    expect(await login(a!, randomIp(), email, PASSWORD)).toBe(200);
    expect(await login(b!, randomIp(), email, PASSWORD)).toBe(200);
  });
});
