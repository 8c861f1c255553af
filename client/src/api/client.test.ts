import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, serverMessageOr } from './client';

function stubFetch(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends same-origin JSON with credentials and resolves with the parsed body', async () => {
    const fetchMock = stubFetch(200, JSON.stringify({ user: { id: '1' } }));

    const body = await api.post<{ user: { id: string } }>('/api/auth/login', {
      email: 'a@b.com',
      password: 'x',
    });

    expect(body).toEqual({ user: { id: '1' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'a@b.com', password: 'x' }),
      signal: null,
    });
  });

  it('sends no body on GET and an empty JSON object on a body-less POST', async () => {
    const fetchMock = stubFetch(200, '{}');

    await api.get('/api/auth/me');
    await api.post('/api/auth/logout');

    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', body: null });
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('treats a non-JSON success body as an empty object', async () => {
    stubFetch(200, '<html>ok</html>', 'text/html');
    await expect(apiRequest('/api/x')).resolves.toEqual({});
  });

  it('treats an empty success body as an empty object', async () => {
    stubFetch(200, '');
    await expect(apiRequest('/api/x')).resolves.toEqual({});
  });
});

describe('ApiError rule', () => {
  it("carries the server's message, code and status", async () => {
    stubFetch(
      403,
      JSON.stringify({
        statusCode: 403,
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Verifique seu e-mail',
      }),
    );

    const error = await rejection(api.post('/api/auth/login', {}));

    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(403);
    expect(error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(error.message).toBe('Verifique seu e-mail');
    expect(error.hasServerMessage).toBe(true);
  });

  it("falls back to 'Request failed with status {code}' without a message field", async () => {
    stubFetch(500, JSON.stringify({ statusCode: 500 }));

    const error = await rejection(api.get('/api/x'));

    expect(error.message).toBe('Request failed with status 500');
    expect(error.code).toBeNull();
    expect(error.hasServerMessage).toBe(false);
  });

  it('treats a non-JSON error body as an empty object', async () => {
    stubFetch(502, '<html>Bad Gateway</html>', 'text/html');

    const error = await rejection(api.get('/api/x'));

    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed with status 502');
  });

  it('ignores a message that is not a string', async () => {
    stubFetch(400, JSON.stringify({ message: 42 }));
    const error = await rejection(api.get('/api/x'));
    expect(error.message).toBe('Request failed with status 400');
  });
});

describe('serverMessageOr', () => {
  it('prefers the server message and otherwise uses the fallback', () => {
    expect(serverMessageOr(new ApiError(409, { message: 'E-mail em uso' }), 'Erro')).toBe(
      'E-mail em uso',
    );
    expect(serverMessageOr(new ApiError(500, {}), 'Erro')).toBe('Erro');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Erro')).toBe('Erro');
  });
});
