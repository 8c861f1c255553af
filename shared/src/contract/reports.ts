import { z } from 'zod';
import { simuladoIdSchema, userIdSchema } from '../catalogue/schemas';
import { ATTEMPT_TYPES, reportItemSchema } from '../reports/schemas';
import { defineRoutes } from './route';

/** A student's report list and the PDF download of one report. */
export const reportsRoutes = defineRoutes({
  available: {
    method: 'GET',
    path: '/api/reports/student/:id/available',
    params: z.object({ id: userIdSchema }),
    response: z.array(reportItemSchema),
  },
  download: {
    method: 'GET',
    path: '/api/reports/student/:id/simulado/:simuladoId',
    params: z.object({ id: userIdSchema, simuladoId: simuladoIdSchema }),
    // Not in the spec's path: lets a practice card download its own attempt's report.
    query: z.object({ attemptType: z.enum(ATTEMPT_TYPES).optional() }),
    // The answer is the PDF's bytes, not JSON: no portable schema describes them, and the
    // client reads it as a Blob rather than through the contract's parse.
    response: z.unknown(),
  },
});
