import { cookiePair, isOk, type HttpClient, type HttpResult } from './http';

/** The exam engine's HTTP contract (shared/src/exam/schemas.ts), as the bench uses it. */
export type SessionBody = {
  id: string;
  simuladoId: string;
  status: 'IN_PROGRESS' | 'SUBMITTED';
  expiresAt: string;
  answersData: Record<string, string | null>;
  serverNow: string;
};

export const SESSION_COOKIE = 'gabaritei_sid';
/** The start's paper pass, which her browser sends with that paper's images (shared's). */
export const PAPER_PASS_COOKIE = 'gabaritei_pp';

export async function signIn(
  http: HttpClient,
  email: string,
  password: string,
): Promise<{ cookie: string | null; result: HttpResult }> {
  const result = await http.post('/api/auth/login', { email, password });
  return { cookie: isOk(result) ? cookiePair(result.setCookie, SESSION_COOKIE) : null, result };
}

export function startSession(http: HttpClient, cookie: string, simuladoId: string) {
  return http.post('/api/exam-sessions/start', { simuladoId }, cookie);
}

export function saveAnswer(
  http: HttpClient,
  cookie: string,
  sessionId: string,
  answer: { questionId: string; selectedOption: string | null; clientSeq: number },
) {
  return http.post(`/api/exam-sessions/${sessionId}/save-answer`, answer, cookie);
}

export function submitSession(http: HttpClient, cookie: string, sessionId: string) {
  return http.post(`/api/exam-sessions/${sessionId}/submit`, {}, cookie);
}

export function activeSession(http: HttpClient, cookie: string, simuladoId: string) {
  return http.get(`/api/exam-sessions/active?simuladoId=${encodeURIComponent(simuladoId)}`, cookie);
}

/** The session in a start/save answer, or in a submit answer's `session`. */
export function sessionOf(result: HttpResult): SessionBody | null {
  const body = result.body as (SessionBody & { session?: SessionBody }) | null;
  if (!body || typeof body !== 'object') return null;
  if (body.session && typeof body.session.id === 'string') return body.session;
  return typeof body.id === 'string' ? body : null;
}

/** What a browser sends with the paper fetch (Chromium's Accept-Encoding). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * The paper opened as the exam screen opens it: the start asks for the session without
 * its paper, then the paper route (GET …/paper?v=) gives her booklet, compressed. With
 * `inline`, the start answer carries the paper, as a bundle from before that route asks.
 * `bytes`: what came over the wire for both; `payload`: the paper (questions, base texts).
 */
export async function openPaper(
  http: HttpClient,
  cookie: string,
  simuladoId: string,
  inline = false,
): Promise<{ start: HttpResult; paper: HttpResult | null; payload: unknown; bytes: number }> {
  const start = await http.post(
    '/api/exam-sessions/start',
    inline ? { simuladoId } : { simuladoId, paper: 'apart' },
    cookie,
  );
  const session = isOk(start) ? (sessionOf(start) as PaperSession | null) : null;
  const startBytes = wireBytesOf(start);
  if (inline || !session?.paperVersion)
    return { start, paper: null, payload: start.body, bytes: startBytes };
  const pass = session.paperPass ? `&t=${session.paperPass}` : '';
  const paper = await http.get(
    `/api/exam-sessions/${session.id}/paper?v=${session.paperVersion}${pass}`,
    cookie,
    { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  );
  return { start, paper, payload: paper.body, bytes: startBytes + wireBytesOf(paper) };
}

type PaperSession = SessionBody & { paperVersion?: string; paperPass?: string };
export type OpenedPaper = Awaited<ReturnType<typeof openPaper>>;

/** Bytes of a body as it came; a compact JSON re-serialised when the client cannot say. */
export const wireBytesOf = (result: HttpResult) =>
  result.wireBytes ?? (result.body === null ? 0 : Buffer.byteLength(JSON.stringify(result.body)));
