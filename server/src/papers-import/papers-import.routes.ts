import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  PAPER_IMPORT_LIMITS,
  PAPER_IMPORT_MESSAGES as M,
  contract,
} from '@gabaritei/shared';
import { AppError, badRequest } from '../http/errors';
import { requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { Download, PapersExportService } from './papers-export.service';
import type { PapersImportService } from './papers-import.service';

const routes = contract.papersImport;

export type PapersImportRoutesOptions = {
  imports: PapersImportService;
  exports: PapersExportService;
};

type Upload = { file: Buffer; alts: Record<string, string> };

const isTextMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string' && text.length <= 1_000);

/** The multipart body: the file (field `file`) and, for Word, alternative texts (`alt`). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(M.fileRequired);
  let file: Buffer | null = null;
  let alts: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) file = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'alt') {
        const parsed: unknown = JSON.parse(String(part.value));
        if (!isTextMap(parsed)) throw badRequest(M.altInvalid);
        alts = parsed;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof SyntaxError) throw badRequest(M.altInvalid);
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code.endsWith('_LIMIT'))
      throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, M.fileTooLarge);
    throw badRequest(M.fileRequired);
  }
  if (!file || file.length === 0) throw badRequest(M.fileRequired);
  return { file, alts };
}

const send = (reply: FastifyReply, download: Download) =>
  reply
    .type(download.contentType)
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(download.bytes);

/** shared's contract.papersImport: Word/ZIP imports, exports and the Word template (ADMIN). */
export async function papersImportRoutes(
  app: FastifyInstance,
  { imports, exports }: PapersImportRoutesOptions,
): Promise<void> {
  app.addHook('onRequest', requireRole('ADMIN'));
  // Scoped to these routes: the rest of the API takes no multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PAPER_IMPORT_LIMITS.maxBytes, files: 1, fields: 1, parts: 2 },
  });
  const bodyLimit = PAPER_IMPORT_LIMITS.maxBytes + 256 * 1024;

  serveRoute(app, routes.importDocx, {
    bodyLimit,
    handler: async (request) => {
      const { file, alts } = await readUpload(request);
      const dryRun = request.query.dryRun === 'true';
      return imports.importDocx(request.params.id, file, { dryRun, alts });
    },
  });
  serveRoute(app, routes.importZip, {
    bodyLimit,
    handler: async (request) => {
      const { file } = await readUpload(request);
      const dryRun = request.query.dryRun === 'true';
      return imports.importZip(request.params.id, file, { dryRun });
    },
  });
  serveRoute(app, routes.exportDocx, {
    handler: async (request, reply) => send(reply, await exports.exportDocx(request.params.id)),
  });
  serveRoute(app, routes.exportJson, {
    handler: async (request, reply) => send(reply, await exports.exportJson(request.params.id)),
  });
  serveRoute(app, routes.docxTemplate, {
    handler: async (_request, reply) => send(reply, await exports.template()),
  });
}
