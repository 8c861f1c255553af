import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './processes';
import { seedIntoDatabase, seedTargetRefusal } from './seed-into';

const adminUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

describe('seeding an existing database: the confirmation', () => {
  const url = 'postgres://gabaritei:gabaritei@127.0.0.1:5433/gabaritei';

  it('is refused unless --yes-seed-into repeats the URL’s database name', () => {
    expect(seedTargetRefusal(url, null)).toBe(
      'refusing to seed test candidates into "gabaritei" on 127.0.0.1:5433: if it is a ' +
        'load-test database, never production, add --yes-seed-into gabaritei',
    );
    expect(seedTargetRefusal(url, 'postgres')).toMatch(/^refusing .* --yes-seed-into gabaritei$/);
    expect(seedTargetRefusal(url, 'gabaritei')).toBeNull();
  });

  it('needs a postgres:// URL that names its database', () => {
    expect(seedTargetRefusal('mysql://127.0.0.1/gabaritei', 'gabaritei')).toMatch(/postgres:/);
    expect(seedTargetRefusal('postgres://127.0.0.1:5433', '')).toMatch(/must name its database/);
    expect(seedTargetRefusal('not a url', 'x')).toMatch(/postgres:/);
  });
});

describe.skipIf(!adminUrl)('seeding an existing database (PostgreSQL)', () => {
  const suffix = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const names = { target: `gabaritei_seedinto_${suffix}`, other: `gabaritei_other_${suffix}` };
  const urlOf = (name: string) => Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).href;
  const query = async <T extends object>(name: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const admin = (text: string) => query(new URL(adminUrl!).pathname.slice(1), text);
  // The bench's own command line, as an operator types it (scripts/bench.mjs).
  const bench = (args: string[]) =>
    run(process.execPath, [path.join(repoRoot, 'scripts/bench.mjs'), 'exam', ...args], {
      encoding: 'utf8',
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  const logged: string[] = [];
  const log = (line: string) => logged.push(line);

  beforeAll(async () => {
    for (const name of Object.values(names)) await admin(`create database ${name}`);
  });
  afterAll(async () => {
    for (const name of Object.values(names)) {
      await admin(`drop database if exists ${name} with (force)`);
    }
  });

  it('refuses an unconfirmed target in one line, exit 1, before connecting', async () => {
    const target = urlOf(names.target);
    const refused = await bench(['--seed-only', '--database-url', target]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(
      /^refusing to seed test candidates into "[^"\n]+"[^\n]+$/,
    );
    const wrongName = await bench([
      '--seed-only',
      '--database-url',
      target,
      '--yes-seed-into',
      'x',
    ]);
    expect(wrongName.code).toBe(1);
    const tables = await query<{ n: number }>(
      names.target,
      `select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    expect(tables[0]!.n).toBe(0);
  }, 60_000);

  it('migrates an empty database; seeding again keeps the candidates and everything else', async () => {
    const first = await seedIntoDatabase(urlOf(names.target), 3, log);
    expect(logged.some((l) => /applying \d+ pending migrations/.test(l))).toBe(true);
    await query(
      names.target,
      `insert into users (name, email, password_hash, role) values ('Olga', 'ops@example.com', 'x', 'ADMIN')`,
    );
    logged.length = 0;
    const second = await seedIntoDatabase(urlOf(names.target), 3, log);
    expect(logged.some((l) => l.includes('pending migrations'))).toBe(false);
    expect(second.candidates.map((c) => c.id)).toEqual(first.candidates.map((c) => c.id));
    expect(second.candidates.map((c) => c.email)).toEqual([1, 2, 3].map(emailOf));
    expect(second.daySimuladoId).not.toBe(first.daySimuladoId);
    const users = await query<{ email: string }>(
      names.target,
      'select email from users order by email',
    );
    expect(users.map((u) => u.email)).toEqual([...[1, 2, 3].map(emailOf), 'ops@example.com']);
    for (const simulado of [first.daySimuladoId, second.daySimuladoId]) {
      const bought = await query<{ n: number }>(
        names.target,
        'select count(*)::int as n from purchases where simulado_id = $1',
        [simulado],
      );
      expect(bought[0]!.n).toBe(3);
    }
  }, 120_000);

  it('prints, from the command line, the values k6’s line needs', async () => {
    const seeded = await bench([
      '--seed-only',
      '--candidates',
      '2',
      '--database-url',
      urlOf(names.target),
      '--yes-seed-into',
      names.target,
    ]);
    expect(seeded.code).toBe(0);
    const id = /^SIMULADO_ID=([0-9a-f-]{36})$/m.exec(seeded.stdout)?.[1];
    expect(id).toBeDefined();
    expect(seeded.stdout).toContain("PASSWORD='Prova@2026-bench'");
    expect(seeded.stdout).toContain('CANDIDATES=2   (candidato<N>@bench.gabaritei.dev, N = 1…2)');
    expect(seeded.stdout).toContain(`-e SIMULADO_ID=${id} `);
    const bought = await query<{ email: string }>(
      names.target,
      'select u.email from purchases p join users u on u.id = p.user_id where p.simulado_id = $1 order by 1',
      [id],
    );
    expect(bought.map((b) => b.email)).toEqual([1, 2].map(emailOf));
  }, 60_000);

  it('refuses a database of other tables, a newer schema, or students of its own', async () => {
    await query(names.other, 'create table invoices (id int)');
    await expect(seedIntoDatabase(urlOf(names.other), 1, log)).rejects.toThrow(
      /holds 1 tables but no Gabaritei schema/,
    );
    const tables = await query<{ tablename: string }>(
      names.other,
      `select tablename from pg_tables where schemaname = 'public'`,
    );
    expect(tables.map((t) => t.tablename)).toEqual(['invoices']);

    await query(
      names.target,
      `insert into kysely_migration (name, timestamp) values ('29991231000000_future', '2999-12-31T00:00:00.000Z')`,
    );
    await expect(seedIntoDatabase(urlOf(names.target), 1, log)).rejects.toThrow(
      /migrations this checkout lacks \(29991231000000_future\)/,
    );
    await query(names.target, `delete from kysely_migration where name = '29991231000000_future'`);

    await query(
      names.target,
      `insert into users (name, email, password_hash, role) values ('Ana', 'ana@escola.com.br', 'x', 'STUDENT')`,
    );
    const simulados = () =>
      query<{ n: number }>(names.target, 'select count(*)::int as n from simulados');
    const before = (await simulados())[0]!.n;
    await expect(seedIntoDatabase(urlOf(names.target), 1, log)).rejects.toThrow(
      /"gabaritei_seedinto_\w+" holds 1 students who are not bench candidates/,
    );
    expect((await simulados())[0]!.n).toBe(before);
  }, 60_000);
});

const emailOf = (n: number) => `candidato${n}@bench.gabaritei.dev`;
