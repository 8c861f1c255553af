import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, relaxedRateLimits, signIn } from '../auth/auth.test-support';
import { findOrCreateSigningKey } from '../auth/signing-keys.repository';
import { buildApp } from '../app';
import { systemClock } from '../clock';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { examApi } from '../exam/exam.test-support';
import { createPostgresDatabase, testConfig, testDatabaseUrl } from '../test/support';
import type { Manifest } from './archive';
import {
  PROBE_TABLE,
  seedEmbeddedInstallation,
  tableRows,
  type SeededInstallation,
} from './backup.test-support';
import { createExportService } from './export.service';
import { createImportService } from './import.service';

/**
 * Moving to PostgreSQL: an embedded installation, exported, imported into a fresh PostgreSQL
 * database, compared row for row, then the server runs on PostgreSQL and the session that
 * was in progress goes on and is submitted.
 */
describe.skipIf(!testDatabaseUrl)(
  'embedded → PostgreSQL, row for row',
  { timeout: 180_000 },
  () => {
    let root: string;
    let seeded: SeededInstallation;
    let archive: string;
    let manifest: Manifest;
    let target: { url: string; drop(): Promise<void> };
    let sourceKey = Buffer.alloc(0) as Buffer;
    let targetKey = sourceKey;

    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-backup-'));
      const dataDir = path.join(root, 'data');
      seeded = await seedEmbeddedInstallation(dataDir);
      archive = path.join(root, 'export.jsonl.gz');
      const source = await openDatabase({ dataDir });
      try {
        sourceKey = await findOrCreateSigningKey(source.db, 'paper-pass');
        manifest = await createExportService({
          db: source.db,
          clock: systemClock,
          kind: source.kind,
          reportsDir: path.join(dataDir, 'reports'),
        }).exportTo(archive);
      } finally {
        await source.close();
      }
      target = await createPostgresDatabase();
      const handle = await openDatabase({ databaseUrl: target.url, dataDir: null });
      try {
        // Migrated but empty is a valid target; the probe stands for a later issue's table.
        await migrateToLatest(handle.db);
        await sql`${PROBE_TABLE}`.execute(handle.db);
        // A target that already made its own signing key is still an empty one.
        targetKey = await findOrCreateSigningKey(handle.db, 'paper-pass');
        await createImportService({ db: handle.db, reportsDir: null }).importFrom(archive);
      } finally {
        await handle.close();
      }
    }, 170_000);

    afterAll(async () => {
      await target?.drop();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('writes a manifest naming the schema, every table in foreign-key order and the reports', () => {
      const names = manifest.tables.map((table) => table.name);
      expect(manifest.schemaVersion).toBe(manifest.migrations.at(-1));
      expect(manifest.source).toBe('pglite');
      expect(names).toContain('backup_type_probe');
      expect(names).not.toContain('kysely_migration');
      // Its secrets stay with each deployment: the target kept its own key.
      expect(names).not.toContain('signing_keys');
      expect(targetKey.equals(sourceKey)).toBe(false);
      expect(names.indexOf('users')).toBeLessThan(names.indexOf('results'));
      expect(names.indexOf('exam_sessions')).toBeLessThan(names.indexOf('results'));
      expect(names.indexOf('simulados')).toBeLessThan(names.indexOf('questions'));
      const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
      for (const table of [
        'users',
        'purchases',
        'exam_sessions',
        'session_answers',
        'results',
        'result_answers',
        'ranking_snapshots',
        'ranking_entries',
        'classes',
        'class_students',
        'class_simulados',
        'contact_messages',
        'outbox_emails',
        'sessions',
        'auth_tokens',
        'backup_type_probe',
      ]) {
        expect(rows[table], table).toBeGreaterThan(0);
      }
      expect(manifest.reports).toBe(1);
    });

    it('finds every table identical on PostgreSQL, value for value', async () => {
      const dataDir = path.join(root, 'data');
      const source = await openDatabase({ dataDir });
      const copy = await openDatabase({ databaseUrl: target.url, dataDir: null });
      try {
        for (const table of manifest.tables) {
          // The report file moved from the data directory into this table: tested below.
          if (table.name === 'report_files') continue;
          const [before, after] = [
            await tableRows(source.db, table.name),
            await tableRows(copy.db, table.name),
          ];
          expect(after, table.name).toEqual(before);
          expect(after).toHaveLength(table.rows);
        }
        const probe = await sql<{ id: string; amount: string; raw: Buffer; label: string }>`
        select id::text, amount::text, raw, label from backup_type_probe where id > 2`.execute(
          copy.db,
        );
        expect(probe.rows[0]).toMatchObject({
          id: '9007199254740993',
          amount: '12345678901234567890.0123456789',
          label: 'linha 1\nlinha 2\t😀 é \\ "fim"',
        });
        expect([...probe.rows[0]!.raw]).toEqual([0x00, 0xff, 0x10, 0xfe]);
      } finally {
        await source.close();
        await copy.close();
      }
    });

    it('moves the stored report file into the database store of PostgreSQL', async () => {
      const copy: DatabaseHandle = await openDatabase({ databaseUrl: target.url, dataDir: null });
      try {
        const report = await copy.db
          .selectFrom('report_files')
          .selectAll()
          .where('result_id', '=', seeded.resultId)
          .executeTakeFirstOrThrow();
        expect(new Uint8Array(report.pdf)).toEqual(seeded.reportPdf);
        expect(new Date(report.rendered_at).toISOString()).toBe('2026-11-23T09:00:00.000Z');
      } finally {
        await copy.close();
      }
    });

    it('runs on PostgreSQL: the session in progress takes another answer and is submitted', async () => {
      const app = await buildApp(
        testConfig({ databaseUrl: target.url, rateLimits: relaxedRateLimits }),
      );
      try {
        await app.ready();
        const api = apiClient(app);
        const exam = examApi(api);
        const { email, password, sessionId, nextQuestion } = seeded.inProgress;
        const cookie = await signIn(api, email, password);
        const active = await exam.active(cookie, seeded.simuladoId);
        expect(active.statusCode, active.body).toBe(200);
        expect(active.json()).toMatchObject({ id: sessionId, status: 'IN_PROGRESS' });
        const saved = await exam.save(cookie, sessionId, {
          questionId: nextQuestion,
          selectedOption: 'C',
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const submitted = await exam.submit(cookie, sessionId);
        expect(submitted.statusCode, submitted.body).toBe(200);
        expect(submitted.json()).toMatchObject({ session: { status: 'SUBMITTED' } });
      } finally {
        await app.close();
      }
    });
  },
);
