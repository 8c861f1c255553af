/**
 * The seam for payments. Callers only know `charge`; a real gateway (Pix, card) is a new
 * implementation of this interface handed to createPurchaseService, nothing else changes.
 * A real one should use `${userId}:${simuladoId}` as its idempotency key: a double click
 * may charge twice before the database keeps the one purchase.
 */
export type ChargeRequest = { userId: string; simuladoId: string; amountCents: number };

export type ChargeResult = {
  /** Stored with the purchase (purchases.provider). */
  provider: string;
  status: 'approved' | 'declined';
};

export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The provider name of a simulado bought for R$ 0: no provider is called. */
export const FREE_PROVIDER = 'free';

/**
 * The test-mode payment of docs/PRODUCT.md: always approved. No card data exists on the server —
 * the card form never leaves the browser.
 */
export const simulatedPaymentProvider: PaymentProvider = {
  async charge() {
    return { provider: 'simulated', status: 'approved' };
  },
};
