import { z } from 'zod';
import { OPTIONS } from '../limits';

/**
 * The candidate's own notes on a question of the official attempt: 'Revisar
 * depois' and the alternatives crossed out. Kept with the session on the server, so they
 * survive a reload or a change of device; they never touch the answer or the grade.
 */
export const questionFlagsSchema = z.object({
  marked: z.boolean({ error: 'Informe se a questão está marcada para revisar.' }),
  /** Crossed-out letters of the simulado's format (C/E for Certo/Errado). */
  struck: z
    .array(z.enum(OPTIONS, { error: 'Alternativa inválida: use A, B, C, D ou E.' }))
    .max(5, { error: 'No máximo cinco alternativas riscadas.' }),
});
export type QuestionFlags = z.infer<typeof questionFlagsSchema>;

/** PUT /api/exam-sessions/{id}/flags: one question's whole state (the last write wins). */
export const saveFlagsSchema = questionFlagsSchema.extend({
  questionId: z.uuid({ error: 'Questão inválida.' }),
});
export type SaveFlagsInput = z.infer<typeof saveFlagsSchema>;

export const saveFlagsResultSchema = questionFlagsSchema.extend({
  sessionId: z.string(),
  questionId: z.string(),
  serverNow: z.string(),
});
export type SaveFlagsResult = z.infer<typeof saveFlagsResultSchema>;

/** questionId → flags; questions with nothing marked or struck are left out. */
export const sessionFlagsSchema = z.record(z.string(), questionFlagsSchema);
export type SessionFlags = z.infer<typeof sessionFlagsSchema>;
