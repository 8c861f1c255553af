import { z } from 'zod';

/** One discipline of one official result: the candidate's percent beside the field's. */
export const evolutionDisciplineSchema = z.object({
  discipline: z.string(),
  percent: z.number(),
  /** The official field's mean; null when nobody else sat it. */
  fieldPercent: z.number().nullable(),
});

/**
 * One point of GET /api/me/evolution: one official result of the caller. The figures per
 * discipline are the results screen's (GET /api/result/disciplines) for the same attempt.
 */
export const evolutionPointSchema = z.object({
  simuladoId: z.string(),
  simuladoTitle: z.string(),
  /** The simulado's end, else when the result was recorded (ISO). */
  date: z.string(),
  score: z.number(),
  /** Mean score of all official results of the simulado; null when alone or embargoed. */
  fieldScore: z.number().nullable(),
  participants: z.number().int(),
  /** Set while the key is embargoed: `disciplines` is then empty and there is no field. */
  keyReleasesAt: z.string().nullable(),
  disciplines: z.array(evolutionDisciplineSchema),
});
export type EvolutionPoint = z.infer<typeof evolutionPointSchema>;

/** Oldest first. */
export const evolutionResponseSchema = z.object({ points: z.array(evolutionPointSchema) });
export type EvolutionResponse = z.infer<typeof evolutionResponseSchema>;
