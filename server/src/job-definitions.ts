import type { Logger } from 'pino';
import type { UnionToIntersection } from './area-module';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { JobDefinition, JobProducer, JobQueue, Processors } from './jobs/types';
import type { Mailer } from './mail/types';
import type { Metrics } from './metrics/metrics';
import { modules } from './modules';
import type { RankingWatchers } from './ranking/watchers';
import type { EventPublisher } from './realtime/types';
import type { ReportRenderer } from './reports/report-renderer';

type AnyModule = (typeof modules)[number];
/** A module's processors, if it has any (an area without jobs declares none: `unknown`). */
type ProcessorsOf<M> = M extends { processors?: (deps: never) => infer P }
  ? unknown extends P
    ? never
    : P
  : never;
/** Processors back to the job map they serve: name → payload and result. */
type JobsOf<P> = {
  [N in keyof P]: P[N] extends (payload: infer A) => Promise<infer R> ? JobDefinition<A, R> : never;
};
type Flat<T> = { [K in keyof T]: T[K] };

/**
 * Every background job of the server, read off the areas' modules (modules.ts): a module's
 * `processors` is its `<area>.jobs.ts` factory, typed `Processors<AreaJobs>`, so listing
 * the module adds its jobs here and to the runtime's queue type.
 */
export type JobDefinitions = Flat<UnionToIntersection<JobsOf<ProcessorsOf<AnyModule>>>>;

export type JobName = keyof JobDefinitions;

/**
 * Jobs whose data names a person (an address, a message): BullMQ forgets each as soon as it
 * completes instead of keeping it an hour on the queue board. None carries a secret: a link
 * is minted by the job that mails it (auth.jobs.ts).
 */
export const FORGOTTEN_ON_COMPLETION: ReadonlySet<JobName> = new Set(['mail.send', 'auth.mail']);

/** The runtime's queue: any area's narrower `JobQueue<…>` accepts it. */
export type AppJobQueue = JobQueue<JobDefinitions>;

export type ProcessorDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The site's address, for the links the auth e-mails carry. */
  config: Pick<Config, 'publicUrl'>;
  events: EventPublisher;
  logger: Logger;
  /** Jobs that lead to other jobs (an expiry moves the ranking) enqueue here. */
  jobs: JobProducer<JobDefinitions>;
  /** Signed-in watchers of each ranking: who gets `ranking:me`. */
  rankingWatchers?: RankingWatchers;
  /** Absent in processes that print no reports (an API whose workers print them). */
  reports?: ReportRenderer;
  /** Counts finalised attempts (exam.expire). */
  metrics?: Pick<Metrics, 'submissions'>;
};

/**
 * The processors of every job, shared by the in-process queue (embedded mode) and the
 * BullMQ worker (the worker role): each module's, built from the deps it needs.
 */
export function createProcessors(deps: ProcessorDeps): Processors<JobDefinitions> {
  const processors: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [name, processor] of Object.entries(module.processors?.(deps) ?? {})) {
      if (name in processors) throw new Error(`two modules process the job ${name}`);
      processors[name] = processor;
    }
  }
  return processors as Processors<JobDefinitions>;
}
