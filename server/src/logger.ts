import pino, { type Logger } from 'pino';
import type { Config } from './config';

/**
 * The process logger, shared by the API and the workers. It lives apart from runtime.ts so
 * the worker bundle does not pull in Fastify and Socket.IO just to log.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.logLevel,
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
  });
}
