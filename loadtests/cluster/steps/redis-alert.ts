/**
 * Step 11: Redis down for 30 s, watched by a real Prometheus and Alertmanager. Every
 * process keeps answering /metrics within 1 s (the gauges that need Redis are left out and
 * marked stale), so Prometheus sees them all up, and the alert that reaches the webhook is
 * RedisFora, not InstanciaFora nor NenhumWorker.
 */
import fs from 'node:fs';
import { startRedis, stopRedis } from '../../../scripts/cluster/own-services.mjs';
import { sleep, waitFor, type Step } from '../lib/cluster';
import { ALERTMANAGER, PROMETHEUS, scrapeTargets, startMonitoring } from '../lib/monitoring';

const DOWN_MS = 30_000;
/** RedisFora's `for` (20 s) after a 5 s scrape and evaluation, and the route's group_wait. */
const ALERT_WITHIN_MS = 60_000;

async function scrapeMs(port: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!response?.ok) return Infinity;
  await response.text();
  return performance.now() - started;
}

export async function redisAlertStep(): Promise<Step> {
  const name = '11. Redis down 30 s: /metrics within 1 s everywhere, RedisFora at the webhook';
  if (!fs.existsSync(PROMETHEUS) || !fs.existsSync(ALERTMANAGER)) {
    return { name, ok: false, detail: 'prometheus or prometheus-alertmanager is not installed' };
  }
  const { apiPorts, workerPorts } = scrapeTargets();
  const ports = [...apiPorts, ...workerPorts];
  const monitoring = await startMonitoring();
  try {
    const scraped = await waitFor(
      async () => {
        const up = await monitoring.query('up');
        return up.length === ports.length && up.every((v) => v === 1);
      },
      60_000,
      500,
    );
    if (!scraped) return { name, ok: false, detail: 'Prometheus never saw every target up' };

    await stopRedis();
    const downAt = Date.now();
    let slowest = 0;
    let redisFora = -1;
    try {
      while (Date.now() - downAt < Math.max(DOWN_MS, redisFora < 0 ? ALERT_WITHIN_MS : 0)) {
        const times = await Promise.all(ports.map(scrapeMs));
        slowest = Math.max(slowest, ...times);
        const fired = monitoring.notified.find(
          (n) => n.alertname === 'RedisFora' && n.status === 'firing',
        );
        if (fired && redisFora < 0) redisFora = fired.at - downAt;
        await sleep(1_000);
      }
    } finally {
      await startRedis();
    }
    const recovered = await waitFor(
      async () => (await monitoring.query('gabaritei_redis_up')).every((v) => v === 1),
      30_000,
      1_000,
    );
    const wrong = monitoring.notified
      .filter((n) => ['InstanciaFora', 'NenhumWorker'].includes(n.alertname))
      .map((n) => n.alertname);
    const firing = [
      ...new Set(monitoring.notified.filter((n) => n.status === 'firing').map((n) => n.alertname)),
    ];
    const ok = slowest < 1_000 && redisFora >= 0 && wrong.length === 0 && recovered;
    const detail =
      `Redis down ${((Date.now() - downAt) / 1000).toFixed(0)} s; slowest /metrics of ` +
      `${ports.length} processes ${slowest === Infinity ? 'no answer' : `${Math.round(slowest)} ms`}; ` +
      `RedisFora at the webhook ${redisFora >= 0 ? `${(redisFora / 1000).toFixed(1)} s after` : 'never'}; ` +
      `alerts received: ${firing.join(', ') || 'none'}; InstanciaFora/NenhumWorker: ${wrong.length}; ` +
      `gabaritei_redis_up back to 1 everywhere: ${recovered}`;
    return { name, ok, detail };
  } finally {
    await monitoring.stop();
  }
}
