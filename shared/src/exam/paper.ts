import { z } from 'zod';
import { baseTextSchema } from '../content/schemas';
import { examQuestionSchema } from './schemas';

/** GET /api/exam-sessions/{id}/paper?v=: `v` is the session's `paperVersion`. */
export const examPaperQuerySchema = z.object({
  v: z
    .string()
    .regex(/^\d{1,19}$/, { error: 'Versão da prova inválida.' })
    .optional(),
});

/**
 * Her booklet, apart from the session: the questions (without key) and base texts in her
 * order, as start and active carried them inline. `paperVersion`: the version it is.
 */
export const examPaperSchema = z.object({
  paperVersion: z.string(),
  questions: z.array(examQuestionSchema),
  baseTexts: z.array(baseTextSchema),
});
export type ExamPaper = z.infer<typeof examPaperSchema>;
