import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMetrics, METRIC_PREFIX } from './metrics';

const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../infra');

type Panel = { title: string; targets?: Array<{ expr: string }> };

/** Every sample name the app can expose: histograms add _bucket, _sum and _count. */
async function exportedSeries(): Promise<Set<string>> {
  const metrics = createMetrics();
  const names = new Set<string>();
  for (const family of await metrics.registry.getMetricsAsJSON()) {
    names.add(family.name);
    // MetricType is an enum of strings ('histogram', 'summary', …).
    if (['histogram', 'summary'].includes(String(family.type)))
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(family.name + suffix);
  }
  return names;
}

const namesIn = (expr: string) => expr.match(new RegExp(`${METRIC_PREFIX}[a-z0-9_]+`, 'g')) ?? [];

describe('the Grafana dashboard and the alert rules', () => {
  it('query only families the app exports', async () => {
    const exported = await exportedSeries();
    const dashboard = JSON.parse(
      readFileSync(path.join(infra, 'grafana/dashboards/gabaritei.json'), 'utf8'),
    ) as { panels: Panel[] };
    expect(dashboard.panels.length).toBeGreaterThan(0);
    for (const panel of dashboard.panels) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const { expr } of panel.targets ?? []) {
        expect(namesIn(expr).length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
        for (const name of namesIn(expr))
          expect(exported, `${panel.title}: ${name}`).toContain(name);
      }
    }

    // The exam-day panels an operator watches for a dead worker or a stuck queue.
    const querying = (pattern: RegExp) =>
      dashboard.panels.filter((p) => p.targets?.some((t) => pattern.test(t.expr)));
    expect(querying(/exam_expiry_overdue_seconds/), 'an expiry panel').not.toHaveLength(0);
    expect(querying(/queue_jobs\{[^}]*waiting/), 'a queue backlog panel').not.toHaveLength(0);
    expect(querying(/queue_jobs\{[^}]*failed/), 'a failed jobs panel').not.toHaveLength(0);

    const rules = readFileSync(path.join(infra, 'prometheus/alerts.yml'), 'utf8');
    // One expression per rule, on its line or as a block (`expr: |`) up to `for:`.
    const exprs = [...rules.matchAll(/^\s*expr:\s*([\s\S]+?)^\s*for:/gm)].map((m) => m[1]!);
    expect(exprs).toHaveLength([...rules.matchAll(/^\s*- alert:/gm)].length);
    for (const expr of exprs) {
      // Prometheus's own `up` is the one family not ours (the instance and worker rules).
      if (!/\bup\{job=/.test(expr)) expect(namesIn(expr).length, expr).toBeGreaterThan(0);
      for (const name of namesIn(expr)) expect(exported, expr).toContain(name);
    }
  });
});
