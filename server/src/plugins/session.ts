import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionCache } from '../auth/session-cache';
import { findSessions } from '../auth/session.repository';
import { createBatcher } from '../batching/batcher';
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
    // Look-ups that arrive together go in one statement: the 2,000 starts of an exam day
    // come within a second, each with a cookie the cache has not seen for a while.
    const lookups = createBatcher({
      maxInFlight: 2,
      maxBatch: 200,
      async run(tokens: string[]) {
        const found = await findSessions(opts.db, tokens, opts.clock.now());
        return tokens.map((token) => found.get(token) ?? null);
      },
    });
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 128) return;
      let user = opts.cache.get(token);
      if (!user) {
        const generation = opts.cache.generation();
        const found = await lookups.submit(token);
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
