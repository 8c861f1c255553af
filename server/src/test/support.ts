import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { buildApp } from '../app';
import { createFakeClock, type Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { DEFAULT_REDIS_PREFIX } from '../redis-keys';
import { createRuntime, type Runtime } from '../runtime';
import { apiClient, type ApiClient } from './api-client';
import {
  createPostgresDatabase,
  deleteRedisKeys,
  redisAvailable,
  testBackends,
  testDatabaseUrl,
  testRedisUrl,
  uniqueBullPrefix,
} from './databases';

declare module 'vitest' {
  /** What the run's global set-up hands the test files (test/global-setup.ts). */
  export interface ProvidedContext {
    pgliteTemplate?: string;
    postgresTemplate?: string;
  }
}

export * from './api-client';
export * from './databases';
export * from './processes';

/**
 * A config for tests: in-memory PGlite started from the run's migrated template (when the
 * run's global set-up made one: test/templates.ts), silent logs, no client build, no Redis.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3000' });
  return {
    ...base,
    persistEmbedded: false,
    embeddedTemplate: inject('pgliteTemplate'),
    demoSeed: false,
    clientDist: undefined,
    ...overrides,
  };
}

/** Generous limits for suites that are not about rate limiting. */
export const relaxedRateLimits = {
  authPerIp: 10_000,
  authPerAccount: 10_000,
  loginFailuresPerIp: 10_000,
  windowMs: 15 * 60_000,
};

export type TestAppOptions = {
  backend?: BackendName;
  clock?: Clock;
  redis?: boolean;
  config?: Partial<Config>;
  logger?: Logger;
  routes?: (app: FastifyInstance) => void;
};

export type TestApp = { app: FastifyInstance; config: Config; close(): Promise<void> };

/**
 * Builds the real app for one suite against the named back end: PGlite in memory, or a
 * fresh PostgreSQL database (dropped on close). Pass `redis: true` to use TEST_REDIS_URL:
 * jobs then go to BullMQ under a prefix of the app's own (`config.redisPrefix`, for the
 * worker a test starts), whose keys are deleted on close. `routes` registers extra routes
 * (probes, a service with a fake provider) before the app is ready; `logger` replaces the
 * app's own, for suites that read what was logged.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const pgDatabase =
    options.backend === 'postgres'
      ? await createPostgresDatabase({ template: inject('postgresTemplate') })
      : null;
  const redisUrl = options.redis ? testRedisUrl : undefined;
  const config = testConfig({
    databaseUrl: pgDatabase?.url,
    redisUrl,
    runJobsInProcess: !redisUrl,
    redisPrefix: redisUrl ? uniqueBullPrefix() : DEFAULT_REDIS_PREFIX,
    ...options.config,
  });
  const cleanRedis = async () => {
    if (config.redisUrl && config.redisPrefix !== DEFAULT_REDIS_PREFIX)
      await deleteRedisKeys(config.redisPrefix);
  };
  try {
    const app = await buildApp(config, { clock: options.clock, logger: options.logger });
    options.routes?.(app);
    await app.ready();
    return {
      app,
      config,
      close: async () => {
        await app.close();
        await pgDatabase?.drop();
        await cleanRedis();
      },
    };
  } catch (error) {
    await pgDatabase?.drop();
    await cleanRedis();
    throw error;
  }
}

export type BackendName = 'pglite' | 'postgres';

/**
 * One suite per database back end, titled `<title> on pglite` and `<title> on postgres`
 * (scripts/test.mjs counts tests by those names). Without TEST_DATABASE_URL the PostgreSQL
 * suite is still declared, as a skip, so the report shows what did not run.
 */
export function describeBackends(title: string, body: (backend: BackendName) => void): void {
  for (const { name, available } of testBackends())
    describe.skipIf(!available)(`${title} on ${name}`, () => body(name));
}

/** The app of one suite, with what most tests reach for; filled in by `beforeAll`. */
export type TestContext = TestApp & { api: ApiClient; db: Db };

/**
 * Builds the real app once for the enclosing suite and closes it after (dropping its
 * PostgreSQL database and Redis keys). The fields of the returned object are set in
 * `beforeAll`, so read them inside hooks and tests, not while the suite is declared —
 * except `api`, which finds the app at each call and may be handed to helpers at once.
 */
export function useTestApp(
  backend: BackendName,
  options: Omit<TestAppOptions, 'backend' | 'config'> & {
    /** A function when the config depends on an earlier hook (a capture server's URL). */
    config?: Partial<Config> | (() => Partial<Config>);
  } = {},
): TestContext {
  const context = { api: apiClient(() => context.app) } as TestContext;
  beforeAll(async () => {
    const config = typeof options.config === 'function' ? options.config() : options.config;
    const t = await buildTestApp({ ...options, backend, config });
    Object.assign(context, t, { db: t.app.runtime.db });
  });
  afterAll(async () => context.close?.());
  return context;
}

/**
 * The common suite of a timed area: the app on a fake clock at `start`, relaxed rate limits,
 * and the clock set back to `start` before each test, so no test inherits another's time.
 */
export function useClockedTestApp(backend: BackendName, start: Date) {
  const clock = createFakeClock(start);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  beforeEach(() => clock.set(start));
  return { clock, t };
}

/** The scaled mode needs both PostgreSQL and Redis; without either its suites skip. */
export function scaledModeAvailable(): boolean {
  return redisAvailable() && Boolean(testDatabaseUrl);
}

export type ScaledContext = TestContext & { worker: Runtime; second: FastifyInstance };

/**
 * The scaled mode for the enclosing suite, when it is available: the app on PostgreSQL and
 * Redis, and a worker runtime on the same config (as worker.ts starts it); all closed
 * after. With `second`, a second API instance on that config (and these changes to it)
 * listens on a port of its own. The fields are set in `beforeAll`, as useTestApp's.
 */
export function useScaledApp(
  options: { clock?: Clock; config?: Partial<Config>; second?: Partial<Config> } = {},
): ScaledContext {
  const context = { api: apiClient(() => context.app) } as ScaledContext;
  const silent = pino({ level: 'silent' });
  beforeAll(async () => {
    if (!scaledModeAvailable()) return;
    const { second, ...first } = options;
    const t = await buildTestApp({ ...first, backend: 'postgres', redis: true });
    Object.assign(context, t, { db: t.app.runtime.db });
    if (second) context.second = await buildApp({ ...t.config, ...second }, { logger: silent });
    context.worker = await createRuntime(t.config, {
      role: 'worker',
      logger: silent,
      clock: options.clock,
    });
    await context.second?.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await context.worker?.close();
    await context.second?.close();
    await context.close?.();
  });
  return context;
}
