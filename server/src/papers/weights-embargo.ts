import {
  PAPERS_ERROR_CODES,
  WEIGHTS_EMBARGO_MESSAGE,
  weightsBreakEmbargo,
} from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import { badRequest } from '../http/errors';
import { findWeightsHold } from './weights-hold.repository';

/**
 * Refuses, inside the write's own transaction, a paper whose key is held with weights that
 * differ (shared's weightsBreakEmbargo): asked after every write of weights or of the
 * key's release — the editor, the Word, ZIP and CSV imports, the simulado's form.
 */
export async function assertWeightsKeepKey(db: DbOrTx, simuladoId: string): Promise<void> {
  const hold = await findWeightsHold(db, simuladoId);
  if (hold && weightsBreakEmbargo(hold, hold.weights))
    throw badRequest(WEIGHTS_EMBARGO_MESSAGE, PAPERS_ERROR_CODES.PAPER_INVALID);
}
