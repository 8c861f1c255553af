import { vi } from 'vitest';

type Reply = { status: number; body?: unknown };
type Handler = Reply | ((body: unknown) => Reply | Promise<Response>);

export type ApiCall = { method: string; path: string; body: unknown };

/**
 * Stubs `fetch` — the client's network edge — with canned answers keyed by "METHOD /path"
 * (query string excluded). Unknown routes answer 404 so a stray call fails loudly.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });

    const handler = routes[`${method} ${url.pathname}`];
    if (handler === undefined)
      return json(404, { message: `no mock for ${method} ${url.pathname}` });
    const reply = typeof handler === 'function' ? await handler(body) : handler;
    return reply instanceof Response ? reply : json(reply.status, reply.body ?? {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A reply the test releases by hand, to observe in-flight states. */
export function deferredReply() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { reply: () => promise, release };
}

export const anonymous = { 'GET /api/auth/me': { status: 401, body: { code: 'UNAUTHENTICATED' } } };

export function signedInAs(role: 'ADMIN' | 'TEACHER' | 'STUDENT', name = 'Maria Souza') {
  return {
    'GET /api/auth/me': {
      status: 200,
      body: { id: 'u1', name, email: 'maria@example.com', role },
    },
  };
}
