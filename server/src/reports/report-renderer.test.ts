import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { relaxedRateLimits, useTestApp } from '../test/support';
import { createBrowserPool } from './browser-pool';
import { createReportRenderer } from './report-renderer';
import { createReportStore } from './report-store';
import { createReportSimulado, insertAttempt, insertBareUser } from './reports.test-support';

describe('the report renderer on shutdown', () => {
  const t = useTestApp('pglite', { config: { rateLimits: relaxedRateLimits } });

  it('stops a pre-render without marking it done, so the next run resumes', async () => {
    const simulado = await createReportSimulado(t.db, { questions: 2, endDate: new Date(0) });
    await insertAttempt(t.db, {
      userId: await insertBareUser(t.db, 'Participante'),
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 1,
    });
    const logger = pino({ level: 'silent' });
    const renderer = createReportRenderer({
      db: t.db,
      clock: createFakeClock(),
      logger,
      store: createReportStore({ db: t.db, dir: null }),
      pool: createBrowserPool({ executablePath: '/usr/bin/chromium', size: 1, logger }),
    });
    renderer.interrupt();
    await expect(renderer.prerender(simulado.id)).rejects.toThrow(/interrupted/);
    const marks = await t.db
      .selectFrom('report_prerenders')
      .selectAll()
      .where('simulado_id', '=', simulado.id)
      .execute();
    expect(marks).toEqual([]);
    await renderer.close();
  });
});
