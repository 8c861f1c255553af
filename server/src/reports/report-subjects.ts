import { systemClock } from '../clock';
import type { DbOrTx } from '../db/database';
import { createDisciplineFieldCache } from '../results/discipline-field-cache';
import { resultDisciplines } from '../results/disciplines.repository';
import type { ReportSubject } from './report-data';

/**
 * The field's means per discipline, kept per process like the results screen's (a report
 * run renders every participant of a simulado: one aggregate, not one per report).
 */
const fields = createDisciplineFieldCache(systemClock);

/**
 * The report's 'Desempenho por disciplina': the same computation as the results screen's
 * (disciplines.repository.ts: each discipline scored by the simulado's rule, so a Cebraspe
 * discipline with one item right and one wrong is 0 %, on screen and in the PDF alike), and
 * the official field's mean per discipline beside it.
 */
export async function reportSubjects(
  db: DbOrTx,
  simuladoId: string,
  resultId: string,
  participants: number,
): Promise<ReportSubject[]> {
  const [own, field] = await Promise.all([
    resultDisciplines(db, simuladoId, resultId),
    // Exact: the PDF is stored at the version it prints, never with a large field's
    // recent-but-stale means.
    participants > 0 ? fields.get(db, simuladoId, 'OFFICIAL', { exact: true }) : null,
  ]);
  const means = new Map((field?.rows ?? []).map((row) => [row.discipline, row.mean]));
  return own.map((row) => ({
    name: row.discipline,
    correct: row.credited,
    total: row.questions,
    percent: row.mean,
    fieldPercent: field ? (means.get(row.discipline) ?? null) : null,
  }));
}
