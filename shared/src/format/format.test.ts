import { describe, expect, it } from 'vitest';
import {
  centsToReais,
  currentYear,
  formatBRL,
  formatDate,
  formatDateTime,
  formatDayShortMonth,
  formatLongDate,
  formatDayMonthTime,
  formatTime,
  windowLabel,
  reaisToCents,
} from '../index';

// Intl puts a no-break space between "R$" and the amount.
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('money in BRL', () => {
  it('formats reais in pt-BR', () => {
    expect(nbsp(formatBRL(29.9))).toBe('R$ 29,90');
    expect(nbsp(formatBRL(0))).toBe('R$ 0,00');
    expect(nbsp(formatBRL(1234.5))).toBe('R$ 1.234,50');
  });

  it('converts centavos without drifting', () => {
    expect(centsToReais(2990)).toBe(29.9);
    expect(reaisToCents(29.9)).toBe(2990);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
  });
});

describe('dates in São Paulo time', () => {
  // 02:30 UTC is still the previous evening in São Paulo (UTC−3).
  const lateEvening = '2026-11-23T02:30:00.000Z';

  it('uses the São Paulo calendar day, whatever the device zone', () => {
    expect(formatDate(lateEvening)).toBe('22/11/2026');
    expect(formatDateTime(lateEvening)).toBe('22/11/2026, 23:30');
  });

  it('has the short and long forms of the cards', () => {
    expect(formatDayShortMonth(lateEvening)).toBe('22 de nov.');
    expect(formatLongDate(lateEvening)).toBe('22 de novembro de 2026');
  });

  it('knows the year in São Paulo at New Year', () => {
    expect(currentYear(new Date('2027-01-01T02:00:00.000Z'))).toBe(2026);
    expect(currentYear(new Date('2027-01-01T03:00:00.000Z'))).toBe(2027);
  });
});

describe('a simulado window', () => {
  // 11:00 UTC is 08:00 in São Paulo (UTC−3).
  const start = '2026-11-26T11:00:00.000Z';
  const end = '2026-11-26T15:00:00.000Z';

  it('reads as day/month and time in São Paulo', () => {
    expect(formatTime(end)).toBe('12:00');
    expect(formatDayMonthTime(start)).toBe('26/11 08:00');
    expect(windowLabel(start, end)).toBe('De 26/11 08:00 a 26/11 12:00');
  });

  it('says what it can with one end missing, and nothing for an undated one', () => {
    expect(windowLabel(start, null)).toBe('A partir de 26/11 08:00');
    expect(windowLabel(null, end)).toBe('Até 26/11 12:00');
    expect(windowLabel(null, null)).toBeNull();
  });

  it('uses 00 for midnight, not 24', () => {
    expect(formatTime('2026-11-26T03:00:00.000Z')).toBe('00:00');
  });
});
