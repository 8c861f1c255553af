import type { EvolutionPoint } from '@gabaritei/shared';
import type { DisciplineRow } from './disciplines.repository';
import type { EvolutionRow } from './evolution.repository';

/** While the key is embargoed: the own score (as the results list shows it), nothing else. */
export function presentEmbargoedPoint(row: EvolutionRow, releasesAt: Date): EvolutionPoint {
  return {
    simuladoId: row.simulado_id,
    simuladoTitle: row.title,
    date: row.date.toISOString(),
    score: row.score,
    fieldScore: null,
    participants: 0,
    keyReleasesAt: releasesAt.toISOString(),
    disciplines: [],
  };
}

/**
 * The results screen's rule: alone in the official field, there is nobody to compare
 * with, so no mean is given (the chart and table show '—').
 */
export function presentEvolutionPoint(
  row: EvolutionRow,
  own: DisciplineRow[],
  field: DisciplineRow[],
): EvolutionPoint {
  const alone = row.participants <= 1;
  const means = new Map(field.map((f) => [f.discipline, f.mean]));
  return {
    simuladoId: row.simulado_id,
    simuladoTitle: row.title,
    date: row.date.toISOString(),
    score: row.score,
    fieldScore: alone ? null : row.field_score,
    participants: row.participants,
    keyReleasesAt: null,
    disciplines: own.map((d) => ({
      discipline: d.discipline,
      percent: d.mean,
      fieldPercent: alone ? null : (means.get(d.discipline) ?? null),
    })),
  };
}
