import { z } from 'zod';

/** pt-BR texts of the hostile-input rules. */
export const TEXT_MESSAGES = {
  unsafeText:
    'O texto contém caracteres não permitidos (caractere nulo, substitutos Unicode isolados ou controles de direção de texto).',
  dateOutOfRange: 'Data fora do intervalo permitido (de 1970 a 2100).',
} as const;

/**
 * What no text field accepts: NUL (PostgreSQL refuses it in text, so it was a 500), a lone
 * UTF-16 surrogate (not a character: it turns into U+FFFD on the way to the database) and
 * the bidi embedding/override/isolate controls U+202A–U+202E and U+2066–U+2069, which let a
 * name in a public ranking reverse the text that follows it.
 */
// NUL is the point of this pattern, so the lint rule against control characters is off here.
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex
  /\u0000|[\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds none of the characters above. */
export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/**
 * The string every schema starts from: a string (with the field's own message when it is
 * not one) that holds no unsafe character. Chain `.trim()`, `.min()`… after it as usual.
 */
export function safeText(params?: { error?: string }) {
  return z.string(params).refine(isSafeText, { error: TEXT_MESSAGES.unsafeText });
}

/** The range a date of the product may take; PostgreSQL's own range is far wider. */
export const DATE_RANGE = {
  min: Date.UTC(1970, 0, 1),
  max: Date.UTC(2101, 0, 1),
} as const;

const ISO_INSTANT =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[zZ]|[+-](\d{2}):?(\d{2}))$/;

/**
 * An ISO 8601 instant with its offset ('2026-12-01T09:00:00-03:00'), or null when the text
 * is not one or names a day the calendar lacks: `new Date('2026-02-31T00:00:00Z')` is 3 March,
 * and a simulado must not open on a day nobody typed.
 */
export function parseIsoInstant(text: string): Date | null {
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const calendar = new Date(0);
  calendar.setUTCFullYear(year!, month! - 1, day!);
  const exists =
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month! - 1 &&
    calendar.getUTCDate() === day;
  if (!exists || hour! > 23 || minute! > 59 || second > 59) return null;
  if (offsetHour > 23 || offsetMinute > 59) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** True for a valid date from 1970-01-01 to 2100-12-31 (UTC). */
export function isDateInRange(date: Date): boolean {
  const time = date.getTime();
  return !Number.isNaN(time) && time >= DATE_RANGE.min && time < DATE_RANGE.max;
}
