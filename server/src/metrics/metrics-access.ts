import { createHash, timingSafeEqual } from 'node:crypto';

/** The JSON body of a refused scrape, the same shape as the API's errors. */
export const metricsUnauthorized = {
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Informe o token de métricas.',
};

/**
 * Whether a scrape may read the metrics: always without METRICS_TOKEN (the operator then
 * keeps the port private), otherwise only with `Authorization: Bearer <token>`. Hashing
 * both sides gives equal lengths, so the comparison takes the same time whatever is sent.
 */
export function mayScrape(token: string | undefined, authorization: string | undefined): boolean {
  if (!token) return true;
  const sent = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
