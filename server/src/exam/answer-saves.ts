import { SAVE_GRACE_MS } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { Metrics } from '../metrics/metrics';
import { createBatcher } from '../batching/batcher';
import { saveSessionAnswers, type AnswerSave } from './exam.repository';

export type QueuedSave = AnswerSave & { arrivedAt: Date };

/**
 * Save batches in flight on PostgreSQL, measured best with `pnpm bench exam --mode scaled`;
 * and the hot path's connection pool holds one connection per batch (db/connect.ts `hotDb`).
 */
export const POSTGRES_SAVE_BATCHES = 4;

/**
 * The answer saves of every session, batched into one call of save_session_answers (see
 * batching/batcher.ts); each save resolves with its row and the time the batch was written.
 * Metrics cost one counter add and one histogram observation per batch, not per save.
 */
export function createAnswerSaves({
  db,
  clock,
  concurrency,
  metrics,
}: {
  db: Db;
  clock: Clock;
  concurrency: number;
  metrics?: Pick<Metrics, 'saves' | 'saveBatchSize'>;
}) {
  const batcher = createBatcher({
    maxInFlight: concurrency,
    maxBatch: 200,
    async run(batch: QueuedSave[]) {
      const now = clock.now();
      // The earliest arrival decides the grace for the batch: a save is never refused
      // for having waited its turn (at most milliseconds more lenient for the others).
      const arrived = batch.reduce(
        (min, save) => Math.min(min, save.arrivedAt.getTime()),
        Infinity,
      );
      const rows = await saveSessionAnswers(db, batch, now, new Date(arrived - SAVE_GRACE_MS));
      metrics?.saveBatchSize.observe(batch.length);
      metrics?.saves.inc({ result: 'ok' }, batch.length);
      return rows.map((row) => ({ row, now }));
    },
  });
  if (!metrics) return batcher;
  return {
    submit(item: QueuedSave) {
      // A failed batch is retried save by save inside the batcher: only the final
      // rejection of a save counts as a failed save.
      return batcher.submit(item).catch((error: unknown) => {
        metrics.saves.inc({ result: 'failed' });
        throw error;
      });
    },
  };
}
