import pino, { type DestinationStream, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { Config } from './config';

type LoggerConfig = Pick<Config, 'logLevel' | 'env'> &
  Partial<Pick<Config, 'instanceId' | 'logFormat'>>;

/**
 * The process logger, shared by the API and the workers. It lives apart from runtime.ts so
 * the worker bundle does not pull in Fastify and Socket.IO just to log. JSON for machines
 * (production behind a log collector); pino-pretty for a person at a terminal, or when
 * LOG_FORMAT=pretty. Every line names the instance, so lines of several API instances
 * merged in one place can be told apart.
 */
export function createLogger(
  config: LoggerConfig,
  terminal: boolean = process.stdout.isTTY === true,
  /** Where JSON lines go instead of stdout (tests that read them). */
  destination?: DestinationStream,
): Logger {
  const pretty = config.logFormat ? config.logFormat === 'pretty' : terminal;
  return pino(
    {
      level: config.logLevel,
      base: config.instanceId ? { instance: config.instanceId } : undefined,
      // Secrets never reach the log: cookies, credentials and e-mail tokens.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.newPassword',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Verification and reset links carry their token in the query string.
        req: (req: { method?: string; url?: string; ip?: string }) => ({
          method: req.method,
          url: req.url?.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
          ip: req.ip,
        }),
      },
    },
    // In the process, not a transport thread: the bundles (build.mjs) keep working.
    pretty
      ? PinoPretty({ colorize: terminal, translateTime: 'SYS:HH:MM:ss.l', destination })
      : destination,
  );
}
