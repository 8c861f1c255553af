import { describe, expect, it } from 'vitest';
import { adminCreateSimuladoSchema } from '../admin/schemas';
import { registerSchema } from '../auth/schemas';
import { ADMIN_MESSAGES } from '../admin/messages';
import { appealsWindowSchema } from '../appeals/schemas';
import { isDateInRange, isSafeText, parseIsoInstant, safeText, TEXT_MESSAGES } from './safe-text';

describe('safeText', () => {
  it.each([
    ['NUL', 'Ana\u0000'],
    ['a lone high surrogate', 'Ana \uD83D'],
    ['a lone low surrogate', '\uDE00 Ana'],
    ['a right-to-left override', 'Ana\u202Egnp.exe'],
    ['a left-to-right embedding', '\u202AAna'],
    ['a first-strong isolate', 'Ana\u2068'],
    ['a pop directional isolate', '\u2069Ana'],
  ])('refuses %s with the pt-BR message', (_name, text) => {
    expect(isSafeText(text)).toBe(false);
    const parsed = safeText().safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unsafeText);
  });

  it('keeps accents, emoji (paired surrogates) and Arabic or Hebrew letters', () => {
    for (const text of ['Conceição', 'Ana 😀', 'مرحبا', 'שלום', 'a\u200Fb'])
      expect(safeText().parse(text)).toBe(text);
  });

  it('says the unsafe character first, before the field rules', () => {
    const parsed = registerSchema.safeParse({ name: '\u0000', email: 'a@b.co', password: 'x' });
    expect(parsed.error?.issues[0]?.message).toBe(TEXT_MESSAGES.unsafeText);
  });
});

describe('dates of a simulado', () => {
  const base = { title: 'T', price: 0 };
  it.each(['+275760-09-13T00:00:00Z', '-000001-01-01T00:00:00Z', '1969-12-31T23:59:59Z'])(
    'refuses %s as out of range',
    (startDate) => {
      const parsed = adminCreateSimuladoSchema.safeParse({ ...base, startDate });
      expect(parsed.error?.issues[0]?.message).toBe(TEXT_MESSAGES.dateOutOfRange);
    },
  );

  it('accepts the edges of 1970–2100', () => {
    expect(isDateInRange(new Date('1970-01-01T00:00:00Z'))).toBe(true);
    expect(isDateInRange(new Date('2100-12-31T23:59:59Z'))).toBe(true);
    expect(isDateInRange(new Date('2101-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('instants typed with their offset', () => {
  const base = { title: 'T', price: 0 };
  it.each([
    '2026-02-31T00:00:00Z',
    '2026-02-29T10:00:00-03:00',
    '2026-04-31T10:00:00Z',
    '2026-12-01T24:00:00Z',
    '2026-12-01T10:60:00Z',
    'December 1, 2026 10:00 Z',
  ])('refuses %s, a day or time the calendar lacks', (startDate) => {
    expect(parseIsoInstant(startDate)).toBeNull();
    const parsed = adminCreateSimuladoSchema.safeParse({ ...base, startDate });
    expect(parsed.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.dateInvalid);
  });

  it('refuses them in the appeals window too', () => {
    for (const appealsUntil of ['2026-02-31T00:00:00Z', '2026-12-01T24:00:00Z'])
      expect(appealsWindowSchema.safeParse({ appealsUntil }).success, appealsUntil).toBe(false);
    expect(appealsWindowSchema.safeParse({ appealsUntil: '2028-02-29T10:00:00Z' }).success).toBe(
      true,
    );
  });

  it('reads a real instant in any offset', () => {
    expect(parseIsoInstant('2028-02-29T10:00:00-03:00')?.toISOString()).toBe(
      '2028-02-29T13:00:00.000Z',
    );
    expect(parseIsoInstant('2026-12-01T12:00:00.000Z')?.toISOString()).toBe(
      '2026-12-01T12:00:00.000Z',
    );
  });
});
