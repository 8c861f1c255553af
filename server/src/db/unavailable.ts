import { serviceUnavailable } from '../http/errors';

/**
 * How long a request waits for a pooled connection (a new one, or a busy pool's next free
 * one) before it fails: a database that does not answer, or a blocked port, must not hold
 * requests until nginx gives up. Far above a loaded pool's wait (tens of milliseconds).
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

/** Node's network errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL's SQLSTATEs of a server going away or not taking connections yet. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/** node-postgres's own words when a connection ends or never comes (it sets no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
];

/**
 * True when `error` says the database cannot be reached (refused, cut, shutting down,
 * timed out) rather than that a query was wrong: such a request may be retried as is.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08')) {
        return true;
      }
    }
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(e instanceof Error ? e.message : ''))) {
      return true;
    }
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = e.cause;
  }
  return false;
}

/** The 503 a client sees meanwhile; the exam's save queue keeps the answer and resends it. */
export const databaseUnavailable = () =>
  serviceUnavailable(
    'O banco de dados está temporariamente indisponível. Tente novamente em instantes.',
  );
