import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { PeriodicTask } from './jobs/periodic';
import type { JobMap, JobQueue } from './jobs/types';
import type { Metrics } from './metrics/metrics';
import type { EventPublisher } from './realtime/types';
import type { RedisKeys } from './redis-keys';

/**
 * Which process runs a piece of an area. 'embedded': the one process of the embedded mode
 * (API and jobs together). Scaled mode: 'api' for each HTTP instance (it only enqueues) and
 * 'worker' for each BullMQ worker process (workers/, createRuntime({ role: 'worker' })).
 */
export type ProcessRole = 'embedded' | 'api' | 'worker';

/**
 * The part of the runtime (runtime.ts) most areas read, with the jobs an area enqueues.
 * An area that needs more (the mailer, the ranking watchers) adds it to its own type.
 */
export type ModuleRuntime<J extends JobMap = Record<never, never>> = {
  config: Config;
  clock: Clock;
  logger: Logger;
  db: Db;
  /** The API's hot-path pool (answer saves, session look-ups). */
  database: { hotDb: Db };
  redis: Redis | null;
  redisKeys: RedisKeys;
  events: EventPublisher;
  jobs: JobQueue<J>;
  metrics: Metrics;
};

/**
 * Every area's services by name, as the routes and other areas see them. Each
 * `<area>.module.ts` adds its own entries here (a `declare module './area-module'` block
 * next to its factory), so go-to-definition on `services.exam` lands in exam.module.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface AppServices {}

/** What an area's services factory gets besides the runtime. */
export type ServiceContext = {
  /**
   * The services built so far (areas earlier in modules.ts). Reading one that is not built
   * yet throws at start-up, naming both areas: move the provider up the list.
   */
  services: AppServices;
  /**
   * This API instance's Socket.IO server as figures: read when called (buildApp attaches
   * the server after the routes), 0 before.
   */
  sockets: { clients(): number; inRoom(room: string): number };
};

/** What an area's routes get: the runtime, every service, and the API process's state. */
export type RouteContext<R> = {
  runtime: R;
  services: AppServices;
  /** True once SIGTERM began the drain (main.ts): /readyz answers 503. */
  isDraining(): boolean;
};

/** What a periodic task is started with; `services` exists in the API roles only. */
export type TaskContext<R> = { runtime: R; role: ProcessRole; services?: AppServices };

/** A task an area runs on an interval (jobs/periodic.ts), and which roles run it. */
export type PeriodicTaskDeclaration<R> = {
  /** `<area>.<task>`: the name tests and logs use. */
  name: string;
  roles: readonly ProcessRole[];
  /** Roles that skip it under NODE_ENV=test: those tests call the pass directly. */
  offInTests?: readonly ProcessRole[];
  start(context: TaskContext<R>): PeriodicTask;
};

/**
 * One area as the composition sees it (server/src/modules.ts lists them in order). `R` is
 * what the area reads of the runtime, named here so that no area imports runtime.ts.
 * Every part is optional: an area has only the parts it needs.
 */
export type AreaModule<R, D = unknown, P = unknown> = {
  name: string;
  /** Its services, added to AppServices under these names. Runs in the API roles. */
  services?: (runtime: R, context: ServiceContext) => Partial<AppServices>;
  /** Registers its routes (each through serveRoute, from shared/src/contract). */
  routes?: (app: FastifyInstance, context: RouteContext<R>) => Promise<void>;
  /**
   * Its `<area>.jobs.ts` processor factory, run where the jobs run (embedded, worker) with
   * createRuntime's ProcessorDeps (job-definitions.ts); its job names make JobDefinitions.
   */
  processors?: (deps: D) => P;
  periodicTasks?: ReadonlyArray<PeriodicTaskDeclaration<R>>;
};

/**
 * Declares an area's module: `defineModule<WhatItReads>()({ name, services, routes, … })`.
 * Two calls so that the runtime type is named while the processors' types are inferred.
 */
export function defineModule<R>() {
  return <D = unknown, P = unknown>(module: AreaModule<R, D, P>): AreaModule<R, D, P> => module;
}

/** The role a process plays, from its runtime role and config. */
export function processRole(
  runtimeRole: 'api' | 'worker',
  config: Pick<Config, 'runJobsInProcess'>,
): ProcessRole {
  if (runtimeRole === 'worker') return 'worker';
  return config.runJobsInProcess ? 'embedded' : 'api';
}

/** `A | B` to `A & B`: what the composition needs of every area at once. */
export type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;
