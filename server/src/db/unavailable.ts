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

/**
 * PostgreSQL's SQLSTATEs of a server going away, not taking connections yet, or taking no
 * more: 57P01-03 (shut down, crash, starting up), 53300 (too many connections: what a pool
 * × instances over max_connections hits first) and 53400 (a role's connection limit).
 */
const REFUSING_STATES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);

/**
 * 55000 is a whole class of "object not in prerequisite state"; only the database refusing
 * new connections (ALLOW_CONNECTIONS false, a database being dropped or restored) is an
 * outage, any other 55000 is a bug of ours.
 */
const NOT_ACCEPTING = /not (currently )?accepting connections/i;

/** node-postgres's own words when a connection ends or never comes (it sets no code). */
const DRIVER_MESSAGES: Array<[RegExp, string]> = [
  [/^Connection terminated/, 'terminated'],
  [/^timeout exceeded when trying to connect/, 'pool-timeout'],
  [/^Client has encountered a connection error and is not queryable/, 'connection-error'],
];

/**
 * Which way the database said no (a SQLSTATE, a network code, or the driver's 'terminated',
 * 'pool-timeout', 'connection-error'), or null when `error` is not the database being
 * unreachable but a query being wrong. The kind labels the log line and the metric.
 */
export function databaseUnavailableKind(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || REFUSING_STATES.has(code) || code.startsWith('08')) {
        return code;
      }
      if (code === '55000' && NOT_ACCEPTING.test(e.message)) return code;
    }
    const message = e.message;
    const driver = DRIVER_MESSAGES.find(([pattern]) => pattern.test(message));
    if (driver) return driver[1];
    if (e instanceof AggregateError) {
      for (const inner of e.errors) {
        const kind = databaseUnavailableKind(inner);
        if (kind) return kind;
      }
    }
    e = e.cause;
  }
  return null;
}

/**
 * True when `error` says the database cannot be reached (refused, cut, shutting down,
 * timed out) rather than that a query was wrong: such a request may be retried as is.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableKind(error) !== null;
}

/**
 * Whether to log this kind of outage now: once per kind per `windowMs`, so a database
 * refusing connections under thousands of saves a second writes a line every few seconds
 * instead of a stack per request (the metric counts every one).
 */
export function createOutageLogThrottle(now: () => number, windowMs = 5_000) {
  const last = new Map<string, number>();
  return (kind: string): boolean => {
    const at = now();
    const previous = last.get(kind);
    if (previous !== undefined && at - previous < windowMs) return false;
    last.set(kind, at);
    return true;
  };
}

/** The 503 a client sees meanwhile; the exam's save queue keeps the answer and resends it. */
export const databaseUnavailable = () =>
  serviceUnavailable(
    'O banco de dados está temporariamente indisponível. Tente novamente em instantes.',
  );
