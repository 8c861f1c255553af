import { z } from 'zod';
import { OPEN_EXAM_KEY, readJson, removeKey, session, writeJson } from '../storage';

/**
 * The simulado open on the exam screen, in session storage (this tab only), so a reload in
 * the middle of an attempt lands back in it instead of on the list. Tied to the user: after
 * a logout and someone else's login in the same tab, nothing reopens.
 */
const openExamSchema = z.object({ simuladoId: z.string(), userId: z.string() });

export function rememberOpenExam(simuladoId: string, userId: string): void {
  writeJson(session(), OPEN_EXAM_KEY, { simuladoId, userId });
}

export function forgetOpenExam(): void {
  removeKey(session(), OPEN_EXAM_KEY);
}

/** The simulado to reopen for this user, if any. */
export function openExamFor(userId: string): string | null {
  const parsed = openExamSchema.safeParse(readJson(session(), OPEN_EXAM_KEY));
  return parsed.success && parsed.data.userId === userId ? parsed.data.simuladoId : null;
}
