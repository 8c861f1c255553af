import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { ReportService } from './reports.service';

export type ReportRoutesOptions = { reports: ReportService };

const routes = contract.reports;

/** shared's contract.reports: a student's report list and the PDF download (PRODUCT §7). */
export async function reportRoutes(app: FastifyInstance, { reports }: ReportRoutesOptions) {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  serveRoute(app, routes.available, {
    handler: async (request) => reports.available(currentUser(request), request.params.id),
  });
  serveRoute(app, routes.download, {
    // The PDF's bytes go out through reply: Fastify sends a Buffer as is, unserialised.
    handler: async (request, reply) => {
      const { fileName, pdf } = await reports.download(
        currentUser(request),
        request.params.id,
        request.params.simuladoId,
        request.query.attemptType,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  });
}
