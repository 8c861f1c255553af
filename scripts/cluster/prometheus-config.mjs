// The shipped infra/prometheus/prometheus.yml (written for compose's names) pointed at a
// cluster's processes: its API ports and each worker's own metrics port. `pnpm cluster up`
// writes the result to .cluster/prometheus.yml, so `prometheus --config.file=…` scrapes
// exactly what runs, with the shipped jobs, token and alert rules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../infra/prometheus');

/**
 * The first worker's metrics port is METRICS_PORT, by default the first API port + 100
 * (3201 for the default 3101, so two clusters on different ports do not collide); worker N
 * gets it + N - 1.
 */
export function workerMetricsPorts(count, firstApiPort, env = process.env) {
  const first = env.METRICS_PORT ? Number(env.METRICS_PORT) : firstApiPort + 100;
  if (!Number.isInteger(first) || first < 1 || first + count - 1 > 65535) {
    throw new Error(`METRICS_PORT must be a port number (got ${env.METRICS_PORT})`);
  }
  return Array.from({ length: count }, (_, i) => first + i);
}

const list = (ports) => `[${ports.map((p) => `'127.0.0.1:${p}'`).join(', ')}]`;

export function renderPrometheusConfig({
  apiPorts,
  workerPorts,
  tokenFile,
  alertmanagerPort = 9093,
}) {
  const shipped = fs.readFileSync(path.join(infra, 'prometheus.yml'), 'utf8');
  const rendered = shipped
    .replace(`['api1:3000', 'api2:3000']`, list(apiPorts))
    .replace(`['worker:9464']`, list(workerPorts))
    .replace(`['alertmanager:9093']`, list([alertmanagerPort]))
    .replaceAll('/prometheus/metrics-token', tokenFile)
    .replace('/etc/prometheus/alerts.yml', path.join(infra, 'alerts.yml'));
  if (['worker:9464', 'api1:3000', 'alertmanager:9093'].some((t) => rendered.includes(`'${t}'`))) {
    throw new Error('infra/prometheus/prometheus.yml no longer has the targets this replaces');
  }
  return `# Rendered by pnpm cluster up from infra/prometheus/prometheus.yml.\n${rendered}`;
}

/** .cluster/prometheus.yml (and its token file, owner-only) for a Prometheus of the cluster. */
export function writePrometheusConfig(clusterDir, apiPorts, workerPorts, alertmanagerPort) {
  const tokenFile = path.join(clusterDir, 'metrics-token');
  fs.writeFileSync(tokenFile, process.env.METRICS_TOKEN ?? '', { mode: 0o600 });
  const config = renderPrometheusConfig({ apiPorts, workerPorts, tokenFile, alertmanagerPort });
  fs.writeFileSync(path.join(clusterDir, 'prometheus.yml'), config);
}

/**
 * How to run the cluster's Prometheus and Alertmanager (Debian's packages): their data
 * under the cluster's directory `dir`, not the repository's ./data, and on loopback only.
 */
export function monitoringCommands(dir, alertmanagerPort) {
  return [
    `Prometheus: prometheus --config.file=${path.join(dir, 'prometheus.yml')}` +
      ` --storage.tsdb.path=${path.join(dir, 'prometheus-data')}` +
      ' --web.listen-address=127.0.0.1:9090',
    `Alertmanager: prometheus-alertmanager --config.file=${path.join(dir, 'alertmanager.yml')}` +
      ` --storage.path=${path.join(dir, 'alertmanager-data')}` +
      ` --web.listen-address=127.0.0.1:${alertmanagerPort} --cluster.listen-address=`,
  ];
}
