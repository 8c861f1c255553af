import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The last migration written before the rolling upgrade (`pnpm cluster rollout`, docs/
 * OPERATIONS.md "Upgrade"): those up to it shipped with no running version to spare.
 */
const BEFORE_ROLLOUTS = '20261126190500_booklet_order';
/** A later migration that drops what the previous release no longer reads says so. */
const CONTRACT_MARK = /^\s*(\/\/|\*)\s*Contract step:/m;

/** The statements in a migration's up() that the version still running would trip on. */
function breakingStatements(source: string): string[] {
  const up = source.slice(source.indexOf('function up('), source.indexOf('function down('));
  const breaking = [
    /\bdrop\s+(column|table|view|function)\b/gi,
    /\brename\s+(column|to)\b/gi,
    /\balter\s+column\s+\w+\s+(set\s+not\s+null|type)\b/gi,
    /\.(dropColumn|dropTable|renameColumn|renameTo|dropView)\(/g,
  ];
  return breaking.flatMap((pattern) => up.match(pattern) ?? []);
}

describe('migrations the running version survives (migrate first, then restart)', () => {
  it('recognise a drop, a rename or a new constraint on an existing column', () => {
    const migration = (body: string) =>
      `export async function up(db) { ${body} }\nexport async function down(db) { drop column x }`;
    expect(breakingStatements(migration('sql`alter table a drop column b`'))).toHaveLength(1);
    expect(
      breakingStatements(migration("db.schema.alterTable('a').renameColumn('b', 'c')")),
    ).toHaveLength(1);
    expect(
      breakingStatements(migration('sql`alter table a alter column b set not null`')),
    ).toHaveLength(1);
    expect(
      breakingStatements(migration('sql`alter table a add column b int not null default 0`')),
    ).toEqual([]);
  });

  it('only add (expand) after the first rollout, unless marked as a contract step', () => {
    const files = fs.readdirSync(dir).filter((name) => /^\d{14}_\w+\.ts$/.test(name));
    expect(files.map((f) => f.slice(0, -3))).toContain(BEFORE_ROLLOUTS);
    for (const file of files.filter((name) => name.slice(0, -3) > BEFORE_ROLLOUTS)) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      if (CONTRACT_MARK.test(source)) continue;
      expect(breakingStatements(source), `${file}: the running version would break`).toEqual([]);
    }
  });
});
