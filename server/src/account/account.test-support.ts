import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createAccount, signIn, apiClient } from '../auth/auth.test-support';
import type { Db } from '../db/database';
import { seedResults } from '../ranking/ranking.test-support';
import { createSimulado } from '../simulados/catalogue.test-support';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** app.inject with a session cookie (and, when given, an Origin), for /api/me's verbs. */
export function meApi(app: FastifyInstance | (() => FastifyInstance)) {
  const appOf = typeof app === 'function' ? app : () => app;
  const call = (
    method: Method,
    url: string,
    cookie: string | undefined,
    payload?: unknown,
    origin?: string,
  ): Promise<LightMyRequestResponse> =>
    appOf().inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      cookies: cookie ? { gabaritei_sid: cookie } : {},
      headers: origin ? { origin } : {},
    });
  return {
    get: (url: string, cookie?: string) => call('GET', url, cookie),
    post: (url: string, payload: unknown, cookie?: string, origin?: string) =>
      call('POST', url, cookie, payload, origin),
    patch: (url: string, payload: unknown, cookie?: string, origin?: string) =>
      call('PATCH', url, cookie, payload, origin),
    delete: (url: string, payload: unknown, cookie?: string, origin?: string) =>
      call('DELETE', url, cookie, payload, origin),
  };
}

/** A verified account of the role, signed in: its row, password and cookie. */
export async function person(
  app: FastifyInstance,
  db: Db,
  values: { name?: string; role?: 'STUDENT' | 'TEACHER' | 'ADMIN' } = {},
) {
  const account = await createAccount(db, values);
  const cookie = await signIn(apiClient(app), account.email, account.password);
  return { ...account, id: account.user.id, cookie };
}
export type Person = Awaited<ReturnType<typeof person>>;

/**
 * A simulado under way for an hour and these people, signed in, ranked on it in this order
 * (90, 80, … points, the same time each).
 */
export async function rankedPeople<const Names extends readonly string[]>(
  app: FastifyInstance,
  db: Db,
  names: Names,
): Promise<{ simulado: string; people: { [K in keyof Names]: Person } }> {
  const simulado = await createSimulado(db, { startDate: new Date(Date.now() - 3600_000) });
  const people: Person[] = [];
  for (const name of names) people.push(await person(app, db, { name }));
  await seedResults(
    db,
    simulado,
    people.map((p, i) => ({ userId: p.id, score: 90 - 10 * i, durationSeconds: 100 })),
  );
  return { simulado, people: people as { [K in keyof Names]: Person } };
}
