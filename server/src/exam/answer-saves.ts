import { SAVE_GRACE_MS } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { createBatcher } from './batcher';
import { saveSessionAnswers, type AnswerSave } from './exam.repository';

export type QueuedSave = AnswerSave & { arrivedAt: Date };

/**
 * The answer saves of every session, batched into one call of save_session_answers (see
 * batcher.ts); each save resolves with its row and the time the batch was written.
 */
export function createAnswerSaves({
  db,
  clock,
  concurrency,
}: {
  db: Db;
  clock: Clock;
  concurrency: number;
}) {
  return createBatcher({
    maxInFlight: concurrency,
    maxBatch: 200,
    async run(batch: QueuedSave[]) {
      const now = clock.now();
      // The earliest arrival decides the grace for the batch: a save is never refused
      // for having waited its turn (at most milliseconds more lenient for the others).
      const arrived = Math.min(...batch.map((save) => save.arrivedAt.getTime()));
      const rows = await saveSessionAnswers(db, batch, now, new Date(arrived - SAVE_GRACE_MS));
      return rows.map((row) => ({ row, now }));
    },
  });
}
