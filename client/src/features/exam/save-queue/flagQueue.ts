import { z } from 'zod';
import {
  questionFlagsSchema,
  saveRetryDelayMs,
  type QuestionFlags,
  type SaveFlagsInput,
  type SessionFlags,
} from '@gabaritei/shared';
import { classify } from './saveFailures';
import { DEFAULT_BACKOFF } from './saveQueue';
import { flagQueueKey, local, readJson, removeKey, writeJson } from '../storage';

export type FlagQueueDeps = {
  send: (sessionId: string, input: SaveFlagsInput) => Promise<unknown>;
  storage?: Storage | null;
  backoff?: { baseMs: number; maxMs: number };
  /** The jitter's draw in [0, 1): Math.random; a test pins it. */
  random?: () => number;
};

const storedSchema = z.record(z.string(), questionFlagsSchema);

/**
 * The flags of one exam session on their way to the server ('Revisar depois', crossed-out
 * options). Each request carries a question's whole state, so only the newest
 * state per question waits here. Like the answers: written to localStorage before it is
 * sent, one request at a time, a network failure or 5xx retried with back-off — a flag
 * set offline is sent once the connection is back, or after a reload. A refusal (4xx)
 * drops that one question's change; an attempt the server closed stops the queue.
 */
export class FlagSaveQueue {
  private readonly storage: Storage | null;
  private readonly key: string;
  private pending: SessionFlags = {};
  private inFlight: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private stopped = false;

  constructor(
    readonly sessionId: string,
    private readonly deps: FlagQueueDeps,
  ) {
    this.storage = deps.storage === undefined ? local() : deps.storage;
    this.key = flagQueueKey(sessionId);
    const stored = storedSchema.safeParse(readJson(this.storage, this.key));
    if (stored.success) this.pending = stored.data;
    this.pump();
  }

  /** Queues a question's new state (replacing an unsent one) and sends it. */
  set(questionId: string, flags: QuestionFlags): void {
    if (this.stopped) return;
    this.pending = { ...this.pending, [questionId]: flags };
    this.persist();
    this.pump();
  }

  /** What has not reached the server yet: it wins over the session's flags on a reload. */
  pendingFlags(): SessionFlags {
    return { ...this.pending };
  }

  get size(): number {
    return Object.keys(this.pending).length;
  }

  /** Skips the back-off wait (the connection is back). */
  retryNow(): void {
    if (this.retryTimer === null) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.pump();
  }

  /** The attempt is over: nothing left here matters any more. */
  stop(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopped = true;
    this.pending = {};
    removeKey(this.storage, this.key);
  }

  get closed(): boolean {
    return this.stopped;
  }

  private pump(): void {
    if (this.stopped || this.inFlight !== null || this.retryTimer !== null) return;
    const questionId = Object.keys(this.pending)[0];
    if (questionId === undefined) return;
    const flags = this.pending[questionId]!;
    this.inFlight = questionId;
    this.deps.send(this.sessionId, { questionId, ...flags }).then(
      () => this.settle(questionId, flags, null),
      (error: unknown) => this.settle(questionId, flags, error),
    );
  }

  private settle(questionId: string, sent: QuestionFlags, error: unknown): void {
    this.inFlight = null;
    if (this.stopped) return;
    const kind = error === null ? 'sent' : classify(error);
    if (kind === 'retry') {
      this.attempts += 1;
      const delay = saveRetryDelayMs(
        this.attempts,
        this.deps.backoff ?? DEFAULT_BACKOFF,
        this.deps.random,
      );
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.pump();
      }, delay);
      return;
    }
    if (kind !== 'sent' && kind !== 'reject') {
      this.stop();
      return;
    }
    this.attempts = 0;
    // A newer change to the same question arrived meanwhile: keep it, it goes next.
    if (this.pending[questionId] === sent) {
      const { [questionId]: _done, ...rest } = this.pending;
      this.pending = rest;
    }
    this.persist();
    this.pump();
  }

  private persist(): void {
    if (this.size === 0) removeKey(this.storage, this.key);
    else writeJson(this.storage, this.key, this.pending);
  }
}
