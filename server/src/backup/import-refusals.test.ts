import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../auth/auth.test-support';
import { systemClock } from '../clock';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createSimulado } from '../exam/exam.test-support';
import { createPostgresDatabase, testBackends } from '../test/support';
import { keysAndIndexes } from './backup.test-support';
import { listTables, anyRows } from './backup.repository';
import { createExportService } from './export.service';
import { createImportService } from './import.service';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const NOBODY = '00000000-0000-4000-8000-00000000dead';

let root: string;
let archive: string;

/** Rewrites an archive's decompressed lines (to forge a newer or a broken file). */
function rewrite(name: string, change: (lines: string[]) => string[]): string {
  const lines = zlib.gunzipSync(fs.readFileSync(archive)).toString('utf8').split('\n');
  const file = path.join(root, name);
  fs.writeFileSync(file, zlib.gzipSync(change(lines).join('\n')));
  return file;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-import-'));
  archive = path.join(root, 'small.jsonl.gz');
  const source = await openDatabase({ dataDir: null });
  try {
    await migrateToLatest(source.db);
    await createAccount(source.db, { name: 'Ana' });
    await createSimulado(source.db, { questions: 3 });
    await createExportService({
      db: source.db,
      clock: systemClock,
      kind: source.kind,
      reportsDir: null,
    }).exportTo(archive);
  } finally {
    await source.close();
  }
  // PGlite's start and the migrations are slow on a busy machine.
}, 240_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe.each(testBackends())(
  'db:import refusals on $name',
  { timeout: 120_000 },
  ({ name, available }) => {
    let target: DatabaseHandle;
    let pgDatabase: { url: string; drop(): Promise<void> } | null = null;

    beforeAll(async () => {
      if (!available) return;
      pgDatabase = name === 'postgres' ? await createPostgresDatabase() : null;
      target = await openDatabase({ databaseUrl: pgDatabase?.url, dataDir: null });
    }, 240_000);
    afterAll(async () => {
      await target?.close();
      await pgDatabase?.drop();
    });

    const importInto = (file: string) =>
      createImportService({ db: target.db, reportsDir: null }).importFrom(file);
    const rowsLeft = async () =>
      anyRows(
        target.db,
        (await listTables(target.db)).map((table) => table.name),
      );

    it.skipIf(!available)('refuses an archive from a newer schema, touching nothing', async () => {
      const newer = rewrite('newer.jsonl.gz', ([manifest, ...rest]) => [
        JSON.stringify({ ...JSON.parse(manifest!), schemaVersion: '99991231000000_future' }),
        ...rest,
      ]);
      await expect(importInto(newer)).rejects.toThrow(/esquema mais novo.*newer/s);
      expect(await listTables(target.db)).toEqual([]);
    });

    it.skipIf(!available)('loads nothing from a truncated archive', async () => {
      const truncated = rewrite('truncated.jsonl.gz', (lines) => lines.slice(0, -6));
      await expect(importInto(truncated)).rejects.toThrow(/corrompido|incompleto/);
      // The schema was migrated, but every table is as empty as before: it can be retried.
      expect(await rowsLeft()).toBeNull();
    });

    it.skipIf(!available)('loads nothing when a row is broken deep inside the file', async () => {
      const broken = rewrite('broken.jsonl.gz', (lines) => {
        // The last question: users and simulados come before it and would be loaded already.
        const index = lines.findLastIndex((line) => line.includes('"correct_option"'));
        lines[index] = lines[index]!.replace(/"correct_option":"[A-D]"/, '"correct_option":"Z"');
        return lines;
      });
      await expect(importInto(broken)).rejects.toThrow();
      expect(await rowsLeft()).toBeNull();
    });

    it.skipIf(!available)(
      'refuses a dangling foreign key in pt-BR, loading nothing and keeping every key',
      async () => {
        await migrateToLatest(target.db);
        const keysBefore = await keysAndIndexes(target.db);
        const dangling = rewrite('dangling.jsonl.gz', (lines) => {
          const index = lines.findLastIndex((line) => line.includes('"correct_option"'));
          lines[index] = lines[index]!.replace(
            /"simulado_id":"[^"]+"/,
            `"simulado_id":"${NOBODY}"`,
          );
          return lines;
        });
        const failure = importInto(dangling);
        await expect(failure).rejects.toThrow(/nada foi importado.*continua vazio/s);
        await expect(failure).rejects.toThrow(/questions_simulado_id_fkey/);
        expect(await rowsLeft()).toBeNull();
        // The keys dropped for the load came back with the rollback.
        expect(await keysAndIndexes(target.db)).toEqual(keysBefore);
      },
    );

    it.skipIf(!available)('refuses two rows with one primary key, loading nothing', async () => {
      const duplicate = rewrite('duplicate.jsonl.gz', (lines) => {
        // Question rows, not the manifest (which names the columns too).
        const questions = lines.filter(
          (line) => line.startsWith('{"id"') && line.includes('"correct_option"'),
        );
        const firstId = /"id":"([^"]+)"/.exec(questions[0]!)![1]!;
        const last = lines.lastIndexOf(questions.at(-1)!);
        lines[last] = lines[last]!.replace(/"id":"[^"]+"/, `"id":"${firstId}"`);
        return lines;
      });
      await expect(importInto(duplicate)).rejects.toThrow(/questions_pkey.*nada foi importado/s);
      expect(await rowsLeft()).toBeNull();
    });

    it.skipIf(!available)('refuses a gzip that is not an export', async () => {
      const other = path.join(root, 'other.gz');
      fs.writeFileSync(other, zlib.gzipSync('{"hello":"world"}\n'));
      await expect(importInto(other)).rejects.toThrow(/não é uma exportação/);
    });

    it.skipIf(!available)('imports once, then refuses a target that is not empty', async () => {
      await migrateToLatest(target.db);
      const keysBefore = await keysAndIndexes(target.db);
      const manifest = await importInto(archive);
      // Dropped for the load and built again after it: the schema is the migrations' own.
      expect(await keysAndIndexes(target.db)).toEqual(keysBefore);
      const users = manifest.tables.find((table) => table.name === 'users');
      expect(users?.rows).toBe(1);
      await expect(importInto(archive)).rejects.toThrow(/não está vazio.*not empty/s);
    });
  },
);

describe('the db:import command', { timeout: 120_000 }, () => {
  it('exits non-zero with the bilingual message on a newer schema', async () => {
    const newer = rewrite('newer-cli.jsonl.gz', ([manifest, ...rest]) => [
      JSON.stringify({ ...JSON.parse(manifest!), schemaVersion: '99991231000000_future' }),
      ...rest,
    ]);
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        path.join(serverDir, 'node_modules/.bin/tsx'),
        ['src/cli/db-import.ts', '--in', 'newer-cli.jsonl.gz'],
        {
          cwd: serverDir,
          env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), INIT_CWD: root },
          timeout: 90_000,
        },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('esquema mais novo (99991231000000_future)');
    expect(result.stderr).toContain('newer than this Gabaritei');
    expect(fs.existsSync(newer)).toBe(true);
  });
});
