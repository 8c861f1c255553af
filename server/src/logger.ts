import pino, { type DestinationStream, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { Config } from './config';

/** Object paths that may hold a secret, wherever a log call puts them: logs are copied and kept. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.cookie',
  '*.cookies',
  '*.link',
];

/** A token in a link's query string (verification, reset): the link is as good as a key. */
const TOKEN_IN_URL = /([?&]token=)[^&\s"'<>]*/g;

/** Strips e-mail tokens from any text bound for a log (a URL, a mail's body). */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_IN_URL, '$1[redacted]');
}

type LoggerConfig = Pick<Config, 'logLevel' | 'env'> &
  Partial<Pick<Config, 'instanceId' | 'logFormat'>>;

/**
 * The process logger, shared by the API and the workers. It lives apart from runtime.ts so
 * the worker bundle does not pull in Fastify and Socket.IO just to log. JSON for machines
 * (production behind a log collector); pino-pretty for a person at a terminal, or when
 * LOG_FORMAT=pretty. Every line names the instance, so lines of several API instances
 * merged in one place can be told apart. `destination` lets a test read what would be
 * written.
 */
export function createLogger(
  config: LoggerConfig,
  destination?: DestinationStream,
  // A test's stream is no terminal, whatever the test runner's stdout is.
  terminal: boolean = !destination && process.stdout.isTTY === true,
): Logger {
  const pretty = config.logFormat ? config.logFormat === 'pretty' : terminal;
  const options = {
    level: config.logLevel,
    base: config.instanceId ? { instance: config.instanceId } : undefined,
    // Secrets never reach the log: passwords, cookies, credentials and e-mail tokens.
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Verification and reset links carry their token in the query string.
      req: (req: { method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactTokens(req.url),
        ip: req.ip,
      }),
    },
  };
  // In the process, not a transport thread: the bundles (build.mjs) keep working.
  if (pretty)
    return pino(
      options,
      PinoPretty({ colorize: terminal, translateTime: 'SYS:HH:MM:ss.l', destination }),
    );
  return destination ? pino(options, destination) : pino(options);
}
