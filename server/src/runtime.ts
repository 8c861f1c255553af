import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { POSTGRES_SAVE_BATCHES } from './exam/answer-saves';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import {
  createProcessors,
  FORGOTTEN_ON_COMPLETION,
  type AppJobQueue,
  type JobDefinitions,
} from './job-definitions';
import { createBullMqQueue } from './jobs/bullmq';
import { startBullMqWorker } from './jobs/bullmq-worker';
import { createInProcessQueue } from './jobs/in-process';
import type { Processors } from './jobs/types';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { instrumentProcessors } from './metrics/instrument';
import { createMetrics, type Metrics } from './metrics/metrics';
import { countSessionsInProgress, pingDatabase } from './metrics/metrics.repository';
import { operationalSources } from './metrics/operational-sources';
import { startMetricsServer } from './metrics/metrics-server';
import type { Mailer } from './mail/types';
import { createRankingWatchers, type RankingWatchers } from './ranking/watchers';
import { createRedisEmitterPublisher } from './realtime/redis-emitter';
import { createIoPublisher } from './realtime/socket-server';
import type { EventPublisher } from './realtime/types';
import { createReportRendererFor, reportsDirectory } from './reports/report-renderer';
import { startPeriodicTasks } from './periodic-tasks';
import { redisKeys, type RedisKeys } from './redis-keys';
import { assertWorkerConfig } from './runtime-worker';

export { createLogger };
export { assertWorkerConfig, WorkerConfigError } from './runtime-worker';

/**
 * 'api': the HTTP process (main.ts); it runs the jobs itself in the embedded mode.
 * 'worker': the BullMQ worker process of the scaled mode (worker.ts).
 */
export type RuntimeRole = 'api' | 'worker';

export type RuntimeOptions = {
  role?: RuntimeRole;
  clock?: Clock;
  logger?: Logger;
  /** Jobs one worker process runs at a time (worker role). */
  concurrency?: number;
};

/**
 * The long-lived resources of one process, built from the config in a fixed order:
 * logger → database (migrated) → Redis → mailer → event publisher → job queue →
 * processors (→ BullMQ worker and periodic tasks, worker role). `close()` undoes it in
 * reverse. Tests build one per suite; `buildApp` builds an API one when not given any.
 */
export type Runtime = {
  role: RuntimeRole;
  config: Config;
  clock: Clock;
  logger: Logger;
  database: DatabaseHandle;
  db: Db;
  redis: Redis | null;
  /** The names of this deployment in Redis (REDIS_PREFIX). */
  redisKeys: RedisKeys;
  mailer: Mailer;
  /** `bind` attaches the API's io server; a worker publishes through the Redis emitter. */
  events: EventPublisher & { bind(io: Server): void };
  jobs: AppJobQueue;
  processors: Processors<JobDefinitions>;
  rankingWatchers: RankingWatchers;
  /** This process's Prometheus registry and families (metrics/metrics.ts). */
  metrics: Metrics;
  close(): Promise<void>;
};

/** The one composition root of both processes (see docs/ARCHITECTURE.md). */
export async function createRuntime(
  config: Config,
  { role = 'api', clock = systemClock, ...options }: RuntimeOptions = {},
): Promise<Runtime> {
  // Before anything opens: a worker without PostgreSQL and Redis says what to set.
  if (role === 'worker') assertWorkerConfig(config);
  // A worker's lines name it as the health tab does (hostname:worker:pid), not by a port
  // it does not listen on.
  const instanceId = role === 'worker' ? config.workerInstanceId : config.instanceId;
  const logger = options.logger ?? createLogger({ ...config, instanceId });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    // The API's hot path gets a pool of its own: a connection per save batch in flight,
    // and one for the session look-ups.
    hotPoolSize: role === 'api' ? POSTGRES_SAVE_BATCHES + 1 : 0,
    dataDir: role === 'api' && config.persistEmbedded ? config.dataDir : null,
    template: config.embeddedTemplate,
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection failed'),
  });
  const closers: Array<() => Promise<unknown>> = [() => database.close()];
  const closeAll = async () => {
    for (const close of closers) {
      await close().catch((error: unknown) => logger.error({ err: error }, 'error while closing'));
    }
  };
  try {
    // Kysely's migrator takes a lock: workers and API instances may start together.
    await migrateToLatest(database.db);
    const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
    if (redis) {
      // Without a listener ioredis prints every reconnect error to stderr; /readyz reports it.
      redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
      closers.unshift(() => redis.quit());
    }
    const mailer = createMailer(config, { db: database.db, logger });
    closers.unshift(() => mailer.close());
    const keys = redisKeys(config.redisPrefix);
    const events =
      role === 'worker' && redis ? workerPublisher(redis, keys.socketIo) : createIoPublisher();
    const rankingWatchers = createRankingWatchers(redis, clock, keys);
    // Jobs run here in the embedded mode and in a worker; an API with Redis only enqueues.
    const inProcess = role === 'api' && (config.runJobsInProcess || !config.redisUrl);
    const bullMqUrl = inProcess ? null : config.redisUrl;
    // Printing happens where the jobs run.
    const reports =
      inProcess || role === 'worker'
        ? createReportRendererFor(config, { db: database.db, clock, logger })
        : undefined;
    if (reports) closers.unshift(() => reports.close());
    const jobs: AppJobQueue = bullMqUrl
      ? createBullMqQueue({
          redisUrl: bullMqUrl,
          prefix: keys.bullmq,
          logger,
          forgetOnCompletion: FORGOTTEN_ON_COMPLETION,
        })
      : // Looks its processors up when a job runs; they are built just below, on this queue.
        createInProcessQueue({ processors: () => processors, logger });
    // Closed before what running jobs need: reports, the mailer, Redis and the database.
    closers.unshift(() => jobs.close());
    const metrics = createMetrics();
    metrics.sources.sessionsInProgress = () => countSessionsInProgress(database.db);
    metrics.sources.queue = { name: 'gabaritei', counts: () => jobs.counts() };
    metrics.sources.dbPool = () => database.poolStats();
    metrics.sources.databasePing = () => pingDatabase(database.db);
    // Not queued while ioredis reconnects: a PING then would wait for the reconnection.
    if (redis)
      metrics.sources.redisPing = () =>
        redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(redis.status));
    Object.assign(
      metrics.sources,
      operationalSources({
        db: database.db,
        clock,
        dirs: {
          data: config.dataDir,
          reports: reportsDirectory(config),
          logs: config.logDir ?? null,
        },
      }),
    );
    const processors = instrumentProcessors(
      createProcessors({
        db: database.db,
        clock,
        mailer,
        config,
        events,
        logger,
        jobs,
        rankingWatchers,
        reports,
        metrics,
      }),
      metrics,
    );
    const runtime: Runtime = {
      role,
      config,
      clock,
      logger,
      database,
      db: database.db,
      redis,
      redisKeys: keys,
      mailer,
      events,
      jobs,
      processors,
      rankingWatchers,
      metrics,
      close: closeAll,
    };
    if (role === 'worker' && bullMqUrl) {
      const worker = startBullMqWorker({
        redisUrl: bullMqUrl,
        processors,
        logger,
        prefix: keys.bullmq,
        concurrency: options.concurrency,
        lockDurationMs: config.jobLockDurationMs,
      });
      closers.unshift(() => worker.close());
      // The worker role's periodic tasks (the expiry sweep, the purge, its health figures);
      // an API process starts its own in buildApp.
      const tasks = startPeriodicTasks('worker', runtime);
      closers.unshift(() => tasks.stop());
      await worker.worker.waitUntilReady();
      if (config.metricsPort !== undefined) {
        const server = await startMetricsServer(metrics, {
          port: config.metricsPort,
          host: config.metricsHost,
          token: config.metricsToken,
        });
        logger.info({ port: server.port, host: config.metricsHost }, 'worker metrics listening');
        closers.unshift(() => server.close());
      }
    }
    // Before the queue or worker waits for running jobs: a long pre-render stops at its
    // next report.
    if (reports) closers.unshift(async () => reports.interrupt());
    return runtime;
  } catch (error) {
    // Whatever was opened before the failure (Redis included) must not keep the process alive.
    await closeAll();
    throw error;
  }
}

/** A worker has no io server: it publishes through the API instances' Redis adapter. */
function workerPublisher(redis: Redis, channelKey: string): Runtime['events'] {
  return {
    ...createRedisEmitterPublisher(redis, channelKey),
    bind: () => {
      throw new Error('a worker runtime serves no sockets');
    },
  };
}
