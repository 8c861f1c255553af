/**
 * The fetch client of PRODUCT §7. Every call is same-origin (`/api/...`), sends the session
 * cookie and speaks JSON. A non-OK answer becomes an ApiError carrying the server's pt-BR
 * `message` when there is one, otherwise 'Request failed with status {code}'.
 */

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's machine-readable code (e.g. EMAIL_NOT_VERIFIED), when it sent one. */
  readonly code: string | null;
  /** False when the message is the generic fallback rather than the server's own words. */
  readonly hasServerMessage: boolean;

  constructor(status: number, body: unknown) {
    const serverMessage = readString(body, 'message');
    super(serverMessage ?? `Request failed with status ${status}`);
    this.status = status;
    this.code = readString(body, 'code');
    this.hasServerMessage = serverMessage !== null;
  }
}

export type RequestOptions = {
  method?: HttpMethod;
  /** Serialised as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

/** Performs one API call and resolves with the parsed JSON body ({} when it is not JSON). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: serialiseBody(method, options.body),
    signal: options.signal ?? null,
  });
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** A multipart upload (a file): the browser writes the Content-Type with its boundary. */
export async function apiUpload<T>(
  path: string,
  method: HttpMethod,
  form: FormData,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
    signal: signal ?? null,
  });
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/**
 * The server message of an API error, else the screen's pt-BR fallback. Network failures and
 * bodies without a message get the fallback so users never see an English status line.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.hasServerMessage ? error.message : fallback;
}

function serialiseBody(method: HttpMethod, body: unknown): string | null {
  if (method === 'GET') return null;
  // Every call declares a JSON content type, and Fastify rejects an empty body declared as
  // JSON, so a body-less POST/DELETE (logout, for one) sends an empty object instead.
  return JSON.stringify(body ?? {});
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

function readString(body: unknown, key: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
