import { startPurger } from '../housekeeping/purge';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../clock';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../logger';
import { startExpirySweeper } from '../exam/expiry';
import { createMailer } from '../mail/mailer';
import type { Mailer } from '../mail/types';
import { createRedisEmitterPublisher } from '../realtime/redis-emitter';
import { createReportRendererFor } from '../reports/report-renderer';
import type { EventPublisher } from '../realtime/types';
import { createRedisWatchers } from '../ranking/watchers';
import { createBullMqQueue, startBullMqWorker } from './bullmq';
import { createProcessors } from './processors';
import type { Processors } from './types';

/** The worker process cannot run on this config; the message says what to set. */
export class WorkerConfigError extends Error {
  constructor(missing: string[]) {
    super(
      `The worker needs ${missing.join(' and ')}. Workers only exist in the scaled mode ` +
        `(DATABASE_URL=postgres://… and REDIS_URL=redis://…); in the embedded mode the API ` +
        `process runs the jobs itself, so there is nothing to start.`,
    );
    this.name = 'WorkerConfigError';
  }
}

export type WorkerRuntime = {
  config: Config & { databaseUrl: string; redisUrl: string };
  logger: Logger;
  database: DatabaseHandle;
  redis: Redis;
  mailer: Mailer;
  events: EventPublisher;
  processors: Processors;
  /** Stops taking jobs, waits for the running ones, then closes DB, mailer and Redis. */
  close(): Promise<void>;
};

export function assertWorkerConfig(
  config: Config,
): asserts config is Config & { databaseUrl: string; redisUrl: string } {
  const missing = [
    config.redisUrl ? null : 'REDIS_URL',
    config.databaseUrl ? null : 'DATABASE_URL',
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) throw new WorkerConfigError(missing);
}

/**
 * Everything one worker process holds, in the API runtime's order: logger → PostgreSQL
 * (migrated; Kysely's migrator takes a lock, so workers and API instances may start
 * together) → Redis → mailer → Redis-emitter events → the BullMQ worker with the shared
 * processors. workers/src/main.ts only reads the environment and handles signals.
 */
export async function createWorkerRuntime(
  config: Config,
  overrides: { logger?: Logger; clock?: Clock; concurrency?: number } = {},
): Promise<WorkerRuntime> {
  assertWorkerConfig(config);
  const logger = overrides.logger ?? createLogger(config);
  const clock = overrides.clock ?? systemClock;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: null,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
  });
  // Reverse order of opening; the worker goes first because its jobs use the rest.
  const closers: Array<() => Promise<unknown>> = [() => database.close()];
  const closeAll = async () => {
    for (const close of closers) {
      await close().catch((error: unknown) => logger.error({ err: error }, 'error while closing'));
    }
  };
  try {
    await migrateToLatest(database.db);
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
    redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
    closers.unshift(() => redis.quit());
    const mailer = createMailer(config, { db: database.db, logger });
    closers.unshift(() => mailer.close());
    const events = createRedisEmitterPublisher(redis);
    // A producer queue: processors enqueue follow-ups (an expiry's ranking recompute).
    const jobs = createBullMqQueue({
      redisUrl: config.redisUrl,
      prefix: config.bullmqPrefix,
      logger,
    });
    closers.unshift(() => jobs.close());
    const reports = createReportRendererFor(config, { db: database.db, clock, logger });
    closers.unshift(() => reports.close());
    const processors = createProcessors({
      db: database.db,
      clock,
      mailer,
      events,
      logger,
      jobs,
      rankingWatchers: createRedisWatchers(redis),
      reports,
    });
    const worker = startBullMqWorker({
      redisUrl: config.redisUrl,
      processors,
      logger,
      prefix: config.bullmqPrefix,
      concurrency: overrides.concurrency,
    });
    closers.unshift(() => worker.close());
    // Before the worker waits for running jobs: a long pre-render stops at its next report.
    closers.unshift(async () => reports.interrupt());
    // The scaled mode's expiry sweep lives in the workers, not in the API instances.
    const sweeper = startExpirySweeper(
      { db: database.db, clock, events, logger, jobs },
      config.examSweepIntervalMs,
    );
    closers.unshift(() => sweeper.stop());
    const purger = startPurger({ db: database.db, clock, logger });
    closers.unshift(() => purger.stop());
    await worker.worker.waitUntilReady();
    return { config, logger, database, redis, mailer, events, processors, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
