import { describe, expect, it } from 'vitest';
import { computeExpiresAt, decideMode } from './mode';

const at = (iso: string) => new Date(iso);
const window = { startDate: at('2026-11-20T12:00:00Z'), endDate: at('2026-11-25T12:00:00Z') };
const base = { isPracticeOnly: false, hasSubmittedOfficial: false, ...window };

describe('decideMode', () => {
  it('practice-only simulados are always PRACTICE', () => {
    expect(decideMode({ ...base, isPracticeOnly: true, now: at('2026-11-22T00:00:00Z') })).toBe(
      'PRACTICE',
    );
  });

  it('is BEFORE_START until the start instant, EXAM from it', () => {
    expect(decideMode({ ...base, now: at('2026-11-20T11:59:59.999Z') })).toBe('BEFORE_START');
    expect(decideMode({ ...base, now: at('2026-11-20T12:00:00Z') })).toBe('EXAM');
  });

  it('is PRACTICE from the end instant on, even after an official attempt', () => {
    expect(decideMode({ ...base, now: at('2026-11-25T11:59:59.999Z') })).toBe('EXAM');
    expect(decideMode({ ...base, now: at('2026-11-25T12:00:00Z') })).toBe('PRACTICE');
    expect(
      decideMode({ ...base, hasSubmittedOfficial: true, now: at('2026-11-26T00:00:00Z') }),
    ).toBe('PRACTICE');
  });

  it('is REVIEW once the official attempt is submitted inside the window', () => {
    expect(
      decideMode({ ...base, hasSubmittedOfficial: true, now: at('2026-11-22T00:00:00Z') }),
    ).toBe('REVIEW');
  });

  it('is always open without dates', () => {
    const open = { ...base, startDate: null, endDate: null };
    expect(decideMode({ ...open, now: at('2000-01-01T00:00:00Z') })).toBe('EXAM');
    expect(decideMode({ ...open, now: at('2100-01-01T00:00:00Z') })).toBe('EXAM');
  });
});

describe('computeExpiresAt', () => {
  it('is startedAt + duration when the window ends later', () => {
    expect(computeExpiresAt(at('2026-11-22T12:00:00Z'), 90, window.endDate).toISOString()).toBe(
      '2026-11-22T13:30:00.000Z',
    );
  });

  it('is the end of the window when that comes first', () => {
    expect(computeExpiresAt(at('2026-11-25T11:00:00Z'), 90, window.endDate).toISOString()).toBe(
      '2026-11-25T12:00:00.000Z',
    );
  });

  it('ignores a missing end date', () => {
    expect(computeExpiresAt(at('2026-11-22T12:00:00Z'), 1, null).toISOString()).toBe(
      '2026-11-22T12:01:00.000Z',
    );
  });
});
