import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * `simulados.paper_version` changes whenever a question of the simulado is inserted,
 * updated or deleted, whichever code path (admin editor, CSV import, annulment, key
 * change, restore) wrote it. The API caches the presented paper per (simulado, version):
 * a start reads the version in the query it makes anyway, so the 2,000 starts of an exam
 * day share one read of the questions instead of making one each, and an edit
 * is seen by the next start on every instance. A trigger rather than application code,
 * so no future writer of `questions` can forget it.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table simulados add column paper_version bigint not null default 0`.execute(db);
  await sql`
    create function bump_paper_version() returns trigger language plpgsql as $fn$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update simulados set paper_version = paper_version + 1 where id = old.simulado_id;
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.simulado_id <> old.simulado_id) then
        update simulados set paper_version = paper_version + 1 where id = new.simulado_id;
      end if;
      return null;
    end
    $fn$
  `.execute(db);
  await sql`
    create trigger questions_paper_version
    after insert or update or delete on questions
    for each row execute function bump_paper_version()
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger questions_paper_version on questions`.execute(db);
  await sql`drop function bump_paper_version()`.execute(db);
  await sql`alter table simulados drop column paper_version`.execute(db);
}
