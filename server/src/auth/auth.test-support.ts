import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '@gabaritei/shared';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { apiClient, type ApiClient } from '../test/api-client';
import { buildTestApp, relaxedRateLimits, testRedisUrl, type TestApp } from '../test/support';
import { hashPassword } from './password';
import { cheapPasswordHash } from './password.test-support';
import { insertUser } from './users.repository';

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}.${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** A random client address, so per-IP counters of one test do not touch another's. */
export function randomIp(): string {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

export { apiClient, relaxedRateLimits, type ApiClient };

/** Limits low enough for a suite to reach them in a few requests. */
export const tightRateLimits = {
  authPerIp: 5,
  authPerAccount: 3,
  loginFailuresPerIp: 5,
  windowMs: 60_000,
};

/**
 * Two API instances on TEST_REDIS_URL (each with its own embedded database), built in
 * `beforeAll` and closed after: for limits that must hold for the pair, not for each.
 */
export function useAppsSharingRedis(config: Partial<Config> = {}): TestApp[] {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(
        await buildTestApp({
          backend: 'pglite',
          config: { redisUrl: testRedisUrl, runJobsInProcess: true, ...config },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  return apps;
}

export function sessionCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'gabaritei_sid');
}

export type OutboxEmail = { subject: string; text_body: string; html_body: string };

/** Waits until `count` e-mails to `to` are in the outbox (jobs run in-process). */
export async function waitForEmails(db: Db, to: string, count = 1, timeoutMs = 5_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .selectFrom('outbox_emails')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', to)
      .orderBy('created_at', 'asc')
      .execute();
    if (rows.length >= count) return rows;
    if (performance.now() > deadline)
      throw new Error(`expected ${count} e-mail(s) to ${to}, got ${rows.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function countEmails(db: Db, to: string): Promise<number> {
  const row = await db
    .selectFrom('outbox_emails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The token of the (single) link of an e-mail. */
export function tokenFrom(email: OutboxEmail): string {
  const match = email.text_body.match(/[?&]token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no token in e-mail: ${email.text_body}`);
  return match[1];
}

/**
 * A ready-made account straight in the database (for tests not about registration). Its
 * password hash is argon2id at a cheap test cost (password.test-support.ts), unless
 * `productionHash` asks for the real cost: tests that time a password check need it.
 */
export async function createAccount(
  db: Db,
  values: {
    email?: string;
    name?: string;
    password?: string;
    role?: Role;
    verified?: boolean;
    productionHash?: boolean;
  } = {},
) {
  const email = values.email ?? uniqueEmail();
  const password = values.password ?? 'senha-segura-123';
  const user = await insertUser(db, {
    name: values.name ?? 'Pessoa de Teste',
    email,
    passwordHash: values.productionHash
      ? await hashPassword(password)
      : await cheapPasswordHash(password),
    role: values.role ?? 'STUDENT',
    emailVerifiedAt: values.verified === false ? null : new Date(),
    now: new Date(),
  });
  if (!user) throw new Error(`account ${email} already exists`);
  return { user, email, password };
}

/** Signs in and answers the session cookie's value. */
export async function signIn(api: ApiClient, email: string, password: string): Promise<string> {
  const res = await api.post('/api/auth/login', { email, password });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookie)
    throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookie.value;
}
