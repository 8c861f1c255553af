import {
  CATALOGUE_MESSAGES,
  hasExactRole,
  type ResultItem,
  type SessionUser,
} from '@gabaritei/shared';
import type { Db } from '../db/database';
import { forbidden } from '../http/errors';
import { presentResultItem } from './results.presenter';
import { listUserResults } from './results.repository';

export type ResultServiceDeps = { db: Db };

/** The read side of results; the exam area writes them. */
export function createResultService({ db }: ResultServiceDeps) {
  return {
    /** A user's own results; an ADMIN may read anyone's, everyone else gets 403. */
    async listFor(viewer: SessionUser, userId: string): Promise<ResultItem[]> {
      if (viewer.id !== userId && !hasExactRole(viewer, 'ADMIN'))
        throw forbidden(CATALOGUE_MESSAGES.forbiddenUser);
      return (await listUserResults(db, userId)).map(presentResultItem);
    },
  };
}

export type ResultService = ReturnType<typeof createResultService>;
