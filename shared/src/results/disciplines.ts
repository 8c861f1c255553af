import { z } from 'zod';
import { simuladoIdSchema } from '../catalogue/schemas';

/**
 * GET /api/result/disciplines: the caller's performance per discipline in one
 * attempt, against the average of the simulado's field. Performance is the simulado's own
 * rule (weights, annulled items credited, CEBRASPE's deduction floored at 0) applied to the
 * discipline's questions alone, in 0–100.
 */
export const disciplinePerformanceSchema = z.object({
  /** The disciplina (a question's subject, else the simulado's). */
  discipline: z.string(),
  questions: z.number().int(),
  /** Items credited (correct or annulled). */
  credited: z.number().int(),
  percent: z.number(),
  /** The field's mean percent in this discipline; null when there is no field. */
  fieldPercent: z.number().nullable(),
});
export type DisciplinePerformance = z.infer<typeof disciplinePerformanceSchema>;

/**
 * Whom the averages are of: the official results; for a practice-only simulado (no official
 * field) each participant's latest practice; NONE when nobody else has a result.
 */
export const DISCIPLINE_FIELDS = ['OFFICIAL', 'PRACTICE', 'NONE'] as const;
export type DisciplineField = (typeof DISCIPLINE_FIELDS)[number];

export const disciplinesQuerySchema = z.object({
  simuladoId: simuladoIdSchema,
  /** The attempt to show; absent: the caller's official attempt. */
  resultId: z.uuid({ error: 'Identificador de resultado inválido.' }).optional(),
});

export const disciplinesResponseSchema = z.object({
  /**
   * Set while the key is embargoed: `disciplines` is then empty — how a
   * candidate did per discipline is correctness data like any other.
   */
  keyReleasesAt: z.string().nullable(),
  field: z.enum(DISCIPLINE_FIELDS),
  /** How many results the averages are of. */
  participants: z.number().int(),
  disciplines: z.array(disciplinePerformanceSchema),
});
export type DisciplinesResponse = z.infer<typeof disciplinesResponseSchema>;
