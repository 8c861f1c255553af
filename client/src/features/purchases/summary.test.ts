import { describe, expect, it } from 'vitest';
import { purchaseFixture } from '../../test/fixtures';
import { recentPurchases, summarisePurchases } from './summary';

describe('summarisePurchases', () => {
  it('counts purchases and questions and sums the prices without drifting', () => {
    const summary = summarisePurchases([
      purchaseFixture({ id: 'a', questionCount: 10, price: 0 }),
      purchaseFixture({ id: 'b', questionCount: 12, price: 29.9 }),
      purchaseFixture({ id: 'c', questionCount: 8, price: 0.1 }),
      purchaseFixture({ id: 'd', questionCount: 1, price: 0.2 }),
    ]);
    expect(summary).toEqual({ count: 4, totalQuestions: 31, totalSpent: 30.2 });
  });

  it('is all zeros for no purchases', () => {
    expect(summarisePurchases([])).toEqual({ count: 0, totalQuestions: 0, totalSpent: 0 });
  });
});

describe('recentPurchases', () => {
  it('keeps the three newest, newest first, whatever the input order', () => {
    const dates = ['2026-05-02', '2026-05-04', '2026-05-01', '2026-05-03'];
    const purchases = dates.map((day, i) =>
      purchaseFixture({ id: String(i), purchasedAt: `${day}T12:00:00.000Z` }),
    );
    expect(recentPurchases(purchases).map((p) => p.purchasedAt.slice(0, 10))).toEqual([
      '2026-05-04',
      '2026-05-03',
      '2026-05-02',
    ]);
  });
});
