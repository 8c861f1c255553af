import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@gabaritei/shared';
import { ApiError } from './client';
import { call } from './call';

const SIMULADO = '8a6e0804-2bd0-4672-b79a-d97358845ff8';

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it("builds the route's URL from its params and parses the answer with its schema", async () => {
    const fetchMock = stubFetch(200, { hasAccess: true, extra: 'dropped' });
    const access = await call(contract.purchases.access, { params: { simuladoId: SIMULADO } });
    expect(access).toEqual({ hasAccess: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/purchases/access/${SIMULADO}`);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', body: null });
  });

  it("sends the body with the route's method", async () => {
    const fetchMock = stubFetch(201, {
      id: 'p1',
      simuladoId: SIMULADO,
      purchasedAt: '2026-11-26T10:00:00.000Z',
      title: 'Simulado',
      subject: null,
      description: null,
      questionCount: 10,
      price: 0,
    });
    await call(contract.purchases.create, { body: { simuladoId: SIMULADO } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/purchases');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ simuladoId: SIMULADO }),
    });
  });

  it('rejects an answer that breaks the contract instead of handing it to a screen', async () => {
    stubFetch(200, { hasAccess: 'yes' });
    await expect(
      call(contract.purchases.access, { params: { simuladoId: SIMULADO } }),
    ).rejects.toThrow();
  });

  it("keeps the API's error rule", async () => {
    stubFetch(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Faça login' });
    const error = await call(contract.purchases.mine, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Faça login');
  });
});
