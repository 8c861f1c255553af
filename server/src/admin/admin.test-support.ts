import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import type { AdminCreateSimuladoInput } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { signedIn, type SignedIn } from '../simulados/catalogue.test-support';
import { relaxedRateLimits, useTestApp, type BackendName } from '../test/support';

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

/**
 * The app of an admin suite, the admin API over it and an ADMIN signed in (`root`), both
 * filled in by `beforeAll`: read them inside hooks and tests, as useTestApp's fields.
 */
export function useAdminSuite(backend: BackendName, options: { clock?: Clock } = {}) {
  const t = useTestApp(backend, {
    clock: options.clock,
    config: { rateLimits: relaxedRateLimits },
  });
  const admin = {} as AdminApi;
  const root = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(admin, adminApi(t.app));
    Object.assign(root, await signedIn(t.api, t.db, 'ADMIN'));
  });
  return { t, admin, root };
}

/** A well-formed row, delimiter of choice. */
export const csvRow = (n: number, delimiter = ',', answer = 'B') =>
  [`Questão ${n}`, 'Alternativa A', 'Alternativa B', 'Alternativa C', 'Alternativa D', answer].join(
    delimiter,
  );

/** The texts of a simulado's questions, in their order. */
export async function questionTexts(db: Db, simuladoId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('questions')
    .select('text')
    .where('simulado_id', '=', simuladoId)
    .orderBy('position')
    .execute();
  return rows.map((q) => q.text);
}
