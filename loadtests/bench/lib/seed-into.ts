// `pnpm bench exam --seed-only --database-url URL --yes-seed-into NAME`: fills a database
// the operator names — the compose stack's, reached through docker-compose.loadtest.yml —
// with the candidates k6/exam-day.ts signs in, instead of a bench database of its own.
// Nothing is dropped or deleted; it only adds two simulados, the candidates (kept when a
// previous seed made them) and their purchases.
import { sql } from 'kysely';
import { openDatabase } from '../../../server/src/db/connect';
import type { Db } from '../../../server/src/db/database';
import { migrations } from '../../../server/src/db/migrations';
import { seedExamFixture, type ExamFixture } from './setup';

/** The candidates' addresses, N from 1: what exam-day.ts's VU n signs in as. */
export const CANDIDATE_EMAIL_PATTERN = 'candidato<N>@bench.gabaritei.dev';

const databaseNameOf = (url: URL) => decodeURIComponent(url.pathname.replace(/^\//, ''));

/**
 * Why seeding into `databaseUrl` is refused, or null. The confirmation must repeat the
 * URL's database name, so nobody adds test candidates to a production database by pasting
 * the wrong URL: the name they type is the one written into.
 */
export function seedTargetRefusal(databaseUrl: string, confirm: string | null): string | null {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return '--database-url must be a postgres:// URL';
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return '--database-url must be a postgres:// URL';
  }
  const name = databaseNameOf(url);
  if (!name) return '--database-url must name its database (postgres://…/NAME)';
  if (confirm !== name) {
    return (
      `refusing to seed test candidates into "${name}" on ${url.host}: if it is a load-test ` +
      `database, never production, add --yes-seed-into ${name}`
    );
  }
  return null;
}

/** The bench's --database-url path: seeds, prints the k6 values; a refusal is one line. */
export async function runSeedInto(
  databaseUrl: string,
  candidates: number,
  log: (line: string) => void,
): Promise<boolean> {
  try {
    printK6Values(log, await seedIntoDatabase(databaseUrl, candidates, log));
    return true;
  } catch (error) {
    if (!(error instanceof SeedRefused)) throw error;
    console.error(error.message);
    return false;
  }
}

/** A refusal to print as one line (exit 1), not as a stack trace. */
export class SeedRefused extends Error {}

/**
 * Migrates the database if it is empty or behind this checkout (the compose stack has
 * already migrated at start: nothing to do), refuses one that holds other tables, a newer
 * schema or students of its own, then seeds `candidates` candidates.
 */
export async function seedIntoDatabase(
  databaseUrl: string,
  candidates: number,
  log: (line: string) => void,
): Promise<ExamFixture> {
  const handle = await openDatabase({ databaseUrl, poolSize: 2, dataDir: null });
  try {
    const { applied, otherTables } = await schemaState(handle.db);
    const name = databaseNameOf(new URL(databaseUrl));
    if (applied.length === 0 && otherTables > 0) {
      throw new SeedRefused(
        `"${name}" holds ${otherTables} tables but no Gabaritei schema: not seeding into it`,
      );
    }
    const unknown = applied.filter((m) => !(m in migrations));
    if (unknown.length > 0) {
      throw new SeedRefused(
        `"${name}" has migrations this checkout lacks (${unknown.join(', ')}): seed from ` +
          `the checkout its server was built from`,
      );
    }
    // Compose names the load-test stack's database as the production one: the name typed
    // again cannot tell them apart, real students can.
    const students = applied.length > 0 ? await realStudents(handle.db) : 0;
    if (students > 0) {
      throw new SeedRefused(
        `"${name}" holds ${students} students who are not bench candidates: it looks like a ` +
          `real database, not seeding into it`,
      );
    }
    const pending = Object.keys(migrations).length - applied.length;
    if (pending > 0) log(`"${name}": applying ${pending} pending migrations first`);
    log(`seeding ${candidates} candidates into "${name}" on ${new URL(databaseUrl).host}…`);
    return await seedExamFixture(handle.db, candidates);
  } finally {
    await handle.close();
  }
}

async function schemaState(db: Db): Promise<{ applied: string[]; otherTables: number }> {
  const { rows } = await sql<{ tables: number; migrations: boolean }>`
    select count(*)::int as tables,
           to_regclass('public.kysely_migration') is not null as migrations
    from pg_tables where schemaname = 'public'`.execute(db);
  const state = rows[0]!;
  if (!state.migrations) return { applied: [], otherTables: state.tables };
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return { applied: applied.rows.map((r) => r.name), otherTables: 0 };
}

async function realStudents(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'STUDENT')
    .where('email', 'not like', '%@bench.gabaritei.dev')
    .executeTakeFirstOrThrow();
  return n;
}

/** The network and the `docker compose` prefix of docker-compose.loadtest.yml's stack. */
export const LOADTEST_NETWORK = 'gabaritei-loadtest_default';
export const LOADTEST_COMPOSE =
  'docker compose -p gabaritei-loadtest -f docker-compose.yml -f docker-compose.loadtest.yml';

/** What the k6 line needs, the line itself against the load-test stack, and its teardown. */
export function printK6Values(log: (line: string) => void, fixture: ExamFixture): void {
  const n = fixture.candidates.length;
  log(`\nSIMULADO_ID=${fixture.daySimuladoId}`);
  log(`PASSWORD='${fixture.password}'`);
  log(`CANDIDATES=${n}   (${CANDIDATE_EMAIL_PATTERN}, N = 1…${n})`);
  log(
    `\nThe exam day against docker-compose.loadtest.yml's stack ` +
      `(docs/OPERATIONS.md, "Load testing with k6"):\n` +
      `  docker run --rm -v "$PWD/loadtests:/scripts" --network ${LOADTEST_NETWORK} grafana/k6 run \\\n` +
      `    -e BASE_URL=http://nginx -e SIMULADO_ID=${fixture.daySimuladoId} ` +
      `-e PASSWORD='${fixture.password}' -e CANDIDATES=${n} /scripts/k6/exam-day.ts\n` +
      `Seed again before another run (a new SIMULADO_ID, the same candidates). Afterwards:\n` +
      `  ${LOADTEST_COMPOSE} down -v`,
  );
}
