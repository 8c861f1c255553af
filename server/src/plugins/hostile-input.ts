import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSafeText, TEXT_MESSAGES } from '@gabaritei/shared';
import { badRequest } from '../http/errors';

/** Deep enough for any payload of the API; deeper JSON is refused rather than walked. */
const MAX_DEPTH = 32;

/** True when some string (key or value) inside holds NUL, a lone surrogate or a bidi control. */
function holdsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => holdsUnsafeText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => !isSafeText(key) || holdsUnsafeText(item, depth + 1),
  );
}

/**
 * The shared schemas refuse unsafe text field by field (so forms say the same); this hook is
 * the net under them for what no schema names: a path parameter, a query key, a field of a
 * route added later. It runs before validation, after the role guards (onRequest), so a
 * refused caller still gets 401/403 first. The answer is the schemas' own 400.
 */
export const hostileInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (
      holdsUnsafeText(request.params) ||
      holdsUnsafeText(request.query) ||
      holdsUnsafeText(request.body)
    )
      throw badRequest(TEXT_MESSAGES.unsafeText);
  });
});
