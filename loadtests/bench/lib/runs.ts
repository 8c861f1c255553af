// `--runs N`: the figures of each whole run of `pnpm bench exam`, then their median and
// their worst, because a target must hold on every run, not on the best one.
import type { DayResult } from './exam-day';
import type { SaturationResult } from './saturation';
import { formatMs, formatRate, printTable } from './stats';

/** One figure of one run; `worse` says which way a figure gets worse. */
export type Figure = {
  name: string;
  value: number;
  worse: 'higher' | 'lower';
  format(value: number): string;
};

export const count = (n: number) => n.toLocaleString('en-US');
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/** A latency (ms) figure, or any other kind with its own format. */
export function figure(
  name: string,
  value: number,
  format: (value: number) => string = formatMs,
  worse: Figure['worse'] = 'higher',
): Figure {
  return { name, value, worse, format };
}

/** The figures of one single-instance run (embedded or scaled), as docs/BENCHMARKS.md's table. */
export function singleInstanceFigures(input: {
  day: DayResult;
  errors: number;
  lostSaves: number;
  saturation: SaturationResult | null;
  /** The slower of the CPU checks around phase 2 (machine-check.ts). */
  cpuCheckMs?: number;
  /** The slower of the loopback checks around phase 2 (machine-check.ts). */
  loopbackUs?: number;
}): Figure[] {
  const { day } = input;
  const figures = [
    figure('start burst', day.startBurstMs),
    figure('bytes to open the paper', day.openBytesPerCandidate, kB),
    figure('save-answer p50', day.save.percentile(50)),
    figure('save-answer p95', day.save.percentile(95)),
    figure('save-answer p99', day.save.percentile(99)),
    figure('save-answer max', day.save.max()),
    figure('submit p99', day.submit.percentile(99)),
    figure('errors', input.errors, count),
    figure('lost saves', input.lostSaves, count),
  ];
  if (input.saturation) {
    const best = input.saturation.best?.savesPerSecond ?? 0;
    figures.push(figure('saturation (saves/s, p99 < 100 ms)', best, formatRate, 'lower'));
    // The same work at the same concurrency in every run: what one save cost the whole
    // machine (generator, server, PostgreSQL) says how fast the machine was at the time.
    const step = input.saturation.steps.find((s) => s.workers === 64);
    if (step && step.savesPerSecond > 0)
      figures.push(
        figure(
          'machine CPU per save at 64 workers',
          (step.cpu.machine * 1e6) / step.savesPerSecond,
          (us) => `${us.toFixed(0)} µs`,
        ),
      );
  }
  if (input.cpuCheckMs !== undefined)
    figures.push(figure('CPU check (fixed JS loop)', input.cpuCheckMs));
  if (input.loopbackUs !== undefined)
    figures.push(
      figure('loopback check (round trip)', input.loopbackUs, (us) => `${us.toFixed(0)} µs`),
    );
  return figures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure of each run, its median and its worst (runs that lack a figure are skipped). */
export function printRunsSummary(title: string, runs: Figure[][]): void {
  const names = [...new Set(runs.flatMap((run) => run.map((f) => f.name)))];
  const rows = names.map((name) => {
    const found = runs.map((run) => run.find((f) => f.name === name));
    const some = found.find((f) => f !== undefined)!;
    const values = found
      .filter((f) => f !== undefined && !Number.isNaN(f.value))
      .map((f) => f!.value);
    const worst = some.worse === 'higher' ? Math.max(...values) : Math.min(...values);
    return [
      name,
      ...found.map((f) => (f ? f.format(f.value) : '—')),
      values.length ? some.format(median(values)) : '—',
      values.length ? some.format(worst) : '—',
    ];
  });
  printTable(title, [
    ['figure', ...runs.map((_, i) => `run ${i + 1}`), 'median', 'worst'],
    ...rows,
  ]);
}
