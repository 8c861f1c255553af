import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import { createPostgresDatabase, testRedisUrl } from './databases';

export * from './databases';

/** A config for tests: in-memory PGlite, silent logs, no client build, no Redis. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3000' });
  return { ...base, persistEmbedded: false, demoSeed: false, clientDist: undefined, ...overrides };
}

export type TestApp = { app: FastifyInstance; config: Config; close(): Promise<void> };

/**
 * Builds the real app for one suite against the named back end: PGlite in memory, or a
 * fresh PostgreSQL database (dropped on close). Pass `redis: true` to use TEST_REDIS_URL.
 */
export async function buildTestApp(
  options: {
    backend?: 'pglite' | 'postgres';
    clock?: Clock;
    redis?: boolean;
    config?: Partial<Config>;
  } = {},
): Promise<TestApp> {
  const pgDatabase = options.backend === 'postgres' ? await createPostgresDatabase() : null;
  const redisUrl = options.redis ? testRedisUrl : undefined;
  const config = testConfig({
    databaseUrl: pgDatabase?.url,
    redisUrl,
    runJobsInProcess: !redisUrl,
    ...options.config,
  });
  try {
    const app = await buildApp(config, { clock: options.clock });
    await app.ready();
    return {
      app,
      config,
      close: async () => {
        await app.close();
        await pgDatabase?.drop();
      },
    };
  } catch (error) {
    await pgDatabase?.drop();
    throw error;
  }
}
