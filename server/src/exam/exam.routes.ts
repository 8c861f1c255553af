import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAPER_PASS_COOKIE, contract, type ExamSession } from '@gabaritei/shared';
import { sessionCookieOptions } from '../auth/auth.routes';
import { currentUser, requireUser } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { ExamService } from './exam.service';
import { PAPER_PASS_WINDOW_MS } from './paper-pass';

export type ExamRoutesOptions = { exam: ExamService; publicUrl: string };

/**
 * Her paper pass (paper-pass.ts), also as a cookie for her paper's images: the browser's
 * image requests carry no query the page wrote, and this path sends it to nothing else.
 * Strict, HttpOnly, and no longer than the pass can be good for.
 */
function passCookie(reply: FastifyReply, request: FastifyRequest, publicUrl: string) {
  return (session: ExamSession): ExamSession => {
    if (!session.paperPass) return session;
    reply.setCookie(PAPER_PASS_COOKIE, session.paperPass, {
      ...sessionCookieOptions(publicUrl, request.protocol),
      path: `/api/simulados/${session.simuladoId}/assets`,
      sameSite: 'strict',
      maxAge: PAPER_PASS_WINDOW_MS / 1000,
    });
    return session;
  };
}

const routes = contract.exam;

/**
 * shared's contract.exam, its /api/exam-sessions half: the official attempt. The save is
 * the hot path; it has the plugin's onRequest guard and nothing else.
 */
export async function examSessionRoutes(
  app: FastifyInstance,
  { exam, publicUrl }: ExamRoutesOptions,
): Promise<void> {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  serveRoute(app, routes.start, {
    handler: async (request, reply) =>
      passCookie(reply, request, publicUrl)(await exam.start(currentUser(request), request.body)),
  });
  serveRoute(app, routes.active, {
    handler: async (request, reply) =>
      passCookie(reply, request, publicUrl)(await exam.active(currentUser(request), request.query)),
  });
  serveRoute(app, routes.paper, {
    handler: async (request, reply) => {
      const answer = await exam.paper(currentUser(request), request.params.id, {
        version: request.query.v,
        pass: request.query.t,
        acceptEncoding: request.headers['accept-encoding'],
        ifNoneMatch: request.headers['if-none-match'],
      });
      reply
        .header('cache-control', answer.cacheControl)
        .header('etag', answer.etag)
        .header('vary', 'accept-encoding')
        .header('x-content-type-options', 'nosniff');
      if (answer.status === 304) return reply.code(304).send();
      if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
      // Bytes built once (session-paper.ts): no serialiser runs on them.
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  });
  serveRoute(app, routes.saveAnswer, {
    handler: async (request) =>
      exam.saveAnswer(currentUser(request), request.params.id, request.body),
  });
  serveRoute(app, routes.saveFlags, {
    handler: async (request) =>
      exam.saveFlags(currentUser(request), request.params.id, request.body),
  });
  serveRoute(app, routes.submit, {
    handler: async (request) => exam.submit(currentUser(request), request.params.id),
  });
  serveRoute(app, routes.review, {
    handler: async (request) => exam.review(currentUser(request), request.params.id),
  });
}
