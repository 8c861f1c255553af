import type { FastifyInstance } from 'fastify';
import { contract, type ModeResponse, type SessionUser } from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import { serveRoute } from '../http/serve-route';

/**
 * The exam area decides the mode; typed here by shape, not by importing ExamService, so
 * simulados/ does not import exam/ (which already imports simulados/).
 */
export type SimuladoModeSource = {
  mode(viewer: SessionUser, simuladoId: string, userId?: string): Promise<ModeResponse>;
};

export type SimuladoModeRoutesOptions = { exam: SimuladoModeSource };

/** shared's contract.simulados.mode (PRODUCT §7): what the signed-in user may do now. */
export async function simuladoModeRoutes(
  app: FastifyInstance,
  { exam }: SimuladoModeRoutesOptions,
): Promise<void> {
  serveRoute(app, contract.simulados.mode, {
    onRequest: requireUser,
    handler: async (request) =>
      exam.mode(currentUser(request), request.params.id, request.query.userId),
  });
}
