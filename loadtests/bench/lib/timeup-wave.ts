// The time-up bench's wave over the wire: every candidate's socket, the paced starts, the
// saves, and the wait for the server's own expiry to finalise them all.
import { io, type Socket } from 'socket.io-client';
import type { Option } from '../../../shared/src/limits';
import { saveAnswer, sessionOf, startSession } from './exam-api';
import { describeFailure, isOk, type HttpClient } from './http';
import type { ErrorTally } from './ledger';

/** Wall-clock times (Date.now()), comparable with the server's completed_at. */
export type WaveSockets = {
  sockets: Socket[];
  /** sessionId → when its exam:expired arrived. */
  expiredAt: Map<string, number>;
  /** When the ranking watcher first saw every candidate in the ranking. */
  rankingFinalAt: number | null;
  /** Sockets the server or the transport closed before the wave ended, by reason. */
  dropped: Map<string, number>;
  close(): void;
};

function connect(baseUrl: string, cookie: string | undefined): Promise<Socket> {
  const socket = io(baseUrl, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** One socket per candidate (200 handshakes at a time) plus one ranking watcher. */
export async function connectWave(
  baseUrl: string,
  cookies: readonly string[],
  simuladoId: string,
): Promise<WaveSockets> {
  const wave: WaveSockets = {
    sockets: [],
    expiredAt: new Map(),
    rankingFinalAt: null,
    dropped: new Map(),
    close: () => wave.sockets.forEach((socket) => socket.disconnect()),
  };
  // A socket lost mid-wave never hears its exam:expired: say so rather than miss it silently.
  const watch = (socket: Socket) =>
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect')
        wave.dropped.set(reason, (wave.dropped.get(reason) ?? 0) + 1);
    });
  for (let from = 0; from < cookies.length; from += 200) {
    const batch = await Promise.all(
      cookies.slice(from, from + 200).map((cookie) => connect(baseUrl, cookie)),
    );
    for (const socket of batch) {
      socket.on('exam:expired', (event: { sessionId: string }) => {
        if (!wave.expiredAt.has(event.sessionId)) wave.expiredAt.set(event.sessionId, Date.now());
      });
      watch(socket);
      wave.sockets.push(socket);
    }
  }
  const watcher = await connect(baseUrl, undefined);
  watcher.on('ranking:updated', (event: { participants: number }) => {
    if (wave.rankingFinalAt === null && event.participants >= cookies.length)
      wave.rankingFinalAt = Date.now();
  });
  watch(watcher);
  watcher.emit('ranking:join', simuladoId);
  wave.sockets.push(watcher);
  return wave;
}

export type Started = { sessionId: string; expiresAt: number };

/** Candidate i starts at i × spread ÷ N: the deadlines spread as the starts did. */
export async function startPaced(
  http: HttpClient,
  cookies: readonly string[],
  simuladoId: string,
  spreadMs: number,
  errors: ErrorTally,
): Promise<Array<Started | null>> {
  const began = performance.now();
  return Promise.all(
    cookies.map(async (cookie, i) => {
      const at = began + (i * spreadMs) / cookies.length;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
      const result = await startSession(http, cookie, simuladoId);
      const session = sessionOf(result);
      if (!isOk(result) || !session) {
        errors.add('start', describeFailure(result));
        return null;
      }
      return { sessionId: session.id, expiresAt: Date.parse(session.expiresAt) };
    }),
  );
}

/** sessionId → questionId → the option the server acknowledged. */
export type SavedAnswers = Map<string, Map<string, Option>>;

/**
 * `answers` distinct questions per session, a random option each, over `concurrency`
 * loops. Only 2xx saves are recorded: they are the ones that must be in the result.
 */
export async function saveAll(
  http: HttpClient,
  started: ReadonlyArray<{ cookie: string; sessionId: string }>,
  questionIds: readonly string[],
  answers: number,
  errors: ErrorTally,
  concurrency = 256,
): Promise<SavedAnswers> {
  const saved: SavedAnswers = new Map();
  const work = started.flatMap(({ cookie, sessionId }, s) =>
    Array.from({ length: answers }, (_, k) => ({
      cookie,
      sessionId,
      // A different stride per session: not every candidate answers the same questions.
      questionId: questionIds[(s * 7 + k * 3) % questionIds.length]!,
      option: (['A', 'B', 'C', 'D'] as const)[(s + k * 5) % 4]!,
    })),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < work.length) {
        const item = work[next++]!;
        const result = await saveAnswer(http, item.cookie, item.sessionId, {
          questionId: item.questionId,
          selectedOption: item.option,
          clientSeq: 1,
        });
        if (!isOk(result)) {
          errors.add('save-answer', describeFailure(result));
          continue;
        }
        let mine = saved.get(item.sessionId);
        if (!mine) saved.set(item.sessionId, (mine = new Map()));
        mine.set(item.questionId, item.option);
      }
    }),
  );
  return saved;
}
