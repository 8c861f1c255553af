import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { createReportStore } from './report-store';
import { createReportSimulado, insertAttempt, insertBareUser } from './reports.test-support';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\nstartxref\n9\n%%EOF\n');

/**
 * Both stores keep a PDF with the version it was printed at, read back from its last bytes,
 * and the PDF itself unchanged but for that one comment line before its %%EOF.
 */
describeBackends('the report store', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  for (const kind of ['directory', 'database'] as const)
    it(`keeps the version with the PDF (${kind})`, async () => {
      const dir =
        kind === 'directory' ? await fs.mkdtemp(path.join(os.tmpdir(), 'reports-')) : null;
      if (dir) dirs.push(dir);
      const store = createReportStore({ db: t.db, dir });
      expect(store.kind).toBe(kind);
      const simulado = await createReportSimulado(t.db, { questions: 1 });
      const resultId = await insertAttempt(t.db, {
        userId: await insertBareUser(t.db, 'Participante'),
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct: 1,
      });
      expect(await store.get(resultId)).toBeNull();
      expect(await store.versionOf(resultId)).toBeNull();
      await store.put(resultId, PDF, new Date(), 'a1b2c3');
      const stored = (await store.get(resultId))!;
      expect(stored.version).toBe('a1b2c3');
      expect(await store.versionOf(resultId)).toBe('a1b2c3');
      expect(new TextDecoder().decode(stored.pdf)).toBe(
        '%PDF-1.7\n1 0 obj <<>> endobj\nstartxref\n9\n%gabaritei-report-version a1b2c3\n%%EOF\n',
      );
      // Printed again: replaced whole, one stamp.
      await store.put(resultId, PDF, new Date(), 'd4e5f6');
      expect(await store.versionOf(resultId)).toBe('d4e5f6');
      expect(
        new TextDecoder().decode((await store.get(resultId))!.pdf).match(/gabaritei/g),
      ).toHaveLength(1);
    });
});
