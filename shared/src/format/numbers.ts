import { LOCALE } from '../limits';

const fixed = new Map<number, Intl.NumberFormat>();

/** One formatter per number of places, built on first use (Intl formatters are costly). */
function fixedFormat(places: number): Intl.NumberFormat {
  let format = fixed.get(places);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });
    fixed.set(places, format);
  }
  return format;
}

/**
 * pt-BR decimal with a fixed number of places: 7.5 → "7,5", 1234.5 → "1.234,5". A
 * non-finite value prints as "—" rather than "NaN" on a candidate's screen or report.
 */
export function formatNumber(value: number, places = 0): string {
  return Number.isFinite(value) ? fixedFormat(places).format(value) : '—';
}

/** A percentage given as 0–100: 20 → "20,0%" (one place), formatPercent(75, 0) → "75%". */
export function formatPercent(value: number, places = 1): string {
  return `${formatNumber(value, places)}%`;
}

/**
 * A percentage, or '—' where there is nothing to average or rank against: a new account's
 * 'Média geral', a ranking without participants, the leader who is the sole participant.
 */
export function percentOrDash(value: number | null | undefined, places = 1): string {
  return value === null || value === undefined ? '—' : formatPercent(value, places);
}

/** A score of 0–100 as the grade out of 10 ("Nota: 5,8/10" on screen and in the PDF). */
export function formatGrade(score: number): string {
  return formatNumber(score / 10, 1);
}

/**
 * The noun that goes with a count: plural(1, 'acerto', 'acertos') → "acerto". In pt-BR a
 * quantity from 1 up to (not including) 2 takes the singular ("1 acerto", "1,5 ponto");
 * 0 and everything else the plural ("0 acertos", "2,5 pontos").
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  const size = Math.abs(count);
  return size >= 1 && size < 2 ? singular : pluralForm;
}

/** "1 acerto", "2 acertos", "1.200 questões": the count in pt-BR digits and its noun. */
export function countLabel(count: number, singular: string, pluralForm: string): string {
  return `${formatNumber(count)} ${plural(count, singular, pluralForm)}`;
}
