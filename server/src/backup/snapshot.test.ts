import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../auth/auth.test-support';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createPostgresDatabase, testConfig, testDatabaseUrl } from '../test/support';
import { createSnapshotService } from './snapshot.service';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-snapshot-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function findUser(database: { databaseUrl?: string; dataDir: string | null }) {
  const handle = await openDatabase(database);
  try {
    return await handle.db.selectFrom('users').select(['name', 'email']).execute();
  } finally {
    await handle.close();
  }
}

describe('db:backup and db:restore, embedded', { timeout: 400_000 }, () => {
  it('restores the data directory and the reports into a new DATA_DIR', async () => {
    const dataDir = path.join(root, 'embedded');
    const source = await openDatabase({ dataDir });
    try {
      await migrateToLatest(source.db);
      await createAccount(source.db, { name: 'Beatriz Ávila', email: 'bia@example.com' });
    } finally {
      await source.close();
    }
    const pdf = path.join(dataDir, 'reports', `${crypto.randomUUID()}.pdf`);
    fs.mkdirSync(path.dirname(pdf), { recursive: true });
    fs.writeFileSync(pdf, '%PDF-1.7 relatório');

    const file = path.join(root, 'embedded.tar');
    const backup = createSnapshotService({ config: testConfig({ dataDir }) });
    await backup.backupTo(file);

    const restoredDir = path.join(root, 'restored');
    await createSnapshotService({ config: testConfig({ dataDir: restoredDir }) }).restoreFrom(file);
    expect(await findUser({ dataDir: restoredDir })).toEqual([
      { name: 'Beatriz Ávila', email: 'bia@example.com' },
    ]);
    const restoredPdf = path.join(restoredDir, 'reports', path.basename(pdf));
    expect(fs.readFileSync(restoredPdf, 'utf8')).toBe('%PDF-1.7 relatório');

    // Restoring over a database would silently mix two; it is refused.
    await expect(
      createSnapshotService({ config: testConfig({ dataDir: restoredDir }) }).restoreFrom(file),
    ).rejects.toThrow(/já tem um banco/);
  });

  it('says clearly why it cannot copy while the server holds the data directory', async () => {
    const dataDir = path.join(root, 'busy');
    const running = await openDatabase({ dataDir });
    try {
      await migrateToLatest(running.db);
      const backup = createSnapshotService({ config: testConfig({ dataDir }) });
      await expect(backup.backupTo(path.join(root, 'busy.tar'))).rejects.toThrow(
        /pare o servidor.*stop the server/s,
      );
      expect(fs.existsSync(path.join(root, 'busy.tar'))).toBe(false);
    } finally {
      await running.close();
    }
  });
});

describe.skipIf(!testDatabaseUrl)('db:backup and db:restore, scaled', { timeout: 120_000 }, () => {
  it('restores a pg_dump into a new database, and refuses one with tables', async () => {
    const source = await createPostgresDatabase();
    const target = await createPostgresDatabase();
    try {
      const handle = await openDatabase({ databaseUrl: source.url, dataDir: null });
      try {
        await migrateToLatest(handle.db);
        await createAccount(handle.db, { name: 'Caio Übel', email: 'caio@example.com' });
      } finally {
        await handle.close();
      }
      const file = path.join(root, 'scaled.dump');
      await createSnapshotService({ config: testConfig({ databaseUrl: source.url }) }).backupTo(
        file,
      );
      const restore = createSnapshotService({ config: testConfig({ databaseUrl: target.url }) });
      await restore.restoreFrom(file);
      expect(await findUser({ databaseUrl: target.url, dataDir: null })).toEqual([
        { name: 'Caio Übel', email: 'caio@example.com' },
      ]);
      await expect(restore.restoreFrom(file)).rejects.toThrow(/já tem tabelas/);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
