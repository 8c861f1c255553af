/**
 * A simulated candidate of the cluster smoke, through nginx: signs in, starts, keeps a
 * Socket.IO connection (with its cookie, so it is in its user's room), and saves answers
 * one at a time the way the client's save queue does — a failed save is retried after the
 * queue's back-off, as long as the shared rule (shared/src/exam/save-retry.ts) says so.
 */
import { io, type Socket } from 'socket.io-client';
import {
  EXAM_EXPIRED_EVENT,
  saveFailureAction,
  saveRetryDelayMs,
  type Option,
} from '../../../shared/src/index';
import { sleep } from './cluster';

export type Reply = {
  status: number;
  body: Record<string, unknown>;
  instance: string | null;
  ms: number;
};

/** Failed save requests and what became of them: every one must end in an acknowledgement. */
export type SaveStats = {
  requests: number;
  /** Failed requests; `failedSaves`: answers that needed more than one request. */
  failed: number;
  failedSaves: number;
  /** Failed saves acknowledged on a later try: must equal `failedSaves`. */
  retriedOk: number;
  /** The slowest failed request: an outage must fail fast, not hang. */
  slowestFailureMs: number;
  failures: string[];
};

export class SmokeCandidate {
  cookie = '';
  sessionId = '';
  socket: Socket | null = null;
  disconnects = 0;
  connects = 0;
  expiredEvents: Array<{ at: number; sessionId: string }> = [];
  readonly stats: SaveStats = {
    requests: 0,
    failed: 0,
    failedSaves: 0,
    retriedOk: 0,
    slowestFailureMs: 0,
    failures: [],
  };
  /** The last acknowledged option per question: what the server must hold afterwards. */
  readonly acked = new Map<string, Option | null>();
  readonly instances = new Set<string>();
  private lastSeq = 0;

  constructor(
    private readonly baseUrl: string,
    readonly user: { id: string; email: string },
    private readonly password: string,
  ) {}

  async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    timeoutMs = 15_000,
  ): Promise<Reply> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const instance = response.headers.get('x-instance');
      if (instance) this.instances.add(instance);
      const setCookie = response.headers.getSetCookie();
      if (setCookie.length > 0) this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
      const json = response.headers.get('content-type')?.includes('json');
      const parsed = json
        ? ((await response.json()) as Record<string, unknown>)
        : { bytes: (await response.arrayBuffer()).byteLength };
      return { status: response.status, body: parsed, instance, ms: performance.now() - started };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { status: 0, body: { message }, instance: null, ms: performance.now() - started };
    }
  }

  /** A call that must succeed (sign-in, start): retried a few times on a 5xx or no answer. */
  async must(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply> {
    for (let attempt = 1; ; attempt++) {
      const reply = await this.request(method, path, body);
      if (reply.status >= 200 && reply.status < 300) return reply;
      if (attempt >= 5 || (reply.status !== 0 && reply.status < 500)) {
        throw new Error(`${method} ${path} → ${reply.status} ${String(reply.body.message)}`);
      }
      await sleep(saveRetryDelayMs(attempt));
    }
  }

  async signInAndStart(simuladoId: string): Promise<void> {
    await this.must('POST', '/api/auth/login', { email: this.user.email, password: this.password });
    const session = await this.must('POST', '/api/exam-sessions/start', { simuladoId });
    this.sessionId = String(session.body.id);
  }

  /**
   * Opens the socket and waits for it. Like the client's, it reconnects by itself: a
   * handshake that fails on a busy machine (a poll timing out) is retried, not fatal, until
   * `timeoutMs`.
   */
  async connect(timeoutMs = 30_000): Promise<void> {
    const socket = io(this.baseUrl, {
      path: '/socket.io',
      extraHeaders: { cookie: this.cookie },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    this.socket = socket;
    socket.on('connect', () => this.connects++);
    socket.on('disconnect', () => this.disconnects++);
    socket.on(EXAM_EXPIRED_EVENT, (event: { sessionId: string }) =>
      this.expiredEvents.push({ at: Date.now(), sessionId: event.sessionId }),
    );
    let lastError: unknown = null;
    socket.on('connect_error', (error) => (lastError = error));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no socket within ${timeoutMs} ms: ${String(lastError)}`)),
        timeoutMs,
      );
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** One answer, until the server acknowledges it (or the shared rule says to stop). */
  async save(questionId: string, selectedOption: Option | null): Promise<void> {
    // The client's clientSeq: the clock in ms, never going back.
    const clientSeq = Math.max(this.lastSeq + 1, Date.now());
    this.lastSeq = clientSeq;
    const path = `/api/exam-sessions/${this.sessionId}/save-answer`;
    for (let attempt = 0; ;) {
      const reply = await this.request('POST', path, { questionId, selectedOption, clientSeq });
      this.stats.requests++;
      if (reply.status === 200) {
        this.acked.set(questionId, selectedOption);
        if (attempt > 0) this.stats.retriedOk++;
        return;
      }
      this.stats.failed++;
      if (attempt === 0) this.stats.failedSaves++;
      this.stats.slowestFailureMs = Math.max(this.stats.slowestFailureMs, reply.ms);
      const { code, message } = reply.body;
      this.stats.failures.push(
        `${reply.status} ${String(code ?? '')} ${String(message ?? '')}`.trim(),
      );
      const failure =
        reply.status === 0
          ? null
          : { status: reply.status, code: String(code ?? ''), message: String(message ?? '') };
      const action = saveFailureAction(failure);
      if (action !== 'retry')
        throw new Error(`save ended the queue (${action}): ${reply.status} ${String(message)}`);
      attempt++;
      await sleep(saveRetryDelayMs(attempt));
    }
  }

  /** Submits; answers the instance that finished the session. */
  async submit(): Promise<Reply> {
    return this.must('POST', `/api/exam-sessions/${this.sessionId}/submit`, {});
  }

  close(): void {
    this.socket?.close();
  }
}

/** Saves random answers with a think time until `until()` says stop. */
export async function keepSaving(
  candidate: SmokeCandidate,
  questionIds: readonly string[],
  until: () => boolean,
  thinkMs = 150,
): Promise<void> {
  while (!until()) {
    const questionId = questionIds[Math.floor(Math.random() * questionIds.length)]!;
    const option = 'ABCD'[Math.floor(Math.random() * 4)] as Option;
    await candidate.save(questionId, option);
    await sleep(thinkMs * (0.5 + Math.random()));
  }
}

/** Sums the save figures of many candidates. */
export function totals(candidates: readonly SmokeCandidate[]): SaveStats & { acked: number } {
  const sum: SaveStats & { acked: number } = {
    requests: 0,
    failed: 0,
    failedSaves: 0,
    retriedOk: 0,
    slowestFailureMs: 0,
    failures: [],
    acked: 0,
  };
  for (const c of candidates) {
    sum.requests += c.stats.requests;
    sum.failed += c.stats.failed;
    sum.failedSaves += c.stats.failedSaves;
    sum.retriedOk += c.stats.retriedOk;
    sum.slowestFailureMs = Math.max(sum.slowestFailureMs, c.stats.slowestFailureMs);
    sum.failures.push(...c.stats.failures);
    sum.acked += c.acked.size;
  }
  return sum;
}
