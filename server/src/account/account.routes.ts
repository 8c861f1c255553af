import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, contract } from '@gabaritei/shared';
import { currentUser, requireUser, SESSION_COOKIE } from '../http/session';
import { serveRoute } from '../http/serve-route';
import { sessionCookieOptions } from '../auth/auth.routes';
import type { AccountService } from './account.service';
import type { ReadingService } from './reading.service';

export type AccountRoutesOptions = {
  account: AccountService;
  reading: ReadingService;
  publicUrl: string;
};

const routes = contract.account;

/** shared's contract.account: 'Minha Conta', always the signed-in person's own account. */
export async function accountRoutes(
  app: FastifyInstance,
  { account, reading, publicUrl }: AccountRoutesOptions,
): Promise<void> {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  serveRoute(app, routes.profile, {
    handler: async (request) => account.profile(currentUser(request).id),
  });

  serveRoute(app, routes.rename, {
    handler: async (request) => account.rename(currentUser(request).id, request.body.name),
  });

  serveRoute(app, routes.changePassword, {
    handler: async (request) => {
      await account.changePassword(currentUser(request).id, request.body, request.sessionToken);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  });

  serveRoute(app, routes.privacy, {
    handler: async (request) =>
      account.setRankingDisplay(currentUser(request).id, request.body.rankingDisplay),
  });

  serveRoute(app, routes.readingPreferences, {
    handler: async (request) => reading.get(currentUser(request).id),
  });
  serveRoute(app, routes.setReadingPreferences, {
    handler: async (request) => reading.set(currentUser(request).id, request.body),
  });

  serveRoute(app, routes.export, {
    // The attachment's text is written here, indented, under a dated file name.
    handler: async (request, reply) => {
      const data = await account.exportData(currentUser(request).id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="gabaritei-meus-dados-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  });

  serveRoute(app, routes.remove, {
    handler: async (request, reply) => {
      await account.deleteAccount(currentUser(request).id, request.body.password);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(publicUrl, request.protocol));
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  });
}
