// The shipped infra/alertmanager/alertmanager.yml (written for compose's names) for a
// cluster or a step of its smoke: the webhook at `webhookUrl`, and the product's SMTP at
// `smtpSmarthost` (host:port). `pnpm cluster up` writes it to .cluster/alertmanager.yml
// for Debian's prometheus-alertmanager.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shippedPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../infra/alertmanager/alertmanager.yml',
);
const SHIPPED_WEBHOOK = `'http://127.0.0.1:9099/alertas'`;
const SHIPPED_SMTP = `'mailpit:1025'`;

/** The port the cluster's Alertmanager listens on (ALERTMANAGER_PORT, by default 9093). */
export function alertmanagerPort(env = process.env) {
  const port = Number(env.ALERTMANAGER_PORT ?? 9093);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`ALERTMANAGER_PORT must be a port number (got ${env.ALERTMANAGER_PORT})`);
  }
  return port;
}

/** The SMTP_URL's host:port, as Alertmanager's smtp_smarthost wants it. */
export function smarthostOf(smtpUrl) {
  if (!smtpUrl) return 'localhost:25';
  const url = new URL(smtpUrl);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

export function renderAlertmanagerConfig({ webhookUrl, smtpSmarthost }) {
  const shipped = fs.readFileSync(shippedPath, 'utf8');
  if (!shipped.includes(SHIPPED_WEBHOOK) || !shipped.includes(SHIPPED_SMTP)) {
    throw new Error('infra/alertmanager/alertmanager.yml no longer has what this replaces');
  }
  const rendered = shipped
    .replace(SHIPPED_WEBHOOK, `'${webhookUrl}'`)
    .replace(SHIPPED_SMTP, `'${smtpSmarthost}'`);
  return `# Rendered from infra/alertmanager/alertmanager.yml.\n${rendered}`;
}

/** .cluster/alertmanager.yml: the webhook ALERT_WEBHOOK_URL, e-mail through SMTP_URL. */
export function writeAlertmanagerConfig(clusterDir, env = process.env) {
  const config = renderAlertmanagerConfig({
    webhookUrl: env.ALERT_WEBHOOK_URL ?? 'http://127.0.0.1:9099/alertas',
    smtpSmarthost: smarthostOf(env.SMTP_URL),
  });
  fs.writeFileSync(path.join(clusterDir, 'alertmanager.yml'), config);
}
