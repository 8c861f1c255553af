import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Extra time (tempo adicional) per candidate and simulado, and the audit of every change
 * to a simulado's time: an accommodation granted or removed, an extension of the end date
 * or the duration. `simulados.key_hold_until` is the last deadline an accommodation allows
 * (end date + the largest extra time): the key and the ranking wait for it.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create table simulado_accommodations (
      simulado_id uuid not null references simulados(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      extra_minutes integer not null check (extra_minutes between 1 and 240),
      reason text not null,
      granted_by uuid references users(id) on delete set null,
      granted_at timestamptz not null,
      primary key (simulado_id, user_id)
    )`.execute(db);
  await sql`
    create table simulado_time_audit (
      id uuid primary key default gen_random_uuid(),
      simulado_id uuid not null references simulados(id) on delete cascade,
      kind text not null check (kind in ('ACCOMMODATION_GRANTED', 'ACCOMMODATION_REMOVED', 'EXTENSION')),
      user_id uuid references users(id) on delete set null,
      actor_id uuid references users(id) on delete set null,
      reason text not null,
      details jsonb not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index simulado_time_audit_simulado_idx on simulado_time_audit (simulado_id, created_at)`.execute(
    db,
  );
  await sql`alter table simulados add column key_hold_until timestamptz`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table simulados drop column key_hold_until`.execute(db);
  await sql`drop table simulado_time_audit`.execute(db);
  await sql`drop table simulado_accommodations`.execute(db);
}
