/**
 * The queue contract. This folder knows no job: each area declares its own in
 * `<area>.jobs.ts` (name → payload and result, plus a processor factory) and
 * `server/src/job-definitions.ts` composes them into the one map the runtime uses.
 */

/** One job: what it is given and what its processor returns. */
export type JobDefinition<Payload, Result> = { payload: Payload; result: Result };

/** Job names to their definitions, e.g. `{ 'exam.expire': JobDefinition<…> }`. */
export type JobMap = Record<string, JobDefinition<unknown, unknown>>;

export type EnqueueOptions = {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /**
   * Deduplicates: while a job with this id is unfinished (delayed, waiting, running or
   * backing off), adding it again does nothing and `enqueueAndWait` waits for that job.
   * Once it has finished, the same id runs again (a recompute, a reminder…).
   */
  jobId?: string;
  /** How often a failing job is tried in all (default 3, with exponential back-off). */
  attempts?: number;
  /**
   * Coalescing: every enqueue within one window of this many milliseconds joins one job
   * (`jobId` plus the window's number), delayed to the window's end. A request made while
   * that job runs falls into a later window, so it is never lost to a run under way.
   */
  coalesceMs?: number;
  /**
   * With `coalesceMs`: the first request after a quiet spell (none in the previous window
   * nor yet in this one, as this queue saw them) runs at once instead of at the window's
   * end; the requests after it join the trailing window's job as usual. A lone request
   * then waits for nothing, and a burst still costs one job per window.
   */
  leading?: boolean;
};

/** The windows a queue last saw per coalesced job id (for `leading`); kept small. */
export type CoalesceMemory = Map<string, number>;

/** Simulados, reports… remembered at most: past this, the quiet ones are forgotten. */
const MEMORY_LIMIT = 10_000;

/**
 * Applies `coalesceMs` (and `leading`, remembered in `memory`). The window is the queue's
 * own time — the real time its delays (timers, BullMQ's delayed set) run on — not the
 * domain's Clock: a frozen test clock would keep every request in one window and join them
 * to a job already running. Pure given `nowMs`, so its tests pass the times by hand.
 */
export function coalesce(
  options: EnqueueOptions,
  nowMs: number,
  memory?: CoalesceMemory,
): EnqueueOptions {
  const { coalesceMs, leading, ...rest } = options;
  if (!coalesceMs) return rest;
  const window = Math.floor(nowMs / coalesceMs);
  const key = options.jobId ?? '';
  if (leading && memory) {
    const last = memory.get(key);
    if (memory.size >= MEMORY_LIMIT)
      for (const [other, seen] of memory) if (seen < window - 1) memory.delete(other);
    memory.set(key, window);
    // Quiet: nothing in the previous window nor in this one. Its own id, so it never joins
    // a job under way; the trailing job of this window takes what follows.
    if (last === undefined || last < window - 1)
      return { ...rest, jobId: `${key}:${window}:lead`, delayMs: 0 };
  }
  return {
    ...rest,
    jobId: `${key}:${window}`,
    delayMs: (window + 1) * coalesceMs - nowMs,
  };
}

/**
 * A queue of the jobs in `M`. Callers ask for the jobs they enqueue (say
 * `JobQueue<ExamJobs & MailJobs>`); the runtime's queue of every job is assignable to it.
 */
export interface JobQueue<M extends JobMap> {
  readonly kind: 'in-process' | 'bullmq';
  /**
   * Jobs by state, for gabaritei_queue_jobs and the health tab (cheap: counters only).
   * `due`: delayed jobs whose time has come and that no worker moved on yet (with no
   * worker, a wave of exam.expire jobs sits there, not in `waiting`).
   */
  counts(): Promise<Record<'waiting' | 'active' | 'delayed' | 'due' | 'failed', number>>;
  /**
   * Unfinished jobs (waiting, delayed or running) by job name, for the health tab's report
   * backlog. BullMQ keeps no per-name counters, so it looks at most the first 1,000 jobs.
   */
  pendingByName(): Promise<Record<string, number>>;
  enqueue<N extends keyof M & string>(
    name: N,
    payload: M[N]['payload'],
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Enqueues and resolves with the processor's result (or rejects on failure / timeout). */
  enqueueAndWait<N extends keyof M & string>(
    name: N,
    payload: M[N]['payload'],
    options?: EnqueueOptions & { timeoutMs?: number },
  ): Promise<M[N]['result']>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

/** What may only add jobs (a processor that leads to another job, a scheduler). */
export type JobProducer<M extends JobMap> = Pick<JobQueue<M>, 'enqueue'>;

/** One async function per job of `M`: the compiler checks that none is missing. */
export type Processors<M extends JobMap> = {
  [N in keyof M]: (payload: M[N]['payload']) => Promise<M[N]['result']>;
};

/** Thrown to callers that enqueue, or still wait for a job, after `close()`. */
export class QueueClosedError extends Error {
  constructor() {
    super('The job queue is closed.');
    this.name = 'QueueClosedError';
  }
}
