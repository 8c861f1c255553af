import { z } from 'zod';
import { OPTIONS } from '../limits';

/**
 * What a key decision would do, asked before it is made: the admin's confirmation says how
 * many stored attempts it regrades and how many candidates it e-mails (those whose score
 * moves and whose account still exists).
 */
export const decisionImpactQuerySchema = z
  .object({
    kind: z.enum(['ANNUL', 'CHANGE_KEY'], { error: 'Decisão inválida: use ANNUL ou CHANGE_KEY.' }),
    correctOption: z
      .enum(OPTIONS, { error: 'Alternativa inválida: use A, B, C, D ou E.' })
      .optional(),
  })
  .refine((query) => query.kind !== 'CHANGE_KEY' || query.correctOption !== undefined, {
    error: 'Informe o novo gabarito.',
    path: ['correctOption'],
  });
export type DecisionImpactQuery = z.infer<typeof decisionImpactQuerySchema>;

export const decisionImpactSchema = z.object({
  /** Stored attempts (official and practice) whose verdict on the question would change. */
  attempts: z.number().int().nonnegative(),
  /** Of those, the candidates who would be e-mailed: the score moves, the account exists. */
  emails: z.number().int().nonnegative(),
});
export type DecisionImpact = z.infer<typeof decisionImpactSchema>;
