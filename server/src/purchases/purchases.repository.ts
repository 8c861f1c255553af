import type { Selectable } from 'kysely';
import type { DbOrTx, PurchasesTable } from '../db/database';

export type PurchaseRow = Selectable<PurchasesTable>;

/** A purchase with what its card shows of the simulado (archived ones included). */
export type PurchaseListRow = Pick<
  PurchaseRow,
  'id' | 'simulado_id' | 'purchased_at' | 'price_cents'
> & {
  title: string;
  subject: string | null;
  description: string | null;
  question_count: number;
};

/**
 * Inserts the purchase, or returns null when the user already has this simulado. The
 * unique (user_id, simulado_id) decides, so concurrent double clicks make one row; ON
 * CONFLICT keeps a surrounding transaction usable.
 */
export async function insertPurchase(
  db: DbOrTx,
  values: {
    userId: string;
    simuladoId: string;
    priceCents: number;
    provider: string;
    now: Date;
  },
): Promise<PurchaseRow | null> {
  const row = await db
    .insertInto('purchases')
    .values({
      user_id: values.userId,
      simulado_id: values.simuladoId,
      price_cents: values.priceCents,
      provider: values.provider,
      purchased_at: values.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'simulado_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function hasPurchase(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's purchases, newest first; buyers keep archived simulados in their history. */
export async function listUserPurchases(db: DbOrTx, userId: string): Promise<PurchaseListRow[]> {
  return db
    .selectFrom('purchases')
    .innerJoin('simulados', 'simulados.id', 'purchases.simulado_id')
    .leftJoin('questions', 'questions.simulado_id', 'purchases.simulado_id')
    .select([
      'purchases.id',
      'purchases.simulado_id',
      'purchases.purchased_at',
      'purchases.price_cents',
      'simulados.title',
      'simulados.subject',
      'simulados.description',
    ])
    .select((eb) => eb.fn.count<number>('questions.id').as('question_count'))
    .where('purchases.user_id', '=', userId)
    .groupBy(['purchases.id', 'simulados.id'])
    .orderBy('purchases.purchased_at', 'desc')
    .orderBy('purchases.id', 'desc')
    .execute();
}
