import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AdminCreateSimuladoInput } from '@gabaritei/shared';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** app.inject with a session cookie, for every verb the admin API uses. */
export function adminApi(app: FastifyInstance) {
  const call = (
    method: Method,
    url: string,
    cookie: string | undefined,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      cookies: cookie ? { gabaritei_sid: cookie } : {},
    });
  return {
    get: (url: string, cookie?: string) => call('GET', url, cookie),
    post: (url: string, payload: unknown, cookie?: string) => call('POST', url, cookie, payload),
    patch: (url: string, payload: unknown, cookie?: string) => call('PATCH', url, cookie, payload),
    delete: (url: string, cookie?: string) => call('DELETE', url, cookie, {}),
    /** Creates a simulado through the API and answers its id. */
    async createSimulado(cookie: string, values: Partial<AdminCreateSimuladoInput> = {}) {
      const res = await call('POST', '/api/admin/simulados', cookie, {
        title: 'Simulado Admin',
        price: 0,
        ...values,
      });
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { id: string }).id;
    },
    importCsv: (id: string, csvContent: string, cookie: string) =>
      call('POST', `/api/admin/simulados/${id}/questions/csv`, cookie, { csvContent }),
  };
}
export type AdminApi = ReturnType<typeof adminApi>;

/** A well-formed row, delimiter of choice. */
export const csvRow = (n: number, delimiter = ',', answer = 'B') =>
  [`Questão ${n}`, 'Alternativa A', 'Alternativa B', 'Alternativa C', 'Alternativa D', answer].join(
    delimiter,
  );
