import { z } from 'zod';
import { simuladoIdSchema } from '../catalogue/schemas';
import {
  attemptResultSchema,
  examSessionSchema,
  officialAnswerSchema,
  practicePaperSchema,
  practiceSubmitSchema,
  saveAnswerResultSchema,
  saveAnswerSchema,
  submitResponseSchema,
} from '../exam/schemas';
import { saveFlagsResultSchema, saveFlagsSchema } from '../exam/flags';
import {
  activeSessionQuerySchema,
  examPaperQuerySchema,
  examPaperSchema,
  startSessionSchema,
} from '../exam/paper';
import { defineRoutes } from './route';

const sessionParamsSchema = z.object({ id: z.uuid({ error: 'Sessão de prova inválida.' }) });
const simuladoParamsSchema = z.object({ id: simuladoIdSchema });

/**
 * The exam area: the official attempt (/api/exam-sessions) and practice with the official
 * answers (/api/answers). Session answers (start, active, save) use examSessionSchema,
 * which has no key fields, so the gabarito cannot leave mid-attempt; only submit and
 * review — about a SUBMITTED attempt — carry it.
 */
export const examRoutes = defineRoutes({
  start: {
    method: 'POST',
    path: '/api/exam-sessions/start',
    body: startSessionSchema,
    response: examSessionSchema,
  },
  active: {
    method: 'GET',
    path: '/api/exam-sessions/active',
    query: activeSessionQuerySchema,
    response: examSessionSchema,
  },
  /**
   * Her booklet without key, to her alone while her session runs: the same bytes for every
   * start of a paper version, so they are built once and kept by her browser (private, long
   * max-age, ETag) under a URL that names the version.
   */
  paper: {
    method: 'GET',
    path: '/api/exam-sessions/:id/paper',
    params: sessionParamsSchema,
    query: examPaperQuerySchema,
    response: examPaperSchema,
  },
  saveAnswer: {
    method: 'POST',
    path: '/api/exam-sessions/:id/save-answer',
    params: sessionParamsSchema,
    body: saveAnswerSchema,
    response: saveAnswerResultSchema,
  },
  /** One question's whole flag state each time, so a retry after a lost answer lands the same. */
  saveFlags: {
    method: 'PUT',
    path: '/api/exam-sessions/:id/flags',
    params: sessionParamsSchema,
    body: saveFlagsSchema,
    response: saveFlagsResultSchema,
  },
  /** No body schema: the client sends `{}` and nothing in it is read. */
  submit: {
    method: 'POST',
    path: '/api/exam-sessions/:id/submit',
    params: sessionParamsSchema,
    response: submitResponseSchema,
  },
  review: {
    method: 'GET',
    path: '/api/exam-sessions/:id/review',
    params: sessionParamsSchema,
    response: submitResponseSchema,
  },
  /** A practice attempt, graded in one go. */
  practiceSubmit: {
    method: 'POST',
    path: '/api/answers',
    body: practiceSubmitSchema,
    response: attemptResultSchema,
  },
  /** The submitted official answers with the key, for the review; 404 when none. */
  officialAnswers: {
    method: 'GET',
    path: '/api/answers/simulado/:id',
    params: simuladoParamsSchema,
    response: z.array(officialAnswerSchema),
  },
  /** The paper a practice (or the review) opens: never the public catalogue's detail. */
  practicePaper: {
    method: 'GET',
    path: '/api/answers/simulado/:id/paper',
    params: simuladoParamsSchema,
    response: practicePaperSchema,
  },
});
