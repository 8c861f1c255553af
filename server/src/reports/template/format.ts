import { formatDate, formatDateTime } from '@gabaritei/shared';

/** 7,5 — pt-BR decimals with a fixed number of places. */
export function decimal(value: number, places = 1): string {
  return value.toLocaleString('pt-BR', {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
}

export const percent = (value: number) => `${decimal(value)}%`;

/** 1 h 05 min 09 s, or 12 min 30 s. */
export function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h} h ${pad(m)} min ${pad(s)} s` : `${m} min ${pad(s)} s`;
}

export { formatDate, formatDateTime };
