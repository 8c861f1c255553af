/**
 * What a catalogue card says about a simulado's window: not open yet, open for
 * the official attempt, closed (practice only from then on), or a training simulado that
 * never had an official attempt. The same thresholds as decideMode (exam/mode.ts).
 */
export type CatalogueStatus = 'UPCOMING' | 'OPEN' | 'CLOSED' | 'TRAINING';

export function catalogueStatus(
  simulado: { isPracticeOnly: boolean; startDate: string | null; endDate: string | null },
  now: Date,
): CatalogueStatus {
  if (simulado.isPracticeOnly) return 'TRAINING';
  const at = now.getTime();
  if (simulado.startDate && at < new Date(simulado.startDate).getTime()) return 'UPCOMING';
  if (simulado.endDate && at >= new Date(simulado.endDate).getTime()) return 'CLOSED';
  return 'OPEN';
}

/** The tag of each status, as the cards show it. */
export const CATALOGUE_STATUS_LABELS: Record<CatalogueStatus, string> = {
  UPCOMING: 'Em breve',
  OPEN: 'Aberto',
  CLOSED: 'Encerrado — modo prática',
  TRAINING: 'Simulado de treino — sem ranking',
};
