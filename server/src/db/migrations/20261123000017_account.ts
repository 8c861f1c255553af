import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * 'Minha Conta'. `ranking_display`: how the person's name appears in public rankings.
 * `deleted_at`: an account its owner deleted. The row stays as an anonymous tombstone
 * ('Participante removido', no e-mail, no password) so the official results keep their
 * positions and nobody else's rank moves.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    alter table users
      add column ranking_display text not null default 'FULL_NAME'
        check (ranking_display in ('FULL_NAME', 'INITIALS')),
      add column deleted_at timestamptz
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table users drop column ranking_display, drop column deleted_at`.execute(db);
}
