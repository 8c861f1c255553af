import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTEMPT_TYPES, reportItemSchema, simuladoIdSchema, userIdSchema } from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import type { ReportService } from './reports.service';

export type ReportRoutesOptions = { reports: ReportService };

/** /api/reports/student/{id}/…: the report list and the PDF download (PRODUCT §7). */
export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (
  app,
  { reports },
) => {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  app.get(
    '/student/:id/available',
    {
      schema: {
        params: z.object({ id: userIdSchema }),
        response: { 200: z.array(reportItemSchema) },
      },
    },
    async (request) => reports.available(currentUser(request), request.params.id),
  );

  app.get(
    '/student/:id/simulado/:simuladoId',
    {
      schema: {
        params: z.object({ id: userIdSchema, simuladoId: simuladoIdSchema }),
        // Not in the spec's path: lets a practice card download its own attempt's report.
        querystring: z.object({ attemptType: z.enum(ATTEMPT_TYPES).optional() }),
      },
    },
    async (request, reply) => {
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
  );
};
