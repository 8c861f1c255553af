import { ACCOMMODATION_MESSAGES, LIMITS, type AttemptBoundField } from '@gabaritei/shared';
import { ADMIN_ERROR_CODES } from './admin.policy';
import type { DbOrTx } from '../db/database';
import { badRequest, conflict } from '../http/errors';
import {
  insertTimeAudit,
  listLiveSessions,
  refreshKeyHold,
  setSessionDeadline,
} from '../accommodations/accommodations.repository';
import { deadlineOf, type MovedSession } from '../accommodations/deadlines';

export type { MovedSession };

export type Timing = { durationMinutes: number | null; endDate: Date | null };

/**
 * Once attempts exist, the only change to the time a started attempt runs on is an
 * extension: a later end, a longer duration, with a reason. Anything else (shortening,
 * the start, the key's release, clearing the end) is refused as before.
 */
export function checkExtension(
  changed: AttemptBoundField[],
  before: Timing,
  after: Timing,
  reason: string | undefined,
): void {
  const longer =
    (after.durationMinutes ?? LIMITS.defaultDurationMinutes) >=
    (before.durationMinutes ?? LIMITS.defaultDurationMinutes);
  const later =
    before.endDate === null
      ? after.endDate === null
      : after.endDate !== null && after.endDate.getTime() >= before.endDate.getTime();
  const onlyTime = changed.every((field) => field === 'durationMinutes' || field === 'endDate');
  if (!onlyTime || !longer || !later)
    throw conflict(ACCOMMODATION_MESSAGES.onlyExtend, ADMIN_ERROR_CODES.SIMULADO_HAS_ATTEMPTS);
  if (!reason) throw badRequest(ACCOMMODATION_MESSAGES.extensionReason);
}

/**
 * Applies an extension inside the edit's transaction: every running session gets its new
 * deadline (with her extra time), the key's hold follows the end, and the audit keeps it.
 * Answers the sessions moved, for their jobs and screens once committed.
 */
export async function extendSessions(
  trx: DbOrTx,
  input: {
    simuladoId: string;
    before: Timing;
    after: Timing;
    reason: string;
    actorId: string;
    now: Date;
  },
): Promise<MovedSession[]> {
  const timing = { duration_minutes: input.after.durationMinutes, end_date: input.after.endDate };
  const moved: MovedSession[] = [];
  for (const live of await listLiveSessions(trx, input.simuladoId)) {
    const extraMinutes = live.extra_minutes ?? 0;
    const expiresAt = deadlineOf(live, timing, extraMinutes);
    if (expiresAt.getTime() > live.expires_at.getTime())
      moved.push({ session: await setSessionDeadline(trx, live.id, expiresAt), extraMinutes });
  }
  await refreshKeyHold(trx, input.simuladoId);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  await insertTimeAudit(trx, {
    simuladoId: input.simuladoId,
    kind: 'EXTENSION',
    userId: null,
    actorId: input.actorId,
    reason: input.reason,
    now: input.now,
    details: {
      durationMinutes: [input.before.durationMinutes, input.after.durationMinutes],
      endDate: [iso(input.before.endDate), iso(input.after.endDate)],
      sessionsMoved: moved.length,
    },
  });
  return moved;
}
