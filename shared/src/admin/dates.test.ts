import { describe, expect, it } from 'vitest';
import { dateToSaoPauloLocal, saoPauloLocalToDate, startOfSaoPauloDay } from './dates';

describe('São Paulo form dates', () => {
  it('reads a datetime-local value as Brasília time', () => {
    expect(saoPauloLocalToDate('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(saoPauloLocalToDate('2026-12-31T23:30:15')?.toISOString()).toBe(
      '2027-01-01T02:30:15.000Z',
    );
  });

  it('honours the old summer time (January 2018 was UTC-2)', () => {
    expect(saoPauloLocalToDate('2018-01-15T10:00')?.toISOString()).toBe('2018-01-15T12:00:00.000Z');
  });

  it('refuses what is not a calendar date and time', () => {
    for (const bad of ['2026-02-30T10:00', '2026-12-01', '2026-12-01T24:00', 'amanhã', ''])
      expect(saoPauloLocalToDate(bad), bad).toBeNull();
  });

  it('finds the start of the São Paulo day, even late in the UTC evening', () => {
    expect(startOfSaoPauloDay(new Date('2026-11-23T02:00:00Z')).toISOString()).toBe(
      '2026-11-22T03:00:00.000Z',
    );
    expect(startOfSaoPauloDay(new Date('2026-11-23T03:00:00Z')).toISOString()).toBe(
      '2026-11-23T03:00:00.000Z',
    );
  });
});

describe('dateToSaoPauloLocal', () => {
  it('writes an instant as the São Paulo wall clock the form shows, and back', () => {
    expect(dateToSaoPauloLocal('2026-12-01T12:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(dateToSaoPauloLocal(null)).toBe('');
    expect(saoPauloLocalToDate(dateToSaoPauloLocal('2026-12-02T00:30:00.000Z'))).toEqual(
      new Date('2026-12-02T00:30:00.000Z'),
    );
  });
});
