import { LIMITS, centsToReais, reaisToCents, type Purchase } from '@gabaritei/shared';

export type PurchasesSummary = {
  count: number;
  totalQuestions: number;
  /** In reais; summed in centavos so 0.1 + 0.2 never shows as 0,30000000000000004. */
  totalSpent: number;
};

/** The My purchases summary (PRODUCT §2): acquired count, total questions, total spent. */
export function summarisePurchases(purchases: readonly Purchase[]): PurchasesSummary {
  const cents = purchases.reduce((sum, p) => sum + reaisToCents(p.price), 0);
  return {
    count: purchases.length,
    totalQuestions: purchases.reduce((sum, p) => sum + p.questionCount, 0),
    totalSpent: centsToReais(cents),
  };
}

/** The dashboard's recent purchases: newest first, at most three (PRODUCT §9). */
export function recentPurchases(purchases: readonly Purchase[]): Purchase[] {
  return [...purchases]
    .sort((a, b) => Date.parse(b.purchasedAt) - Date.parse(a.purchasedAt))
    .slice(0, LIMITS.recentPurchases);
}
