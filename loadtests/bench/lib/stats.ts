/**
 * Latency recording: every sample is kept (a Float64Array that grows) and sorted once at
 * the end, so percentiles are exact rather than bucketed.
 */
export class LatencyRecorder {
  private values = new Float64Array(1024);
  private size = 0;
  private sorted = true;

  add(ms: number): void {
    if (this.size === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.size++] = ms;
    this.sorted = false;
  }

  get count(): number {
    return this.size;
  }

  /** Nearest-rank percentile (p in 0…100); NaN when empty. */
  percentile(p: number): number {
    if (this.size === 0) return Number.NaN;
    if (!this.sorted) {
      this.values.subarray(0, this.size).sort();
      this.sorted = true;
    }
    const rank = Math.min(this.size, Math.max(1, Math.ceil((p / 100) * this.size)));
    return this.values[rank - 1]!;
  }

  max(): number {
    return this.percentile(100);
  }
}

export type Mark = 'PASS' | 'FAIL' | '—';

export function mark(ok: boolean | null): Mark {
  return ok === null ? '—' : ok ? 'PASS' : 'FAIL';
}

export function formatMs(ms: number): string {
  if (Number.isNaN(ms)) return '—';
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}

export function formatRate(perSecond: number): string {
  return Number.isFinite(perSecond) ? `${Math.round(perSecond).toLocaleString('en-US')}/s` : '—';
}

/** Prints a plain-text table with a title; the first row is the header. */
export function printTable(title: string, rows: string[][]): void {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)));
  const rule = widths.map((w) => '─'.repeat(w)).join('──');
  console.info(`\n${title}`);
  console.info(rule);
  console.info(line(rows[0]!).join('  '));
  console.info(rule);
  for (const row of rows.slice(1)) console.info(line(row).join('  '));
  console.info(rule);
}
