import { z } from 'zod';
import { resultItemSchema, userIdSchema } from '../catalogue/schemas';
import { hasOfficialQuerySchema, hasOfficialResponseSchema } from '../exam/schemas';
import { disciplinesQuerySchema, disciplinesResponseSchema } from '../results/disciplines';
import { evolutionResponseSchema } from '../results/evolution';
import { questionFieldQuerySchema, questionFieldResponseSchema } from '../results/question-field';
import { defineRoutes } from './route';

/** A user's results, whether an official one exists, and the per-discipline comparison. */
export const resultsRoutes = defineRoutes({
  hasOfficial: {
    method: 'GET',
    path: '/api/result/has-official',
    query: hasOfficialQuerySchema,
    response: hasOfficialResponseSchema,
  },
  /** The caller's attempt per discipline against the field. */
  disciplines: {
    method: 'GET',
    path: '/api/result/disciplines',
    query: disciplinesQuerySchema,
    response: disciplinesResponseSchema,
  },
  /** The field per question, for the review of one's own attempt (after the key). */
  questionField: {
    method: 'GET',
    path: '/api/result/question-field',
    query: questionFieldQuerySchema,
    response: questionFieldResponseSchema,
  },
  /** The caller's official results over time, per discipline, against the field. */
  evolution: {
    method: 'GET',
    path: '/api/me/evolution',
    response: evolutionResponseSchema,
  },
  list: {
    method: 'GET',
    path: '/api/result/:userId',
    params: z.object({ userId: userIdSchema }),
    response: z.array(resultItemSchema),
  },
});
