import { z } from 'zod';
import { simuladoIdSchema } from '../catalogue/schemas';
import {
  adminAppealsSchema,
  annulSchema,
  appealsWindowSchema,
  appealWindowSchema,
  correctOptionChangeSchema,
  fileAppealSchema,
  keyChangeSchema,
  keyDecisionResultSchema,
  myAppealSchema,
  appealQuestionIdSchema,
  regradeStatusSchema,
  rejectAppealsSchema,
  scoreChangeNoteSchema,
} from '../appeals/schemas';
import { decisionImpactQuerySchema, decisionImpactSchema } from '../appeals/decision-impact';
import { itemStatisticsSchema } from '../statistics/statistics';
import { defineRoutes } from './route';

const simuladoParams = z.object({ id: simuladoIdSchema });
const questionParams = simuladoParams.extend({ questionId: appealQuestionIdSchema });

/**
 * The result process of a simulado: a candidate's appeals (recursos) and score-change notes,
 * and the admin's window, decisions on the key, regrade progress and item statistics.
 */
export const appealsRoutes = defineRoutes({
  file: {
    method: 'POST',
    path: '/api/simulados/:id/questions/:questionId/appeals',
    params: questionParams,
    body: fileAppealSchema,
    status: 201,
    response: myAppealSchema,
  },
  mine: {
    method: 'GET',
    path: '/api/me/appeals',
    query: z.object({ simuladoId: simuladoIdSchema.optional() }),
    response: z.array(myAppealSchema),
  },
  window: {
    method: 'GET',
    path: '/api/me/appeals/window',
    query: z.object({ simuladoId: simuladoIdSchema }),
    response: appealWindowSchema,
  },
  scoreChanges: {
    method: 'GET',
    path: '/api/me/score-changes',
    query: z.object({ simuladoId: simuladoIdSchema }),
    response: z.array(scoreChangeNoteSchema),
  },
  setWindow: {
    method: 'PUT',
    path: '/api/admin/simulados/:id/appeals-window',
    params: simuladoParams,
    body: appealsWindowSchema,
    response: appealsWindowSchema,
  },
  adminList: {
    method: 'GET',
    path: '/api/admin/simulados/:id/appeals',
    params: simuladoParams,
    response: adminAppealsSchema,
  },
  annul: {
    method: 'POST',
    path: '/api/admin/simulados/:id/questions/:questionId/annul',
    params: questionParams,
    body: annulSchema,
    response: keyDecisionResultSchema,
  },
  /** What an annulment or key change would regrade and e-mail, for the confirmation. */
  decisionImpact: {
    method: 'GET',
    path: '/api/admin/simulados/:id/questions/:questionId/decision-impact',
    params: questionParams,
    query: decisionImpactQuerySchema,
    response: decisionImpactSchema,
  },
  changeKey: {
    method: 'PUT',
    path: '/api/admin/simulados/:id/questions/:questionId/correct-option',
    params: questionParams,
    body: correctOptionChangeSchema,
    response: keyDecisionResultSchema,
  },
  reject: {
    method: 'POST',
    path: '/api/admin/simulados/:id/questions/:questionId/appeals/reject',
    params: questionParams,
    body: rejectAppealsSchema,
    response: keyDecisionResultSchema,
  },
  keyChanges: {
    method: 'GET',
    path: '/api/admin/simulados/:id/key-changes',
    params: simuladoParams,
    response: z.array(keyChangeSchema),
  },
  regrade: {
    method: 'GET',
    path: '/api/admin/simulados/:id/regrade',
    params: simuladoParams,
    response: regradeStatusSchema,
  },
  adminStatistics: {
    method: 'GET',
    path: '/api/admin/simulados/:id/statistics',
    params: simuladoParams,
    response: itemStatisticsSchema,
  },
});
