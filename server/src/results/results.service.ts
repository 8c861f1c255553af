import type { ResultItem, SessionUser } from '@gabaritei/shared';
import type { Db } from '../db/database';
import { assertCanReadResultsOf } from './results.policy';
import { presentResultItem } from './results.presenter';
import { hasOfficialResult, listUserResults } from './results.repository';

export type ResultServiceDeps = {
  db: Db;
  /** Finalise-on-access (the exam area's): results read after time ran out include it. */
  settleAttempt(userId: string, simuladoId?: string): Promise<void>;
};

/** The read side of results; the exam area writes them. */
export function createResultService({ db, settleAttempt }: ResultServiceDeps) {
  return {
    /** A user's own results; an ADMIN may read anyone's, everyone else gets 403. */
    async listFor(viewer: SessionUser, userId: string): Promise<ResultItem[]> {
      assertCanReadResultsOf(viewer, userId);
      await settleAttempt(userId);
      return (await listUserResults(db, userId)).map(presentResultItem);
    },

    /** Whether a user (the viewer by default; anyone for an ADMIN) has an official result. */
    async hasOfficial(
      viewer: SessionUser,
      query: { userId?: string; simuladoId: string },
    ): Promise<{ hasOfficial: boolean }> {
      const userId = query.userId ?? viewer.id;
      assertCanReadResultsOf(viewer, userId);
      await settleAttempt(userId, query.simuladoId);
      return { hasOfficial: await hasOfficialResult(db, userId, query.simuladoId) };
    },
  };
}

export type ResultService = ReturnType<typeof createResultService>;
