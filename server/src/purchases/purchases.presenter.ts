import { centsToReais, type Purchase } from '@gabaritei/shared';
import type { PurchaseListRow } from './purchases.repository';

/** A purchase card: the price actually paid, in reais; the date ISO 8601. */
export function presentPurchase(row: PurchaseListRow): Purchase {
  return {
    id: row.id,
    simuladoId: row.simulado_id,
    purchasedAt: row.purchased_at.toISOString(),
    title: row.title,
    subject: row.subject,
    description: row.description,
    questionCount: Number(row.question_count),
    price: centsToReais(row.price_cents),
  };
}
