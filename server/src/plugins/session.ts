import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionCache } from '../auth/session-cache';
import { findSession } from '../auth/session.repository';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { SESSION_COOKIE } from '../http/session';

// The guards moved to http/session.ts (a leaf every area may import without a folder
// cycle through auth/); re-exported here for the callers not yet pointed there.
export { SESSION_COOKIE, currentUser, requireRole, requireUser } from '../http/session';

/**
 * Reads the session cookie on every request and resolves the user behind it, through the
 * session cache (a look-up per request and per token at most every couple of seconds).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; clock: Clock; cache: SessionCache }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 128) return;
      let user = opts.cache.get(token);
      if (!user) {
        const generation = opts.cache.generation();
        const found = await findSession(opts.db, token, opts.clock.now());
        if (found) opts.cache.set(token, found.user, found.expiresAt, generation);
        user = found?.user ?? null;
      }
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
    });
  },
);
