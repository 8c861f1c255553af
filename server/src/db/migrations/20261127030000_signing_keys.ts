import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Keys the API instances share to sign what one hands out and another checks without a
 * query (a candidate's paper pass). The first instance to need a key writes a random one;
 * the others read it, so a cluster needs no shared secret in its environment.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create table signing_keys (
      name text primary key,
      secret bytea not null check (octet_length(secret) >= 32),
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop table signing_keys`.execute(db);
}
