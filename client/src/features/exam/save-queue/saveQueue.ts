import { z } from 'zod';
import { optionSchema, SAVE_RETRY_BACKOFF, saveRetryDelayMs, type Option } from '@gabaritei/shared';
import { ApiError } from '../../../api/client';
import { localNow } from '../clock';
import { SessionClosedError, classify, type ClosedReason } from './saveFailures';
import { local, readJson, removeKey, saveQueueKey, writeJson } from '../storage';

/** One answer on its way to the server; `clientSeq` orders the saves of a session. */
export type QueuedSave = { questionId: string; selectedOption: Option | null; clientSeq: number };

export type SaveQueueStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'retrying' | 'closed';
export type SaveQueueSnapshot = { status: SaveQueueStatus; pending: number };

export type SaveQueueEvent =
  | { type: 'closed'; reason: ClosedReason; error: ApiError }
  /** The server refused this one save (a 4xx other than expiry): dropped, the rest go on. */
  | { type: 'rejected'; save: QueuedSave; error: unknown };

export type SaveQueueDeps = {
  send: (sessionId: string, save: QueuedSave) => Promise<unknown>;
  storage?: Storage | null;
  /** The server-corrected clock in ms: clientSeq follows it, so a second device never goes back. */
  now?: () => number;
  isOnline?: () => boolean;
  backoff?: { baseMs: number; maxMs: number };
  /** The jitter's draw in [0, 1): Math.random; a test pins it. */
  random?: () => number;
};

const persistedSchema = z.object({
  version: z.literal(1),
  lastSeq: z.number(),
  pending: z.array(
    z.object({
      questionId: z.string(),
      selectedOption: optionSchema.nullable(),
      clientSeq: z.number(),
    }),
  ),
});

export const DEFAULT_BACKOFF = SAVE_RETRY_BACKOFF;

type Waiter = { resolve: () => void; reject: (error: unknown) => void };

/**
 * The answers of one exam session on their way to the server, in order, one request at a
 * time. Every change is written to localStorage before it is sent, so a reload, a crash or
 * a lost connection loses nothing: the queue picks up where it stopped. A network failure
 * (or a 5xx) is retried with exponential back-off and full jitter; `retryNow` (the browser came back
 * online) and `flush` (before submitting) skip the wait.
 */
export class AnswerSaveQueue {
  private readonly storage: Storage | null;
  private readonly key: string;
  private pending: QueuedSave[] = [];
  private lastSeq = 0;
  private inFlight: QueuedSave | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private everSaved = false;
  private closedReason: ClosedReason | null = null;
  private snapshot: SaveQueueSnapshot = { status: 'idle', pending: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: SaveQueueEvent) => void>();
  private waiters: Waiter[] = [];

  constructor(
    readonly sessionId: string,
    private deps: SaveQueueDeps,
  ) {
    this.storage = deps.storage === undefined ? local() : deps.storage;
    this.key = saveQueueKey(sessionId);
    const stored = persistedSchema.safeParse(readJson(this.storage, this.key));
    if (stored.success) {
      this.pending = stored.data.pending;
      this.lastSeq = stored.data.lastSeq;
    }
    this.pump();
  }

  /** Swaps the clock (the server offset was measured again). */
  setClock(now: () => number): void {
    this.deps = { ...this.deps, now };
  }

  /** Queues an answer (replacing an unsent one for the same question) and sends it. */
  enqueue(questionId: string, selectedOption: Option | null): QueuedSave | null {
    if (this.closedReason) return null;
    const clientSeq = Math.max(this.lastSeq + 1, Math.floor(this.deps.now?.() ?? localNow()));
    this.lastSeq = clientSeq;
    const save: QueuedSave = { questionId, selectedOption, clientSeq };
    this.pending = [
      ...this.pending.filter((p) => p === this.inFlight || p.questionId !== questionId),
      save,
    ];
    this.persist();
    this.publish(this.inFlight || this.retryTimer ? this.snapshot.status : 'saving');
    this.pump();
    return save;
  }

  /** The answers not yet acknowledged, newest per question: they win over the server's. */
  pendingAnswers(): Record<string, Option | null> {
    return Object.fromEntries(this.pending.map((p) => [p.questionId, p.selectedOption]));
  }

  /** Sends everything now; resolves once the server has it all, rejects on the first failure. */
  flush(): Promise<void> {
    if (this.closedReason) return Promise.reject(new SessionClosedError(this.closedReason, null));
    if (!this.inFlight && this.pending.length === 0) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.retryNow();
    return done;
  }

  /** Skips the back-off wait (the connection is back). */
  retryNow(): void {
    if (this.retryTimer === null) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.pump();
  }

  /** The device went offline: say so now rather than at the next failed request. */
  markOffline(): void {
    if (this.pending.length > 0 && !this.closedReason) this.publish('offline');
  }

  /** Stops for good and forgets the stored outbox (the attempt is over). */
  close(reason: ClosedReason, error: ApiError | null = null): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.closedReason = reason;
    this.pending = [];
    removeKey(this.storage, this.key);
    this.rejectWaiters(new SessionClosedError(reason, error));
    this.publish('closed');
  }

  get closed(): ClosedReason | null {
    return this.closedReason;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SaveQueueSnapshot => this.snapshot;

  onEvent(listener: (event: SaveQueueEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  private pump(): void {
    if (this.closedReason || this.inFlight || this.retryTimer !== null) return;
    const next = this.pending[0];
    if (!next) {
      this.publish(this.everSaved ? 'saved' : 'idle');
      this.resolveWaiters();
      return;
    }
    this.inFlight = next;
    this.publish('saving');
    this.deps.send(this.sessionId, next).then(
      () => this.onSent(next),
      (error: unknown) => this.onFailed(next, error),
    );
  }

  private onSent(save: QueuedSave): void {
    this.inFlight = null;
    if (this.closedReason) return;
    this.attempts = 0;
    this.everSaved = true;
    this.pending = this.pending.filter((p) => p !== save);
    this.persist();
    this.pump();
  }

  private onFailed(save: QueuedSave, error: unknown): void {
    this.inFlight = null;
    if (this.closedReason) return;
    const kind = classify(error);
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
      this.publish(this.unreachable(error) ? 'offline' : 'retrying');
      this.rejectWaiters(error);
      return;
    }
    if (kind === 'reject') {
      this.pending = this.pending.filter((p) => p !== save);
      this.persist();
      this.emit({ type: 'rejected', save, error });
      this.pump();
      return;
    }
    const apiError = error as ApiError;
    this.close(kind, apiError);
    this.emit({ type: 'closed', reason: kind, error: apiError });
  }

  /** No reply at all is no connection, though a Wi-Fi without internet reads "online". */
  private unreachable(error: unknown): boolean {
    return !(error instanceof ApiError) || !(this.deps.isOnline?.() ?? navigator.onLine);
  }

  private persist(): void {
    if (this.pending.length === 0) {
      // Keep lastSeq only while it matters: a later save of this session restarts from the clock.
      removeKey(this.storage, this.key);
      return;
    }
    writeJson(this.storage, this.key, { version: 1, lastSeq: this.lastSeq, pending: this.pending });
  }

  private publish(status: SaveQueueStatus): void {
    const pending = this.pending.length;
    if (this.snapshot.status === status && this.snapshot.pending === pending) return;
    this.snapshot = { status, pending };
    for (const listener of this.listeners) listener();
  }

  private emit(event: SaveQueueEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }

  private resolveWaiters(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.resolve();
  }

  private rejectWaiters(error: unknown): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.reject(error);
  }
}
