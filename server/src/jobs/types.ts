import type { MailMessage } from '../mail/types';

/**
 * Every background job, its payload and its result. Later areas add entries here; the
 * processors map must then handle them (the compiler checks it).
 */
export type JobPayloads = {
  /** Liveness proof for both back ends: the processor echoes the nonce. */
  'system.ping': { nonce: string };
  'mail.send': MailMessage;
  /** Finalises one exam session once its time (plus the save grace) is up. */
  'exam.expire': { sessionId: string };
  /** Rebuilds the ranking snapshot of one simulado (see ranking/recompute-request.ts). */
  'ranking.recompute': { simuladoId: string };
  /** Prints one result's PDF report and stores it (reports/report-renderer.ts). */
  'report.render': { resultId: string };
  /** At a simulado's end: renders every participant's report not stored yet. */
  'report.prerender': { simuladoId: string };
};

export type JobResults = {
  'system.ping': { pong: string; processedBy: string };
  'mail.send': { delivered: 'smtp' | 'log' };
  'exam.expire': { finalised: boolean };
  'ranking.recompute': { recomputed: boolean };
  'report.render': { rendered: boolean; bytes: number };
  'report.prerender': { rendered: number };
};

export type JobName = keyof JobPayloads;

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
};

export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Enqueues and resolves with the processor's result (or rejects on failure / timeout). */
  enqueueAndWait<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions & { timeoutMs?: number },
  ): Promise<JobResults[N]>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

export type Processors = {
  [N in JobName]: (payload: JobPayloads[N]) => Promise<JobResults[N]>;
};

/** Thrown to callers that enqueue, or still wait for a job, after `close()`. */
export class QueueClosedError extends Error {
  constructor() {
    super('The job queue is closed.');
    this.name = 'QueueClosedError';
  }
}
