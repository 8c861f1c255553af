import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { Db } from './database';
import { migrations } from './migrations';
import { applySqlFunctions, holdMigrationLock, type SqlFunctionFile } from './sql-functions';

/**
 * Brings the schema to the latest migration, then applies the SQL function files that
 * changed (sql-functions.ts), in one transaction under one lock; throws with the failing
 * migration's name.
 */
export async function migrateToLatest(
  db: Db,
  options: { functions?: SqlFunctionFile[] } = {},
): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest(), options.functions);
}

/**
 * Brings the schema up to the named migration (an import matches its archive's schema).
 * The function files are today's and may need a later schema: they wait for the next
 * `migrateToLatest`, and the old schema keeps its migrations' bodies meanwhile.
 */
export async function migrateUpTo(db: Db, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name), null);
}

/**
 * The migrations and the function files commit together or not at all; other API
 * instances and workers starting at the same time wait for the lock, then find nothing
 * left to do.
 */
async function migrate(
  db: Db,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
  functions: SqlFunctionFile[] | null | undefined,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await holdMigrationLock(trx);
    const migrator = new Migrator({ db: trx, provider: { getMigrations: async () => migrations } });
    const { error, results } = await run(migrator);
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      const name = failed ? ` (${failed.migrationName})` : '';
      throw new Error(
        `Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    if (functions !== null) await applySqlFunctions(trx, functions);
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}
