import { TIMEZONE } from '../limits';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIMEZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** São Paulo's wall clock at an instant, as the numbers Date.UTC takes. */
function wallClock(instant: number): [number, number, number, number, number, number] {
  const parts: Record<string, number> = {};
  for (const part of zoneParts.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return [parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!];
}

/** How far São Paulo's wall clock is ahead of UTC at an instant (negative: -3 h today). */
function offsetMs(instant: number): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return Date.UTC(...wallClock(wholeSeconds)) - wholeSeconds;
}

/**
 * Reads a `datetime-local` value ('2026-12-01T09:00') as São Paulo time, whatever the
 * zone of the device or of the server, so an administrator in Manaus and the server in UTC
 * both mean Brasília's 9 o'clock. Null when the text is not such a date.
 */
export function saoPauloLocalToDate(local: string): Date | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  // The offset depends on the instant (DST existed until 2019): settle it in two steps.
  let instant = asUtc - offsetMs(asUtc);
  instant = asUtc - offsetMs(instant);
  return new Date(instant);
}

/** Midnight of the current São Paulo day (the panel's 'attempts today'). */
export function startOfSaoPauloDay(now: Date): Date {
  const [year, month, day] = wallClock(now.getTime());
  const pad = (n: number) => String(n).padStart(2, '0');
  return saoPauloLocalToDate(`${year}-${pad(month + 1)}-${pad(day)}T00:00`)!;
}

/**
 * The inverse of saoPauloLocalToDate: an instant as a `datetime-local` value in São Paulo
 * time ('2026-12-01T09:00'), for the edit form's date fields. '' for none.
 */
export function dateToSaoPauloLocal(value: Date | string | null): string {
  if (value === null) return '';
  const [year, month, day, hour, minute] = wallClock(new Date(value).getTime());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month + 1)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}
