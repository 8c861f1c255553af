import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidate,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
  submitSession,
} from '../exam/exam.test-support';
import { createRuntime, type Runtime } from '../runtime';
import {
  buildTestApp,
  freePort,
  relaxedRateLimits,
  testBackends,
  testRedisUrl,
  waitForHttp,
  type TestApp,
  apiClient,
} from '../test/support';

const PROMETHEUS = '/usr/bin/prometheus';
const INFRA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../infra/prometheus',
);
const TOKEN = 'token-de-metricas-do-prometheus-1';

/**
 * infra/prometheus/prometheus.yml as shipped, pointed at this test's processes: only the
 * compose names, the token file's and the alerts' paths and the intervals change, so its
 * jobs, their bearer token and the alert rules are what an operator runs.
 */
function shippedConfig(dir: string, ports: { api: number; worker: number }): string {
  const tokenFile = path.join(dir, 'metrics-token');
  writeFileSync(tokenFile, TOKEN);
  const shipped = readFileSync(path.join(INFRA, 'prometheus.yml'), 'utf8');
  const local = shipped
    .replace(`['api1:3000', 'api2:3000']`, `['127.0.0.1:${ports.api}']`)
    .replace(`['worker:9464']`, `['127.0.0.1:${ports.worker}']`)
    .replaceAll('/prometheus/metrics-token', tokenFile)
    .replace('/etc/prometheus/alerts.yml', path.join(INFRA, 'alerts.yml'))
    .replace(/(scrape|evaluation)_interval: 5s/g, '$1_interval: 1s');
  expect(local).toContain(`127.0.0.1:${ports.worker}`);
  expect(local).toContain(`127.0.0.1:${ports.api}`);
  return local;
}
const FAMILIES = [
  'http_request_duration_seconds_count',
  'exam_sessions_in_progress',
  'exam_saves_total',
  'exam_save_batch_size_count',
  'exam_submissions_total',
  'socket_connections',
  'ranking_recompute_seconds_count',
  'ranking_watchers',
  'report_render_seconds_count',
  'queue_jobs',
  'db_pool',
  'nodejs_eventloop_lag_p99_seconds',
];

const postgres = testBackends().find((b) => b.name === 'postgres')?.available ?? false;
const runnable = postgres && Boolean(testRedisUrl) && existsSync(PROMETHEUS);

/**
 * Debian's Prometheus, as a plain process with its config and data in a temp directory,
 * scrapes a listening API instance and a worker's METRICS_PORT every second; the checks go
 * through its own query API, so names, labels and rates are what an operator would see.
 */
describe.skipIf(!runnable)('a real Prometheus scraping the API and a worker', () => {
  let t: TestApp;
  let worker: Runtime;
  let prometheus: ChildProcess | undefined;
  let promUrl = '';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gabaritei-prometheus-'));

  beforeAll(async () => {
    t = await buildTestApp({
      backend: 'postgres',
      redis: true,
      config: { rateLimits: relaxedRateLimits, metricsToken: TOKEN },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (t.app.server.address() as { port: number }).port;
    const workerPort = await freePort();
    worker = await createRuntime(
      { ...t.config, metricsPort: workerPort, metricsHost: '127.0.0.1' },
      { role: 'worker', logger: t.app.runtime.logger },
    );
    const promPort = await freePort();
    promUrl = `http://127.0.0.1:${promPort}`;
    writeFileSync(
      path.join(dir, 'prometheus.yml'),
      shippedConfig(dir, { api: apiPort, worker: workerPort }),
    );
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ],
      { stdio: 'ignore' },
    );
    await waitForHttp(`${promUrl}/-/ready`, 60_000);
  }, 120_000);

  afterAll(async () => {
    // Exactly the process this suite started.
    if (prometheus?.pid && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus?.once('exit', resolve));
      process.kill(prometheus.pid, 'SIGTERM');
      await exited;
    }
    await worker?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One instant query; the values of its result vector. */
  async function query(expr: string): Promise<number[]> {
    const res = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const body = (await res.json()) as {
      data: { result: Array<{ value: [number, string] }> };
    };
    return body.data.result.map((r) => Number(r.value[1]));
  }

  /** Polls until the query returns a value the check accepts (scrapes run every second). */
  async function eventually(expr: string, accept: (values: number[]) => boolean) {
    const deadline = Date.now() + 30_000;
    let last: number[] = [];
    while (Date.now() < deadline) {
      last = await query(expr);
      if (accept(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${expr} never matched; last ${JSON.stringify(last)}`);
  }

  it('sees every family, and the saves and submissions move', async () => {
    const api = apiClient(t.app);
    const exam = examApi(api);
    const simulado = await createSimulado(t.app.runtime.db);
    const questions = await questionsOf(t.app.runtime.db, simulado);
    const student = await candidate(api, t.app.runtime.db, simulado);
    // The counters' zero series are scraped first, so the traffic below is an increase.
    await eventually(
      'count(gabaritei_exam_submissions_total{job="gabaritei-api"})',
      (v) => v[0] === 2,
    );
    const session = await startSession(exam, student.cookie, simulado);
    for (const question of questions.slice(0, 3)) {
      const saved = await exam.save(student.cookie, session.id, {
        questionId: question.id,
        selectedOption: question.correct,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await submitSession(exam, student.cookie, session.id);

    for (const family of FAMILIES)
      await eventually(`count({__name__="gabaritei_${family}"})`, (v) => (v[0] ?? 0) > 0);
    // Both targets are up and export the defaults.
    await eventually('count(up{job=~"gabaritei-api|gabaritei-worker"} == 1)', (v) => v[0] === 2);
    await eventually(
      'sum(increase(gabaritei_exam_saves_total{result="ok"}[1m]))',
      (v) => (v[0] ?? 0) > 0,
    );
    await eventually(
      'sum(increase(gabaritei_exam_submissions_total{ended="submit"}[1m]))',
      (v) => (v[0] ?? 0) > 0,
    );
    // The submission's ranking recompute ran in the worker and was timed there.
    await eventually(
      'sum(gabaritei_ranking_recompute_seconds_count{job="gabaritei-worker"})',
      (v) => (v[0] ?? 0) > 0,
    );
  }, 120_000);
});
