import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabaseUrl } from '../test/databases';
import { createStderrProgress } from './progress';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(serverDir, 'node_modules/.bin/tsx');
type Run = { code: number; stdout: string; stderr: string };

function runCli(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [`src/cli/${script}.ts`, ...args],
      { cwd: serverDir, env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const admin = ['--email', 'ops@example.com', '--name', 'Olga Ops'];

describe('CLI progress on stderr', () => {
  it('prints one line per table with rows and rate, no carriage return, off a terminal', () => {
    const out: string[] = [];
    let t = 0;
    const progress = createStderrProgress({ write: (s) => out.push(s) }, () => t);
    progress.table('users', 4000);
    t = 500;
    progress.rows(2000);
    t = 2000;
    progress.rows(2000);
    progress.tableDone();
    expect(out.join('')).toBe('  users: 4.000 linhas (rows), 2.0 s, 2.000 linhas/s (rows/s)\n');
  });

  it('draws a bar redrawn in place at a terminal', () => {
    const out: string[] = [];
    let t = 0;
    const tty = { write: (s: string) => out.push(s), isTTY: true, columns: 120 };
    const progress = createStderrProgress(tty, () => t);
    progress.table('sessions', 100);
    t = 1000;
    progress.rows(50);
    expect(out.at(-1)).toMatch(/^\r {2}sessions \[#{12}\.{12}\] 50\/100 50 linhas\/s/);
    progress.tableDone();
    expect(out.at(-1)).toMatch(/\n$/);
  });
});

describe(
  'CLIs on an embedded data directory: backup, export and import',
  { timeout: 120_000 },
  () => {
    let root: string;
    let env: Record<string, string>;
    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-cli-ops-'));
      env = { INIT_CWD: root, DATA_DIR: './data' };
      expect((await runCli('admin-create', admin, env)).code).toBe(0);
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('writes the backup owner-only and says what it copied', async () => {
      const res = await runCli('db-backup', ['--out', 'b.tar'], env);
      expect(res.code).toBe(0);
      expect(mode(path.join(root, 'b.tar'))).toBe(0o600);
      expect(res.stderr).toMatch(/pgdata: [\d.]+ MB, [\d.]+ s/);
    });

    it('writes the export owner-only with a line per table', async () => {
      const res = await runCli('db-export', ['--out', 'e.gz'], env);
      expect(res.code).toBe(0);
      expect(mode(path.join(root, 'e.gz'))).toBe(0o600);
      expect(res.stderr).toMatch(/^ {2}users: 1 linhas \(rows\), [\d.]+ s/m);
    });

    it('imports that export into a fresh directory with a line per table', async () => {
      const res = await runCli('db-import', ['--in', 'e.gz'], { ...env, DATA_DIR: './imported' });
      expect(res.code, res.stderr).toBe(0);
      expect(res.stderr).toMatch(/^ {2}users: 1 linhas \(rows\), [\d.]+ s/m);
      expect(res.stdout).toMatch(/^Importado em \/ imported into .*imported: \d+ linhas/);
      expect(res.stdout).toContain('funções SQL aplicadas / SQL functions applied');
    });
  },
);

describe.skipIf(!testDatabaseUrl)(
  'CLIs against PostgreSQL: operators',
  { timeout: 120_000 },
  () => {
    let source: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let root: string;
    beforeAll(async () => {
      source = await createPostgresDatabase();
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-cli-pg-'));
    });
    afterAll(async () => {
      await source?.drop();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('says in one line that PostgreSQL cannot be reached', async () => {
      const res = await runCli('migrate', [], {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/gabaritei',
      });
      expect(res.code).toBe(1);
      expect(res.stderr.trim().split('\n')).toHaveLength(1);
      expect(res.stderr).toContain('Não foi possível conectar ao PostgreSQL em 127.0.0.1:1');
      expect(res.stderr).toContain('Cannot reach PostgreSQL');
    });

    it('backs up 0600 per table, and says in one line the restore target does not exist', async () => {
      const env = { DATABASE_URL: source.url, INIT_CWD: root };
      expect((await runCli('admin-create', admin, env)).code).toBe(0);
      const backup = await runCli('db-backup', ['--out', 'pg.dump'], env);
      expect(backup.code).toBe(0);
      expect(mode(path.join(root, 'pg.dump'))).toBe(0o600);
      expect(backup.stderr).toMatch(/^ {2}users: 1 linhas \(rows\), [\d.]+ s/m);

      const missing = new URL(source.url);
      missing.pathname = '/gabaritei_nao_existe';
      const refused = await runCli('db-restore', ['--in', 'pg.dump'], {
        DATABASE_URL: missing.toString(),
        INIT_CWD: root,
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
      expect(refused.stderr).toContain('O banco "gabaritei_nao_existe" não existe');

      const target = await createPostgresDatabase();
      try {
        const restored = await runCli('db-restore', ['--in', 'pg.dump'], {
          DATABASE_URL: target.url,
          INIT_CWD: root,
        });
        expect(restored.code).toBe(0);
        expect(restored.stderr).toMatch(/^ {2}users: 1 linhas \(rows\), [\d.]+ s/m);
      } finally {
        await target.drop();
      }
    });
  },
);
