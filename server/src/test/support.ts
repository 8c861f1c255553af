import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import { DEFAULT_REDIS_PREFIX } from '../redis-keys';
import {
  createPostgresDatabase,
  deleteRedisKeys,
  testRedisUrl,
  uniqueBullPrefix,
} from './databases';

export * from './databases';
export * from './processes';

/** A config for tests: in-memory PGlite, silent logs, no client build, no Redis. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3000' });
  return { ...base, persistEmbedded: false, demoSeed: false, clientDist: undefined, ...overrides };
}

export type TestApp = { app: FastifyInstance; config: Config; close(): Promise<void> };

/**
 * Builds the real app for one suite against the named back end: PGlite in memory, or a
 * fresh PostgreSQL database (dropped on close). Pass `redis: true` to use TEST_REDIS_URL:
 * jobs then go to BullMQ under a prefix of the app's own (`config.redisPrefix`, for the
 * worker a test starts), whose keys are deleted on close.
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
    redisPrefix: redisUrl ? uniqueBullPrefix() : DEFAULT_REDIS_PREFIX,
    ...options.config,
  });
  const cleanRedis = async () => {
    if (config.redisUrl && config.redisPrefix !== DEFAULT_REDIS_PREFIX)
      await deleteRedisKeys(config.redisPrefix);
  };
  try {
    const app = await buildApp(config, { clock: options.clock });
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
