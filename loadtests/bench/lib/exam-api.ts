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
