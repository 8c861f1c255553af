import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  renderPrometheusConfig,
  workerMetricsPorts,
} from '../../../scripts/cluster/prometheus-config.mjs';

const PROMTOOL = '/usr/bin/promtool';

describe("the cluster's Prometheus targets", () => {
  it('gives each worker a metrics port of its own, from METRICS_PORT when set', () => {
    expect(workerMetricsPorts(2, 3101, { METRICS_PORT: '9464' })).toEqual([9464, 9465]);
    expect(workerMetricsPorts(3, 3101, {})).toEqual([3201, 3202, 3203]);
    expect(() => workerMetricsPorts(1, 3101, { METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });

  it.skipIf(!existsSync(PROMTOOL))(
    'renders the shipped config with every API and worker as a target, valid for promtool',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'gabaritei-prom-'));
      try {
        const tokenFile = path.join(dir, 'metrics-token');
        writeFileSync(tokenFile, 'token-de-metricas-0123456789');
        const config = renderPrometheusConfig({
          apiPorts: [3101, 3102],
          workerPorts: [9464, 9465],
          tokenFile,
        });
        expect(config).toContain("['127.0.0.1:3101', '127.0.0.1:3102']");
        expect(config).toContain("['127.0.0.1:9464', '127.0.0.1:9465']");
        const file = path.join(dir, 'prometheus.yml');
        writeFileSync(file, config);
        const output = await new Promise<string>((resolve, reject) =>
          execFile(PROMTOOL, ['check', 'config', file], (error, stdout, stderr) =>
            error ? reject(new Error(stdout + stderr)) : resolve(stdout + stderr),
          ),
        );
        expect(output).toContain('SUCCESS');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
