import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  accountProfileSchema,
  changePasswordSchema,
  deleteAccountSchema,
  messageResponseSchema,
  privacySchema,
  updateNameSchema,
} from '@gabaritei/shared';
import { currentUser, requireUser, SESSION_COOKIE } from '../http/session';
import { sessionCookieOptions } from '../auth/auth.routes';
import type { AccountService } from './account.service';

export type AccountRoutesOptions = { account: AccountService; publicUrl: string };

/** /api/me (issue 17): 'Minha Conta', always the signed-in person's own account. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { account, publicUrl },
) => {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: { response: { 200: accountProfileSchema } } }, async (request) =>
    account.profile(currentUser(request).id),
  );

  app.patch(
    '/',
    { schema: { body: updateNameSchema, response: { 200: accountProfileSchema } } },
    async (request) => account.rename(currentUser(request).id, request.body.name),
  );

  app.post(
    '/password',
    { schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.changePassword(currentUser(request).id, request.body, request.sessionToken);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.patch(
    '/privacy',
    { schema: { body: privacySchema, response: { 200: accountProfileSchema } } },
    async (request) =>
      account.setRankingDisplay(currentUser(request).id, request.body.rankingDisplay),
  );

  app.get('/export', async (request, reply) => {
    const data = await account.exportData(currentUser(request).id);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="gabaritei-meus-dados-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete(
    '/',
    { schema: { body: deleteAccountSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await account.deleteAccount(currentUser(request).id, request.body.password);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(publicUrl, request.protocol));
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};
