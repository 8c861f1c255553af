import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/database';

/**
 * The shared key of that name: the one already stored, or a new random one that this call
 * stores. Two instances asking at once both end with the first one written (the loser's
 * insert does nothing and the read that follows sees the winner's).
 */
export async function findOrCreateSigningKey(db: DbOrTx, name: string): Promise<Buffer> {
  await db
    .insertInto('signing_keys')
    .values({ name, secret: randomBytes(32) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret);
}
