import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { buildCatalogueTestApp } from '../simulados/catalogue.test-support';
import type { TestApp } from '../test/support';
import { createBrowserPool } from './browser-pool';
import { createReportRenderer } from './report-renderer';
import { createReportStore } from './report-store';
import { createReportSimulado, insertAttempt, insertBareUser } from './reports.test-support';

describe('the report renderer on shutdown', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    ({ t, db } = await buildCatalogueTestApp('pglite'));
  });
  afterAll(async () => t?.close());

  it('stops a pre-render without marking it done, so the next run resumes', async () => {
    const simulado = await createReportSimulado(db, { questions: 2, endDate: new Date(0) });
    await insertAttempt(db, {
      userId: await insertBareUser(db, 'Participante'),
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 1,
    });
    const logger = pino({ level: 'silent' });
    const renderer = createReportRenderer({
      db,
      clock: createFakeClock(),
      logger,
      store: createReportStore({ db, dir: null }),
      pool: createBrowserPool({ executablePath: '/usr/bin/chromium', size: 1, logger }),
    });
    renderer.interrupt();
    await expect(renderer.prerender(simulado.id)).rejects.toThrow(/interrupted/);
    const marks = await db
      .selectFrom('report_prerenders')
      .selectAll()
      .where('simulado_id', '=', simulado.id)
      .execute();
    expect(marks).toEqual([]);
    await renderer.close();
  });
});
