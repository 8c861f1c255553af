import {
  OPTIONS,
  SAVE_GRACE_MS,
  isOptionOf,
  type SaveFlagsInput,
  type SaveFlagsResult,
  type SessionUser,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findSession } from './exam.repository';
import { examErrors } from './exam.policy';
import { presentFlagRow } from './exam.presenter';
import type { Finaliser } from './finalise';
import { isPastGrace } from './finalise';
import { findFlagTarget, upsertSessionFlags } from './flags.repository';

/**
 * 'Revisar depois' and crossed-out options: the owner's notes on the questions
 * of their own official attempt, written only while it is in progress. They never reach
 * grading or the key; the answers stay the save path's.
 */
export function createFlagService({
  db,
  clock,
  finaliser,
}: {
  db: Db;
  clock: Clock;
  finaliser: Pick<Finaliser, 'finalise'>;
}) {
  return {
    async save(
      viewer: SessionUser,
      sessionId: string,
      input: SaveFlagsInput,
    ): Promise<SaveFlagsResult> {
      const session = await findSession(db, sessionId);
      // Someone else's session is a 404 like an unknown one (exam.policy).
      if (!session || session.user_id !== viewer.id) throw examErrors.sessionNotFound();
      if (session.status === 'SUBMITTED') throw examErrors.alreadySubmitted();
      const now = clock.now();
      if (isPastGrace(session.expires_at, now)) {
        await finaliser.finalise(session.id, 'expiry');
        throw examErrors.sessionExpired();
      }
      const target = await findFlagTarget(db, sessionId, input.questionId);
      if (!target?.questionOk) throw examErrors.questionNotInSimulado();
      if (!input.struck.every((letter) => isOptionOf(target.format, letter)))
        throw examErrors.invalidAnswer(target.format);
      // Stored in alphabetical order, each letter once, whatever order the client sent.
      const struck = OPTIONS.filter((letter) => input.struck.includes(letter)).join('');
      const row = await upsertSessionFlags(db, {
        sessionId,
        questionId: input.questionId,
        marked: input.marked,
        struck,
        now,
        acceptAfter: new Date(now.getTime() - SAVE_GRACE_MS),
      });
      // Closed between the read and the write by a submit in another tab or the expiry.
      if (!row) throw examErrors.alreadySubmitted();
      return { sessionId, serverNow: now.toISOString(), ...presentFlagRow(row) };
    },
  };
}

export type FlagService = ReturnType<typeof createFlagService>;
