import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAppealsSchema,
  annulSchema,
  appealsWindowSchema,
  correctOptionChangeSchema,
  itemStatisticsSchema,
  keyChangeSchema,
  keyDecisionResultSchema,
  regradeStatusSchema,
  rejectAppealsSchema,
  simuladoIdSchema,
} from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import type { StatisticsService } from '../statistics/statistics.service';
import { questionIdParam } from './appeals.routes';
import type { AppealService } from './appeals.service';
import type { KeyDecisionService } from './key-decisions.service';

export type AdminAppealRoutesOptions = {
  appeals: AppealService;
  decisions: KeyDecisionService;
  statistics: StatisticsService;
};

const simuladoParams = z.object({ id: simuladoIdSchema });
const questionParams = simuladoParams.extend({ questionId: questionIdParam });

/** /api/admin/simulados/{id}/…: the result process of a simulado (issue 15), admins only. */
export const adminAppealRoutes: FastifyPluginAsyncZod<AdminAppealRoutesOptions> = async (
  app,
  { appeals, decisions, statistics },
) => {
  app.addHook('onRequest', requireRole('ADMIN'));

  app.put(
    '/:id/appeals-window',
    {
      schema: {
        params: simuladoParams,
        body: appealsWindowSchema,
        response: { 200: appealsWindowSchema },
      },
    },
    async (request) => appeals.setWindow(request.params.id, request.body),
  );

  app.get(
    '/:id/appeals',
    { schema: { params: simuladoParams, response: { 200: adminAppealsSchema } } },
    async (request) => appeals.adminList(request.params.id),
  );

  app.post(
    '/:id/questions/:questionId/annul',
    {
      schema: {
        params: questionParams,
        body: annulSchema,
        response: { 200: keyDecisionResultSchema },
      },
    },
    async (request) => {
      const { id, questionId } = request.params;
      return decisions.annul(currentUser(request), id, questionId, request.body.reason);
    },
  );

  app.put(
    '/:id/questions/:questionId/correct-option',
    {
      schema: {
        params: questionParams,
        body: correctOptionChangeSchema,
        response: { 200: keyDecisionResultSchema },
      },
    },
    async (request) => {
      const { id, questionId } = request.params;
      const { correctOption, reason } = request.body;
      return decisions.changeKey(currentUser(request), id, questionId, correctOption, reason);
    },
  );

  app.post(
    '/:id/questions/:questionId/appeals/reject',
    {
      schema: {
        params: questionParams,
        body: rejectAppealsSchema,
        response: { 200: keyDecisionResultSchema },
      },
    },
    async (request) => {
      const { id, questionId } = request.params;
      return decisions.reject(currentUser(request), id, questionId, request.body.reply);
    },
  );

  app.get(
    '/:id/key-changes',
    { schema: { params: simuladoParams, response: { 200: z.array(keyChangeSchema) } } },
    async (request) => decisions.list(request.params.id),
  );

  app.get(
    '/:id/regrade',
    { schema: { params: simuladoParams, response: { 200: regradeStatusSchema } } },
    async (request) => appeals.regradeStatus(request.params.id),
  );

  app.get(
    '/:id/statistics',
    { schema: { params: simuladoParams, response: { 200: itemStatisticsSchema } } },
    async (request) => statistics.forAdmin(currentUser(request), request.params.id),
  );
};
