import {
  ACCOMMODATION_MESSAGES,
  type Accommodation,
  type AccommodationInput,
  type SessionUser,
} from '@gabaritei/shared';
import type { Db } from '../db/database';
import type { SessionRow } from '../exam/exam.repository';
import { CATALOGUE_MESSAGES } from '@gabaritei/shared';
import { conflict, notFound } from '../http/errors';
import {
  deleteAccommodation,
  findLiveSession,
  findStudentByEmail,
  insertTimeAudit,
  listAccommodations,
  lockSimuladoTiming,
  refreshKeyHold,
  setSessionDeadline,
  upsertAccommodation,
  type AccommodationRow,
} from './accommodations.repository';
import {
  announceDeadline,
  deadlineOf,
  refuseOnceKeyIsOut,
  type DeadlineDeps,
  type MovedSession,
} from './deadlines';

export type AccommodationsService = ReturnType<typeof createAccommodationsService>;

function present(row: AccommodationRow): Accommodation {
  return {
    userId: row.user_id,
    name: row.name,
    email: row.email,
    extraMinutes: row.extra_minutes,
    reason: row.reason,
    grantedAt: row.granted_at.toISOString(),
    sessionExpiresAt: row.session_expires_at?.toISOString() ?? null,
  };
}

/**
 * Extra time (tempo adicional) per candidate and simulado. A grant moves her running
 * session at once (deadline, expire job, her screen) and the key's hold; each change is
 * audited with its reason.
 */
export function createAccommodationsService(deps: DeadlineDeps & { db: Db }) {
  const { db, clock } = deps;

  async function find(simuladoId: string, userId: string): Promise<Accommodation> {
    const row = (await listAccommodations(db, simuladoId)).find((one) => one.user_id === userId);
    if (!row) throw notFound(ACCOMMODATION_MESSAGES.notFound);
    return present(row);
  }

  return {
    /** After an extension committed: each moved session's new expiry job and screen. */
    async announceMoved(moved: MovedSession[]): Promise<void> {
      await Promise.all(moved.map((one) => announceDeadline(deps, one.session, one.extraMinutes)));
    },

    async list(simuladoId: string): Promise<Accommodation[]> {
      if (!(await lockSimuladoTiming(db, simuladoId)))
        throw notFound(CATALOGUE_MESSAGES.simuladoNotFound);
      return (await listAccommodations(db, simuladoId)).map(present);
    },

    async grant(actor: SessionUser, simuladoId: string, input: AccommodationInput) {
      const now = clock.now();
      const { userId, moved } = await db.transaction().execute(async (trx) => {
        const simulado = await lockSimuladoTiming(trx, simuladoId);
        if (!simulado) throw notFound(CATALOGUE_MESSAGES.simuladoNotFound);
        refuseOnceKeyIsOut(simulado, now, ACCOMMODATION_MESSAGES.keyReleased);
        const student = await findStudentByEmail(trx, input.email);
        if (!student) throw notFound(ACCOMMODATION_MESSAGES.unknownCandidate);
        const base = { simuladoId, userId: student.id, actorId: actor.id, now };
        await upsertAccommodation(trx, {
          ...base,
          extraMinutes: input.extraMinutes,
          reason: input.reason,
        });
        await refreshKeyHold(trx, simuladoId);
        const live = await findLiveSession(trx, simuladoId, student.id);
        let session: SessionRow | null = null;
        if (live) {
          const expiresAt = deadlineOf(live, simulado, input.extraMinutes);
          // Never earlier than it was: a smaller grant does not cut a running exam short.
          if (expiresAt.getTime() > live.expires_at.getTime())
            session = await setSessionDeadline(trx, live.id, expiresAt);
        }
        await insertTimeAudit(trx, {
          ...base,
          kind: 'ACCOMMODATION_GRANTED',
          reason: input.reason,
          details: {
            extraMinutes: input.extraMinutes,
            from: live?.expires_at.toISOString() ?? null,
            to: session?.expires_at.toISOString() ?? null,
          },
        });
        return { userId: student.id, moved: session };
      });
      if (moved) await announceDeadline(deps, moved, input.extraMinutes);
      return find(simuladoId, userId);
    },

    async remove(actor: SessionUser, simuladoId: string, userId: string) {
      await db.transaction().execute(async (trx) => {
        if (!(await lockSimuladoTiming(trx, simuladoId)))
          throw notFound(CATALOGUE_MESSAGES.simuladoNotFound);
        // Her running exam keeps the time she was promised.
        if (await findLiveSession(trx, simuladoId, userId))
          throw conflict(ACCOMMODATION_MESSAGES.inProgress);
        const removed = await deleteAccommodation(trx, simuladoId, userId);
        if (!removed) throw notFound(ACCOMMODATION_MESSAGES.notFound);
        await refreshKeyHold(trx, simuladoId);
        await insertTimeAudit(trx, {
          simuladoId,
          userId,
          actorId: actor.id,
          now: clock.now(),
          kind: 'ACCOMMODATION_REMOVED',
          reason: 'Tempo adicional retirado',
          details: { extraMinutes: removed.extra_minutes },
        });
      });
      return { userId, removed: true as const };
    },
  };
}
