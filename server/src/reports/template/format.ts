import {
  countLabel,
  formatDate,
  formatDateTime,
  formatGrade,
  formatNumber,
  formatPercent,
  plural,
  positionLabel,
} from '@gabaritei/shared';

/**
 * The report prints numbers with shared/'s format module, the one the screens use, so the
 * chart, the table and the site never disagree on '20,0%'.
 */
export const decimal = (value: number, places = 1): string => formatNumber(value, places);
export const percent = (value: number): string => formatPercent(value);

/** 1 h 05 min 09 s, or 12 min 30 s. */
export function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h} h ${pad(m)} min ${pad(s)} s` : `${m} min ${pad(s)} s`;
}

export { countLabel, formatDate, formatDateTime, formatGrade, plural, positionLabel };
