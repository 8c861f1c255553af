import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createBullMqQueue } from './jobs/bullmq';
import { createInProcessQueue } from './jobs/in-process';
import { createProcessors } from './jobs/processors';
import type { JobQueue, Processors } from './jobs/types';
import { createLogMailer } from './mail/log-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import type { Mailer } from './mail/types';
import { createIoPublisher } from './realtime/socket-server';

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
  close(): Promise<void>;
};

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.logLevel,
    // Secrets never reach the log: cookies, credentials and e-mail tokens.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Verification and reset links carry their token in the query string.
      req: (req: { method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: req.url?.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
        ip: req.ip,
      }),
    },
  });
}

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
  });
  const closers: Array<() => Promise<unknown>> = [() => database.close()];
  try {
    await migrateToLatest(database.db);
    const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
    if (redis) closers.unshift(() => redis.quit());
    const mailer = config.smtpUrl
      ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger })
      : createLogMailer({ db: database.db, logger });
    closers.unshift(() => mailer.close());
    const events = createIoPublisher();
    const processors = createProcessors({ db: database.db, clock, mailer, events, logger });
    const jobs = config.runJobsInProcess || !config.redisUrl
      ? createInProcessQueue({ processors: () => processors, logger })
      : createBullMqQueue({ redisUrl: config.redisUrl });
    closers.unshift(() => jobs.close());
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
      close: async () => {
        for (const close of closers) {
          await close().catch((error: unknown) => logger.error({ err: error }, 'error while closing'));
        }
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
