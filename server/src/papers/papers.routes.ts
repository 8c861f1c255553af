import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  PAPER_PASS_COOKIE,
  PAPERS_MESSAGES as M,
  RICH_LIMITS,
  contract,
} from '@gabaritei/shared';
import { AppError, badRequest } from '../http/errors';
import { currentUser, requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { AssetsService } from './assets.service';
import type { CorrectionsService } from './corrections.service';
import type { PapersService } from './papers.service';

const routes = contract.papers;

/** A month: an asset's bytes never change (a new upload is a new id), access is re-checked on revalidation. */
const ASSET_MAX_AGE = 30 * 24 * 60 * 60;

export type PaperRoutesOptions = {
  papers: PapersService;
  corrections: CorrectionsService;
  assets: AssetsService;
};

/** The one file of a multipart upload, at most 2 MB; 400/413 as JSON for anything else. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(M.assetMissingFile);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw badRequest(M.assetMissingFile);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
      throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, M.assetTooLarge);
    throw badRequest(M.assetMissingFile);
  }
}

/** shared's contract.papers, ADMIN part: the 'Questões' editor and the image upload. */
export async function paperEditorRoutes(app: FastifyInstance, options: PaperRoutesOptions) {
  const { papers, corrections, assets } = options;
  app.addHook('onRequest', requireRole('ADMIN'));
  // Here only: no other route of the API takes multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: RICH_LIMITS.assetMaxBytes, files: 1, fields: 0, parts: 1 },
  });

  serveRoute(app, routes.paper, { handler: async (req) => papers.paper(req.params.id) });
  serveRoute(app, routes.createQuestion, {
    handler: async (req) => papers.createQuestion(req.params.id, req.body),
  });
  serveRoute(app, routes.updateQuestion, {
    handler: async (req) => papers.updateQuestion(req.params.id, req.params.questionId, req.body),
  });
  serveRoute(app, routes.deleteQuestion, {
    handler: async (req) => papers.deleteQuestion(req.params.id, req.params.questionId),
  });
  serveRoute(app, routes.reorderQuestions, {
    handler: async (req) => papers.reorder(req.params.id, req.body.questionIds),
  });
  serveRoute(app, routes.createBaseText, {
    handler: async (req) => papers.createBaseText(req.params.id, req.body),
  });
  serveRoute(app, routes.updateBaseText, {
    handler: async (req) => papers.updateBaseText(req.params.id, req.params.baseTextId, req.body),
  });
  serveRoute(app, routes.deleteBaseText, {
    handler: async (req) => papers.deleteBaseText(req.params.id, req.params.baseTextId),
  });
  serveRoute(app, routes.correct, {
    handler: async (req) => corrections.correct(currentUser(req), req.params.id, req.body),
  });
  serveRoute(app, routes.uploadAsset, {
    bodyLimit: RICH_LIMITS.assetMaxBytes + 64 * 1024,
    handler: async (req) => assets.upload(req.params.id, await uploadedFile(req)),
  });
}

/** The images of a paper, under the paper's own read rule (assets.service.ts). */
export async function paperAssetRoutes(app: FastifyInstance, { assets }: PaperRoutesOptions) {
  serveRoute(app, routes.asset, {
    handler: async (req, reply) => {
      const answer = await assets.serve(
        req.user,
        req.params.id,
        req.params.assetId,
        req.headers['if-none-match'],
        req.cookies[PAPER_PASS_COOKIE],
      );
      reply
        .header('cache-control', `private, max-age=${ASSET_MAX_AGE}`)
        .header('etag', answer.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (answer.status === 304) return reply.code(304).send();
      return reply.type(answer.contentType).send(answer.bytes);
    },
  });
}
