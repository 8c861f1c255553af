import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createExportService } from './export.service';
import { createImportService } from './import.service';

/** Between two installations that both keep reports in a folder (embedded → embedded). */
describe('report files between report folders', { timeout: 300_000 }, () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-report-files-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts each PDF in the target folder with its rendering time, after the commit', async () => {
    const sourceReports = path.join(root, 'source-reports');
    const resultId = crypto.randomUUID();
    fs.mkdirSync(sourceReports);
    const pdf = path.join(sourceReports, `${resultId}.pdf`);
    fs.writeFileSync(pdf, '%PDF-1.7 boletim');
    const renderedAt = new Date('2026-11-20T08:30:00.000Z');
    fs.utimesSync(pdf, renderedAt, renderedAt);
    // Not a report: left out of the archive.
    fs.writeFileSync(path.join(sourceReports, 'notes.txt'), 'x');

    const archive = path.join(root, 'export.jsonl.gz');
    const source = await openDatabase({ dataDir: null });
    try {
      await migrateToLatest(source.db);
      const manifest = await createExportService({
        db: source.db,
        clock: systemClock,
        kind: source.kind,
        reportsDir: sourceReports,
      }).exportTo(archive);
      expect(manifest.reports).toBe(1);
    } finally {
      await source.close();
    }

    const targetReports = path.join(root, 'target-reports');
    const target = await openDatabase({ dataDir: null });
    try {
      await createImportService({ db: target.db, reportsDir: targetReports }).importFrom(archive);
    } finally {
      await target.close();
    }
    expect(fs.readdirSync(targetReports)).toEqual([`${resultId}.pdf`]);
    const copy = path.join(targetReports, `${resultId}.pdf`);
    expect(fs.readFileSync(copy, 'utf8')).toBe('%PDF-1.7 boletim');
    expect(fs.statSync(copy).mtime.toISOString()).toBe(renderedAt.toISOString());
  });
});
