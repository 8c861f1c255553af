import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { candidate, createSimulado, examApi, HOUR, startSession } from '../exam/exam.test-support';
import { createPostgresDatabase, testDatabaseUrl } from '../test/databases';
import { describeBackends, useTestApp } from '../test/support';
import { createMetrics, METRIC_PREFIX } from './metrics';
import { operationalSources } from './operational-sources';

const TOKEN = 'scrape-token-0123456789';
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
};

describe.skipIf(!testDatabaseUrl)('the pool gauge on postgres', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url, dataDir: null, poolSize: 4 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("reads waiting=0 on an idle process, although the scrape's own query needs a connection", async () => {
    const metrics = createMetrics({ defaults: false });
    metrics.sources.dbPool = () => handle.poolStats();
    // A fresh pool has no connection yet: the COUNT of the same scrape must open one.
    metrics.sources.sessionsInProgress = async () => {
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(handle.db);
      return rows.length;
    };
    for (let i = 0; i < 3; i++) {
      const text = await metrics.registry.metrics();
      expect(sample(text, `${METRIC_PREFIX}db_pool{state="waiting"}`)).toBe(0);
      expect(sample(text, `${METRIC_PREFIX}db_pool{state="max"}`)).toBe(4);
    }
  });
});

describe('the disk gauges', () => {
  it('report free and total bytes of each folder, a missing one through its parent', async () => {
    const metrics = createMetrics({ defaults: false });
    const clock = { now: () => new Date() };
    const dirs = { data: os.tmpdir(), reports: `${os.tmpdir()}/not-made-yet/reports` };
    Object.assign(metrics.sources, operationalSources({ db: null as never, clock, dirs }));
    const text = await metrics.registry.metrics();
    for (const dir of ['data', 'reports']) {
      const free = sample(text, `${METRIC_PREFIX}disk_free_bytes{dir="${dir}"}`);
      const size = sample(text, `${METRIC_PREFIX}disk_size_bytes{dir="${dir}"}`);
      expect(free).toBeGreaterThan(0);
      expect(size).toBeGreaterThanOrEqual(free!);
    }
  });
});

describeBackends('the expiry-overdue gauges', (backend) => {
  const t = useTestApp(backend, { config: { metricsToken: TOKEN } });
  const scrape = async () =>
    (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

  it('count sessions past deadline plus grace still in progress, and how late the oldest is', async () => {
    let text = await scrape();
    expect(sample(text, `${METRIC_PREFIX}exam_sessions_overdue`)).toBe(0);
    expect(sample(text, `${METRIC_PREFIX}exam_expiry_overdue_seconds`)).toBe(0);

    const simulado = await createSimulado(t.db);
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(examApi(t.api), student.cookie, simulado);
    // As if the expiry had not run for an hour: the deadline is an hour and a bit ago.
    await t.db
      .updateTable('exam_sessions')
      .set({ expires_at: new Date(Date.now() - HOUR - 5 * 60_000) })
      .where('id', '=', session.id)
      .execute();
    text = await scrape();
    expect(sample(text, `${METRIC_PREFIX}exam_sessions_overdue`)).toBe(1);
    expect(sample(text, `${METRIC_PREFIX}exam_expiry_overdue_seconds`)).toBeGreaterThan(3600);
  });
});
