import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createBullMqQueue } from './jobs/bullmq';
import { createInProcessQueue } from './jobs/in-process';
import { createProcessors } from './jobs/processors';
import type { JobQueue, Processors } from './jobs/types';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import type { Mailer } from './mail/types';
import { createRankingWatchers, type RankingWatchers } from './ranking/watchers';
import { createIoPublisher } from './realtime/socket-server';
import { createReportRendererFor } from './reports/report-renderer';

export { createLogger };

/**
 * The long-lived resources of one API process, built from the config in a fixed order:
 * logger → database (migrated) → Redis → mailer → event publisher → jobs. `close()` undoes
 * it in reverse. Tests build one per suite; `buildApp` builds one when not given any.
 */
export type Runtime = {
  config: Config;
  clock: Clock;
  logger: Logger;
  database: DatabaseHandle;
  db: Db;
  redis: Redis | null;
  mailer: Mailer;
  events: ReturnType<typeof createIoPublisher>;
  jobs: JobQueue;
  processors: Processors;
  rankingWatchers: RankingWatchers;
  close(): Promise<void>;
};

export async function createRuntime(
  config: Config,
  overrides: { clock?: Clock; logger?: Logger } = {},
): Promise<Runtime> {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.persistEmbedded ? config.dataDir : null,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
  });
  const closers: Array<() => Promise<unknown>> = [() => database.close()];
  const closeAll = async () => {
    for (const close of closers) {
      await close().catch((error: unknown) => logger.error({ err: error }, 'error while closing'));
    }
  };
  try {
    await migrateToLatest(database.db);
    const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
    if (redis) {
      // Without a listener ioredis prints every reconnect error to stderr; /readyz reports it.
      redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
      closers.unshift(() => redis.quit());
    }
    const mailer = createMailer(config, { db: database.db, logger });
    closers.unshift(() => mailer.close());
    const events = createIoPublisher();
    // The processors enqueue follow-up jobs on the queue built just below.
    const rankingWatchers = createRankingWatchers(redis);
    const producer: Pick<JobQueue, 'enqueue'> = { enqueue: (...args) => jobs.enqueue(...args) };
    // Printing happens where the jobs run: here only in the embedded mode.
    const reports =
      config.runJobsInProcess || !config.redisUrl
        ? createReportRendererFor(config, { db: database.db, clock, logger })
        : undefined;
    if (reports) closers.unshift(() => reports.close());
    const processors = createProcessors({
      db: database.db,
      clock,
      mailer,
      events,
      logger,
      jobs: producer,
      rankingWatchers,
      reports,
    });
    const jobs: JobQueue =
      config.runJobsInProcess || !config.redisUrl
        ? createInProcessQueue({ processors: () => processors, logger })
        : createBullMqQueue({ redisUrl: config.redisUrl, prefix: config.bullmqPrefix, logger });
    // Closed first: running jobs still need the mailer, Redis and the database.
    closers.unshift(() => jobs.close());
    // Before the queue waits for running jobs: a long pre-render stops at its next report.
    if (reports) closers.unshift(async () => reports.interrupt());
    return {
      config,
      clock,
      logger,
      database,
      db: database.db,
      redis,
      mailer,
      events,
      jobs,
      processors,
      rankingWatchers,
      close: closeAll,
    };
  } catch (error) {
    // Whatever was opened before the failure (Redis included) must not keep the process alive.
    await closeAll();
    throw error;
  }
}
