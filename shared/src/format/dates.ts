import { LOCALE, TIMEZONE } from '../limits';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: TIMEZONE, ...options });
}

const dateOnly = formatter({ day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = formatter({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dayShortMonth = formatter({ day: '2-digit', month: 'short' });
const longDate = formatter({ day: 'numeric', month: 'long', year: 'numeric' });

/** 22/11/2026, in São Paulo time whatever the device's zone. */
export function formatDate(value: DateInput): string {
  return dateOnly.format(toDate(value));
}

/** 22/11/2026, 14:30 */
export function formatDateTime(value: DateInput): string {
  return dateTime.format(toDate(value));
}

/** "22 de nov." — the dashboard's recent purchases (PRODUCT §2). */
export function formatDayShortMonth(value: DateInput): string {
  return dayShortMonth.format(toDate(value));
}

/** "22 de novembro de 2026" — the purchase cards (PRODUCT §2). */
export function formatLongDate(value: DateInput): string {
  return longDate.format(toDate(value));
}

/** The current calendar year in São Paulo (the footer). */
export function currentYear(now: Date): number {
  return Number(formatter({ year: 'numeric' }).format(now));
}

const dayMonth = formatter({ day: '2-digit', month: '2-digit' });
const timeOfDay = formatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "08:00", São Paulo time: when an attempt in progress ends. */
export function formatTime(value: DateInput): string {
  return timeOfDay.format(toDate(value));
}

/** "26/11 08:00": a moment of a simulado's window, as the catalogue cards show it. */
export function formatDayMonthTime(value: DateInput): string {
  const date = toDate(value);
  return `${dayMonth.format(date)} ${timeOfDay.format(date)}`;
}

/**
 * A simulado's window on its card: "De 26/11 08:00 a 26/11 12:00", "A partir de …",
 * "Até …", or null for an undated simulado (always open).
 */
export function windowLabel(start: DateInput | null, end: DateInput | null): string | null {
  if (start !== null && end !== null)
    return `De ${formatDayMonthTime(start)} a ${formatDayMonthTime(end)}`;
  if (start !== null) return `A partir de ${formatDayMonthTime(start)}`;
  if (end !== null) return `Até ${formatDayMonthTime(end)}`;
  return null;
}
