import type { DbOrTx } from '../db/database';
import type { ReportStore } from './report-store';
import { reportVersionOf } from './report-version';
import { listParticipantResultIds } from './reports.repository';

/**
 * The participants of a simulado whose stored PDF is behind the report's current version
 * (a regrade moves the field every report prints, not only the regraded scores). Those
 * never stored are left out: they render on first download.
 */
export async function listBehindReports(
  db: DbOrTx,
  store: Pick<ReportStore, 'versionOf' | 'renderedAt'>,
  simuladoId: string,
  now: Date,
): Promise<string[]> {
  const behind: string[] = [];
  for (const resultId of await listParticipantResultIds(db, simuladoId)) {
    // A stored PDF from before versions has none: behind as well.
    if (!(await store.renderedAt(resultId))) continue;
    const stored = await store.versionOf(resultId);
    if (stored === null || stored !== (await reportVersionOf(db, resultId, now)))
      behind.push(resultId);
  }
  return behind;
}
