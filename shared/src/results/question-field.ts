import { z } from 'zod';
import { simuladoIdSchema } from '../catalogue/schemas';
import { optionSchema } from '../exam/schemas';

/**
 * GET /api/result/question-field: how the official participants did on each question, for
 * the review of one's own attempt once the key is out ('% de acerto' and the option the
 * field chose most, as the PDF report prints them).
 */
export const questionFieldQuerySchema = z.object({ simuladoId: simuladoIdSchema });

export const questionFieldSchema = z.object({
  questionId: z.string(),
  /** Share of the official participants credited with the question, 0–100. */
  correctPercent: z.number(),
  /** The option the participants chose most; null when nobody answered it. */
  mostChosen: optionSchema.nullable(),
  /** Share of the participants who chose it, 0–100; null with `mostChosen`. */
  mostChosenPercent: z.number().nullable(),
});
export type QuestionField = z.infer<typeof questionFieldSchema>;

export const questionFieldResponseSchema = z.object({
  /** Set while the key is embargoed: `questions` is then empty. */
  keyReleasesAt: z.string().nullable(),
  /** How many official results the figures are of (0: `questions` is empty). */
  participants: z.number().int(),
  questions: z.array(questionFieldSchema),
});
export type QuestionFieldResponse = z.infer<typeof questionFieldResponseSchema>;
