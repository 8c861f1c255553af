import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  modeQuerySchema,
  modeResponseSchema,
  simuladoIdSchema,
  type ModeResponse,
  type SessionUser,
} from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';

/**
 * The exam area decides the mode; typed here by shape, not by importing ExamService, so
 * simulados/ does not import exam/ (which already imports simulados/).
 */
export type SimuladoModeSource = {
  mode(viewer: SessionUser, simuladoId: string, userId?: string): Promise<ModeResponse>;
};

export type SimuladoModeRoutesOptions = { exam: SimuladoModeSource };

/** /api/simulados/:id/mode (PRODUCT §7): what the signed-in user may do with a simulado now. */
export const simuladoModeRoutes: FastifyPluginAsyncZod<SimuladoModeRoutesOptions> = async (
  app,
  { exam },
) => {
  app.get(
    '/:id/mode',
    {
      onRequest: requireUser,
      schema: {
        params: z.object({ id: simuladoIdSchema }),
        querystring: modeQuerySchema,
        response: { 200: modeResponseSchema },
      },
    },
    async (request) => exam.mode(currentUser(request), request.params.id, request.query.userId),
  );
};
