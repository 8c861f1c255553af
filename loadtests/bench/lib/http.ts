import { Agent, fetch, request } from 'undici';
import type { Transport } from './args';
import { createWireClient } from './wire-http';

/** One answered (or failed) request: status 0 means no HTTP answer (connection error). */
export type HttpResult = {
  status: number;
  body: unknown;
  setCookie: string[];
  /** From sending the request to the last byte of the body. */
  ms: number;
  /** The body's bytes as they came (compressed, when it was); the wire client's only. */
  wireBytes?: number;
  etag?: string;
  error?: string;
};

export type HttpClient = {
  post(path: string, body: unknown, cookie?: string): Promise<HttpResult>;
  /** `headers`: a browser's own (Accept-Encoding, If-None-Match). */
  get(path: string, cookie?: string, headers?: Record<string, string>): Promise<HttpResult>;
  close(): Promise<void>;
};

/**
 * The load generator's HTTP client: a bounded number of keep-alive connections, no
 * pipelining, shared by every simulated candidate, like browsers behind one proxy. `wire`
 * is the bench's own HTTP/1.1 client (wire-http.ts); `request` is undici's low-level call;
 * `fetch` is the WHATWG fetch of the same undici. On this 2-core machine `request` costs
 * about three times the CPU of `wire` per request, and `fetch` five times `request`'s,
 * which the generator steals from the server it measures (see loadtests/README.md).
 */
export function createHttpClient(options: {
  baseUrl: string;
  connections: number;
  transport: Transport;
}): HttpClient {
  const wire = createWireClient(options);
  const agent = new Agent({
    connections: options.connections,
    pipelining: 1,
    keepAliveTimeout: 60_000,
    keepAliveMaxTimeout: 600_000,
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
  });

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    cookie?: string,
    extra: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { ...extra };
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const url = options.baseUrl + path;
    const started = performance.now();
    try {
      if (options.transport === 'wire') {
        const res = await wire.send(method, path, headers, payload);
        return {
          status: res.status,
          body: parseJson(res.body),
          setCookie: res.setCookie,
          ms: performance.now() - started,
          wireBytes: res.wireBytes,
          ...(res.etag === undefined ? {} : { etag: res.etag }),
          ...(res.error === undefined ? {} : { error: res.error }),
        };
      }
      if (options.transport === 'fetch') {
        const res = await fetch(url, { method, headers, body: payload, dispatcher: agent });
        const text = await res.text();
        return {
          status: res.status,
          body: parseJson(text),
          setCookie: res.headers.getSetCookie(),
          ms: performance.now() - started,
        };
      }
      // undici's request() does not decode bodies: it asks for them as they are.
      delete headers['accept-encoding'];
      const res = await request(url, { method, headers, body: payload, dispatcher: agent });
      const text = await res.body.text();
      const raw = res.headers['set-cookie'];
      return {
        status: res.statusCode,
        body: parseJson(text),
        setCookie: raw === undefined ? [] : Array.isArray(raw) ? raw : [raw],
        ms: performance.now() - started,
      };
    } catch (error) {
      return {
        status: 0,
        body: null,
        setCookie: [],
        ms: performance.now() - started,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
  }

  return {
    post: (path, body, cookie) => send('POST', path, body ?? {}, cookie),
    get: (path, cookie, headers) => send('GET', path, undefined, cookie, headers),
    close: async () => {
      await wire.close();
      await agent.close();
    },
  };
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `name=value` of the first Set-Cookie named `name`, ready for a Cookie header. */
export function cookiePair(setCookie: string[], name: string): string | null {
  for (const header of setCookie) {
    const pair = header.split(';', 1)[0]!;
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return null;
}

export function isOk(result: HttpResult): boolean {
  return result.status >= 200 && result.status < 300;
}

/** A short description of a failed request for the error summary. */
export function describeFailure(result: HttpResult): string {
  if (result.status === 0) return result.error ?? 'no answer';
  const body = result.body as { code?: unknown; message?: unknown } | null;
  const code = body && typeof body === 'object' && body.code ? String(body.code) : '';
  return `HTTP ${result.status}${code ? ` ${code}` : ''}`;
}
