import type { Config } from './config';

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

export function assertWorkerConfig(
  config: Config,
): asserts config is Config & { databaseUrl: string; redisUrl: string } {
  const missing = [
    config.redisUrl ? null : 'REDIS_URL',
    config.databaseUrl ? null : 'DATABASE_URL',
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) throw new WorkerConfigError(missing);
}
