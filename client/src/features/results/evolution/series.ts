import type { EvolutionPoint } from '@gabaritei/shared';

/** The overall score; any other value of the selector is a discipline's name. */
export const OVERALL = '__geral__';

/** One row of the chart and the table: the candidate's figure and the field's, or null. */
export type SeriesRow = {
  simuladoId: string;
  title: string;
  date: string;
  own: number | null;
  field: number | null;
};

/** Every discipline seen, in the order of first appearance (the papers' order). */
export function disciplinesOf(points: EvolutionPoint[]): string[] {
  const seen = new Set<string>();
  for (const point of points) for (const d of point.disciplines) seen.add(d.discipline);
  return [...seen];
}

/**
 * The figures of one selection. The overall score is the candidate's own even while the
 * key is embargoed (the results list shows it); a discipline's is null then, or when the
 * simulado had no such discipline.
 */
export function seriesOf(points: EvolutionPoint[], selection: string): SeriesRow[] {
  return points.map((point) => {
    const base = { simuladoId: point.simuladoId, title: point.simuladoTitle, date: point.date };
    if (selection === OVERALL) return { ...base, own: point.score, field: point.fieldScore };
    const row = point.disciplines.find((d) => d.discipline === selection);
    return { ...base, own: row?.percent ?? null, field: row?.fieldPercent ?? null };
  });
}
