/**
 * A Prometheus and an Alertmanager of a step's own (Debian's packages) over the running
 * cluster, configured from the shipped files the way `pnpm cluster up` renders them, with
 * the alerts routed to a webhook receiver in this process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { renderAlertmanagerConfig } from '../../../scripts/cluster/alertmanager-config.mjs';
import { freePort } from '../../../scripts/cluster/own-services.mjs';
import { renderPrometheusConfig } from '../../../scripts/cluster/prometheus-config.mjs';
import { clusterState, root, sleep } from './cluster';

export const PROMETHEUS = '/usr/bin/prometheus';
export const ALERTMANAGER = '/usr/bin/prometheus-alertmanager';

export type Notified = { at: number; alertname: string; status: string; instance?: string };

/** The API ports and the workers' metrics ports of the cluster, from its state. */
export function scrapeTargets(): { apiPorts: number[]; workerPorts: number[] } {
  const processes = clusterState().processes as Array<{
    role: string;
    port: number | null;
    metricsPort?: number | null;
  }>;
  return {
    apiPorts: processes.filter((p) => p.role === 'api').map((p) => p.port!),
    workerPorts: processes
      .filter((p) => p.role === 'worker' && p.metricsPort)
      .map((p) => p.metricsPort!),
  };
}

export async function startMonitoring() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-smoke-alerts-'));
  const notified: Notified[] = [];
  const webhook = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const payload = JSON.parse(body || '{}') as {
        alerts?: Array<{ status: string; labels: Record<string, string> }>;
      };
      for (const alert of payload.alerts ?? []) {
        notified.push({
          at: Date.now(),
          alertname: alert.labels.alertname ?? '',
          status: alert.status,
          instance: alert.labels.instance,
        });
      }
      response.end();
    });
  });
  const webhookPort = await freePort();
  await new Promise<void>((resolve) => webhook.listen(webhookPort, '127.0.0.1', resolve));
  const [alertmanagerPort, prometheusPort] = [await freePort(), await freePort()];
  const amConfig = path.join(dir, 'alertmanager.yml');
  fs.writeFileSync(
    amConfig,
    renderAlertmanagerConfig({
      webhookUrl: `http://127.0.0.1:${webhookPort}/alertas`,
      // Nothing listens there: the e-mail fails, and the webhook is notified all the same.
      smtpSmarthost: '127.0.0.1:9',
    }),
  );
  const promConfig = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(
    promConfig,
    renderPrometheusConfig({
      ...scrapeTargets(),
      tokenFile: path.join(root, '.cluster/metrics-token'),
      alertmanagerPort,
    }),
  );
  const children: ChildProcess[] = [
    spawn(
      ALERTMANAGER,
      [
        `--config.file=${amConfig}`,
        `--storage.path=${path.join(dir, 'am')}`,
        `--web.listen-address=127.0.0.1:${alertmanagerPort}`,
        '--cluster.listen-address=',
      ],
      { stdio: 'ignore' },
    ),
    spawn(
      PROMETHEUS,
      [
        `--config.file=${promConfig}`,
        `--storage.tsdb.path=${path.join(dir, 'prom')}`,
        `--web.listen-address=127.0.0.1:${prometheusPort}`,
      ],
      { stdio: 'ignore' },
    ),
  ];
  const query = async (expr: string) => {
    const url = `http://127.0.0.1:${prometheusPort}/api/v1/query?query=${encodeURIComponent(expr)}`;
    const response = await fetch(url).catch(() => null);
    if (!response?.ok) return [];
    const json = (await response.json()) as {
      data: { result: Array<{ value: [number, string] }> };
    };
    return json.data.result.map((r) => Number(r.value[1]));
  };
  return {
    notified,
    query,
    async stop() {
      for (const child of children) {
        if (child.exitCode !== null || !child.pid) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(child.pid, 'SIGTERM');
        await Promise.race([exited, sleep(5_000)]);
      }
      webhook.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
