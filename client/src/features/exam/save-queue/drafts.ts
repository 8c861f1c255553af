import { z } from 'zod';
import { TIMINGS, optionSchema, type Option } from '@gabaritei/shared';
import { localNow } from '../clock';
import { draftKey, local, readJson, removeKey, writeJson } from '../storage';

/** questionId → chosen option (null = cleared). */
export type AnswerMap = Record<string, Option | null>;

/** PRODUCT §3: the locally saved draft, version 1. */
const draftSchema = z.object({
  simuladoId: z.string(),
  userId: z.string(),
  answers: z.record(z.string(), optionSchema.nullable()),
  timestamp: z.number(),
  version: z.literal(1),
});
export type AnswerDraft = z.infer<typeof draftSchema>;

/**
 * Practice and session-less answers live here (PRODUCT §4 Answering). A draft older than
 * 7 days, of another version or unreadable counts as none, and is removed.
 */
export function loadDraft(
  simuladoId: string,
  userId: string,
  storage: Storage | null = local(),
): AnswerMap | null {
  const key = draftKey(simuladoId, userId);
  const parsed = draftSchema.safeParse(readJson(storage, key));
  const valid =
    parsed.success &&
    parsed.data.simuladoId === simuladoId &&
    parsed.data.userId === userId &&
    localNow() - parsed.data.timestamp <= TIMINGS.draftExpiryMs;
  if (!valid) {
    removeKey(storage, key);
    return null;
  }
  return parsed.data.answers;
}

export function saveDraft(
  simuladoId: string,
  userId: string,
  answers: AnswerMap,
  storage: Storage | null = local(),
): void {
  const draft: AnswerDraft = { simuladoId, userId, answers, timestamp: localNow(), version: 1 };
  writeJson(storage, draftKey(simuladoId, userId), draft);
}

export function clearDraft(
  simuladoId: string,
  userId: string,
  storage: Storage | null = local(),
): void {
  removeKey(storage, draftKey(simuladoId, userId));
}

/** True when the map holds at least one chosen option. */
export function hasAnswers(answers: AnswerMap | null): answers is AnswerMap {
  return answers !== null && Object.values(answers).some((option) => option !== null);
}
