import { describe, expect, it } from 'vitest';
import { EXAM_ERROR_CODES } from './schemas';
import { saveFailureAction, saveRetryCeilingMs, saveRetryDelayMs } from './save-retry';

describe('saveFailureAction', () => {
  it('retries no answer, a 5xx, a timeout, a rate limit and a lost sign-in', () => {
    expect(saveFailureAction(null)).toBe('retry');
    for (const status of [500, 502, 503, 504, 401, 408, 429]) {
      expect(saveFailureAction({ status, code: 'X', message: 'x' })).toBe('retry');
    }
  });

  it('ends the queue on expiry and on an attempt already submitted', () => {
    expect(saveFailureAction({ status: 400, code: EXAM_ERROR_CODES.SESSION_EXPIRED })).toBe(
      'expired',
    );
    expect(saveFailureAction({ status: 400, message: 'Session expired' })).toBe('expired');
    expect(saveFailureAction({ status: 409, code: 'CONFLICT' })).toBe('submitted');
    expect(saveFailureAction({ status: 400, code: EXAM_ERROR_CODES.ALREADY_SUBMITTED })).toBe(
      'submitted',
    );
  });

  it('drops one save on any other 4xx', () => {
    expect(saveFailureAction({ status: 400, code: 'VALIDATION_ERROR', message: 'x' })).toBe(
      'reject',
    );
    expect(saveFailureAction({ status: 404, code: 'NOT_FOUND' })).toBe('reject');
  });
});

describe('saveRetryDelayMs', () => {
  it('has a ceiling doubling from the base per failure in a row, up to the maximum', () => {
    const backoff = { baseMs: 100, maxMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => saveRetryCeilingMs(n, backoff))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
    expect(saveRetryCeilingMs(1)).toBe(1000);
  });

  it('draws the wait uniformly between 0 and the ceiling (full jitter)', () => {
    const backoff = { baseMs: 100, maxMs: 1000 };
    expect(saveRetryDelayMs(3, backoff, () => 0)).toBe(0);
    expect(saveRetryDelayMs(3, backoff, () => 0.5)).toBe(200);
    expect(saveRetryDelayMs(3, backoff, () => 0.9999)).toBe(399);
    const draws = Array.from({ length: 1000 }, () => saveRetryDelayMs(6, backoff));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1000);
    expect(new Set(draws).size).toBeGreaterThan(500);
  });
});
