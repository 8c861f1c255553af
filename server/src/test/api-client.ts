import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type CallOptions = { cookie?: string; origin?: string; ip?: string };

/**
 * A tiny API client over app.inject. The app may be given as a function, read at each
 * call: a suite can then build its client (and helpers over it) while it is declared,
 * before `beforeAll` has built the app.
 */
export function apiClient(
  app: FastifyInstance | (() => FastifyInstance),
  defaults: { ip?: string } = {},
) {
  const appOf = typeof app === 'function' ? app : () => app;
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload: unknown,
    options: CallOptions,
  ): Promise<LightMyRequestResponse> =>
    appOf().inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      remoteAddress: options.ip ?? defaults.ip ?? '127.0.0.1',
      cookies: options.cookie ? { gabaritei_sid: options.cookie } : {},
      headers: options.origin ? { origin: options.origin } : {},
    });
  return {
    get: (url: string, options: CallOptions = {}) => call('GET', url, undefined, options),
    post: (url: string, payload?: unknown, options: CallOptions = {}) =>
      call('POST', url, payload, options),
    put: (url: string, payload?: unknown, options: CallOptions = {}) =>
      call('PUT', url, payload, options),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
