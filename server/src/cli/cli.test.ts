import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { openDatabase } from '../db/connect';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { migrations } from '../db/migrations';
import { createPostgresDatabase, testDatabaseUrl } from '../test/databases';
import { generatePassword } from './password-generator';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(serverDir, 'node_modules/.bin/tsx');

type Run = { code: number; stdout: string; stderr: string };

/** Runs a CLI the way pnpm does: cwd server/, INIT_CWD where the operator stood. */
function runCli(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [`src/cli/${script}.ts`, ...args],
      // A clean environment: nothing of the developer's DATABASE_URL or DATA_DIR leaks in.
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function readUser(database: { databaseUrl?: string; dataDir: string | null }, email: string) {
  const handle = await openDatabase(database);
  try {
    return await handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
  } finally {
    await handle.close();
  }
}

describe('generatePassword', () => {
  it('makes 20-character passwords with every kind of character, never twice the same', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    expect(new Set(passwords).size).toBe(50);
    for (const p of passwords) {
      expect(p).toHaveLength(20);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[0-9]/);
      expect(p).toMatch(/[^A-Za-z0-9]/);
    }
  });
});

describe('CLIs against an embedded data directory', { timeout: 120_000 }, () => {
  let root: string;
  let env: Record<string, string>;
  let dataDir: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-cli-'));
    // Relative on purpose: it must resolve against INIT_CWD, not server/.
    env = { INIT_CWD: root, DATA_DIR: './data' };
    dataDir = path.join(root, 'data');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('migrates a fresh directory, then finds nothing to do', async () => {
    const first = await runCli('migrate', [], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('20261122000000_initial');
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
    const second = await runCli('migrate', [], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('up to date');
  });

  it('creates a verified ADMIN with a generated password shown once', async () => {
    const res = await runCli(
      'admin-create',
      ['--email', ' Chefe@Example.com ', '--name', 'Clara Chefe'],
      env,
    );
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const password = res.stdout.match(/Generated password \(shown only once\): (\S+)/)?.[1];
    expect(password).toHaveLength(20);
    const user = await readUser({ dataDir }, 'chefe@example.com');
    expect(user).toMatchObject({ name: 'Clara Chefe', role: 'ADMIN' });
    expect(user!.email_verified_at).not.toBeNull();
    expect(await verifyPassword(user!.password_hash, password!)).toBe(true);
  });

  it('refuses an e-mail that exists and changes nothing', async () => {
    const before = await readUser({ dataDir }, 'chefe@example.com');
    const res = await runCli(
      'admin-create',
      ['--email', 'CHEFE@example.com', '--name', 'Outra Pessoa', '--password', 'Senha-Forte-123'],
      env,
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('An account with chefe@example.com already exists (role ADMIN)');
    expect(await readUser({ dataDir }, 'chefe@example.com')).toEqual(before);
  });

  it('validates its arguments with the shared schemas', async () => {
    const cases: Array<[string[], string]> = [
      [['--email', 'nao-e-email', '--name', 'Ana'], 'Informe um e-mail válido'],
      [
        ['--email', 'ana@example.com', '--name', 'Ana', '--password', 'curta'],
        'A senha deve ter no mínimo 8 caracteres',
      ],
      [['--email', 'ana@example.com'], '--email and --name are required'],
      [
        ['--email', 'ana@example.com', '--name', 'Ana', '--role', 'ADMIN'],
        "Unknown option '--role'",
      ],
    ];
    for (const [args, message] of cases) {
      const res = await runCli('admin-create', args, env);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr).toContain(message);
    }
    expect(await readUser({ dataDir }, 'ana@example.com')).toBeUndefined();
  });

  it('refuses, clearly, a data directory in use by another process', async () => {
    const lock = await acquireDataDirLock(dataDir);
    try {
      for (const [script, args] of [
        ['migrate', []],
        ['admin-create', ['--email', 'novo@example.com', '--name', 'Novo Admin']],
      ] as const) {
        const res = await runCli(script, [...args], env);
        expect(res.code, script).toBe(1);
        expect(res.stderr).toContain(`The embedded database in ${dataDir} is in use by`);
        expect(res.stderr).not.toMatch(/\n\s+at /);
      }
    } finally {
      lock.release();
    }
    expect(await readUser({ dataDir }, 'novo@example.com')).toBeUndefined();
  });
});

describe.skipIf(!testDatabaseUrl)('CLIs against PostgreSQL', { timeout: 60_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    env = { DATABASE_URL: database.url };
  });
  afterAll(async () => database?.drop());

  it('migrates, creates an administrator and refuses a duplicate', async () => {
    const migrate = await runCli('migrate', [], env);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain(
      `Applied ${Object.keys(migrations).length} migration(s) to PostgreSQL`,
    );

    const args = [
      '--email',
      'root@example.com',
      '--name',
      'Rui Root',
      '--password',
      'Senha-Forte-123',
    ];
    const created = await runCli('admin-create', args, env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).not.toContain('Generated password');
    const user = await readUser({ databaseUrl: database.url, dataDir: null }, 'root@example.com');
    expect(user).toMatchObject({ role: 'ADMIN', name: 'Rui Root' });
    expect(await verifyPassword(user!.password_hash, 'Senha-Forte-123')).toBe(true);

    const again = await runCli('admin-create', args, env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  });

  it('creates an administrator on a database never migrated', async () => {
    const fresh = await createPostgresDatabase();
    try {
      const res = await runCli(
        'admin-create',
        ['--email', 'first@example.com', '--name', 'Primeira Admin'],
        {
          DATABASE_URL: fresh.url,
        },
      );
      expect(res.code).toBe(0);
      expect(
        await readUser({ databaseUrl: fresh.url, dataDir: null }, 'first@example.com'),
      ).toMatchObject({
        role: 'ADMIN',
      });
    } finally {
      await fresh.drop();
    }
  });
});
