import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  renderAlertmanagerConfig,
  smarthostOf,
} from '../../../scripts/cluster/alertmanager-config.mjs';
import { renderPrometheusConfig } from '../../../scripts/cluster/prometheus-config.mjs';

const AMTOOL = '/usr/bin/amtool';
const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../infra');
const shipped = path.join(infra, 'alertmanager/alertmanager.yml');

const amtool = (args: string[]) =>
  new Promise<{ code: number; output: string }>((resolve) =>
    execFile(AMTOOL, args, (error, stdout, stderr) =>
      resolve({ code: error ? 1 : 0, output: stdout + stderr }),
    ),
  );

// Debian's prometheus-alertmanager ships amtool (CI installs it, .ci/run).
describe.skipIf(!existsSync(AMTOOL))('the shipped Alertmanager configuration', () => {
  it('passes `amtool check-config`, shipped and as `pnpm cluster up` renders it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gabaritei-am-'));
    try {
      const rendered = path.join(dir, 'alertmanager.yml');
      writeFileSync(
        rendered,
        renderAlertmanagerConfig({
          webhookUrl: 'http://127.0.0.1:18999/alertas',
          smtpSmarthost: smarthostOf('smtp://mail.example.org:2525'),
        }),
      );
      expect(readFileSync(rendered, 'utf8')).toContain("'http://127.0.0.1:18999/alertas'");
      expect(readFileSync(rendered, 'utf8')).toContain("'mail.example.org:2525'");
      for (const file of [shipped, rendered]) {
        const check = await amtool(['check-config', file]);
        expect(check.code, check.output).toBe(0);
        expect(check.output).toContain('SUCCESS');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('pages critical alerts by e-mail and webhook, and mails the warnings', async () => {
    const route = async (...labels: string[]) =>
      (await amtool(['config', 'routes', 'test', `--config.file=${shipped}`, ...labels])).output
        .split('\n')
        .filter((line) => line && !line.startsWith('Warning'))
        .join('\n');
    expect(await route('alertname=RedisFora', 'severity=critical')).toBe('plantao');
    expect(await route('alertname=BancoFora', 'severity=critical')).toBe('plantao');
    expect(await route('alertname=SalvamentoLento', 'severity=warning')).toBe('plantao-email');
  });
});

describe("Prometheus's Alertmanager", () => {
  it('is the shipped alertmanager service, and the cluster points at its own', () => {
    expect(readFileSync(path.join(infra, 'prometheus/prometheus.yml'), 'utf8')).toContain(
      "targets: ['alertmanager:9093']",
    );
    const cluster = renderPrometheusConfig({
      apiPorts: [3101],
      workerPorts: [3201],
      tokenFile: '/tmp/token',
      alertmanagerPort: 19093,
    });
    expect(cluster).toContain("targets: ['127.0.0.1:19093']");
  });

  it('takes the SMTP host and port from SMTP_URL', () => {
    expect(smarthostOf('smtp://mailpit:1025')).toBe('mailpit:1025');
    expect(smarthostOf('smtps://smtp.example.org')).toBe('smtp.example.org:465');
    expect(smarthostOf(undefined)).toBe('localhost:25');
  });
});
