import type { ProgressSink } from '../backup/progress';

type Output = { write(text: string): unknown; isTTY?: boolean; columns?: number };

const numbers = new Intl.NumberFormat('pt-BR');
/** Redraws of the bar at most this often: a terminal is slower than the rows. */
const REDRAW_MS = 100;
/** Without a terminal, a line every this long on a big table, so a log shows life. */
const HEARTBEAT_MS = 10_000;

/**
 * Progress on stderr (stdout keeps the one result line): per table its rows, time and
 * rate; at a terminal a bar redrawn in place, elsewhere plain lines a log file can keep.
 */
export function createStderrProgress(
  out: Output = process.stderr,
  now: () => number = () => performance.now(),
): ProgressSink {
  let name = '';
  let total: number | null = null;
  let done = 0;
  let started = 0;
  let drawn = 0;
  let lastDraw = 0;
  let lastBeat = 0;
  const tty = out.isTTY === true;

  const rate = (rows: number, ms: number) =>
    ms > 0 ? `${numbers.format(Math.round((rows * 1000) / ms))} linhas/s (rows/s)` : '';
  const draw = () => {
    const width = 24;
    const share = total ? Math.min(1, done / total) : 0;
    const bar = total ? `[${'#'.repeat(Math.round(share * width)).padEnd(width, '.')}] ` : '';
    const count = total ? `${numbers.format(done)}/${numbers.format(total)}` : numbers.format(done);
    const text = `  ${name} ${bar}${count} ${rate(done, now() - started)}`;
    out.write(`\r${text.slice(0, (out.columns ?? 100) - 1).padEnd(drawn)}`);
    drawn = Math.min(text.length, (out.columns ?? 100) - 1);
  };

  return {
    table(table, rows) {
      name = table;
      total = rows;
      done = 0;
      started = now();
      drawn = 0;
      lastDraw = lastBeat = started;
      if (tty) draw();
    },
    rows(count) {
      done += count;
      const at = now();
      if (tty && (at - lastDraw >= REDRAW_MS || done === total)) {
        lastDraw = at;
        draw();
      } else if (!tty && at - lastBeat >= HEARTBEAT_MS) {
        lastBeat = at;
        out.write(`  ${name}: ${numbers.format(done)} linhas (rows)…\n`);
      }
    },
    tableDone(rows) {
      if (rows !== undefined) done = rows;
      const ms = now() - started;
      const line =
        `  ${name}: ${numbers.format(done)} linhas (rows), ${(ms / 1000).toFixed(1)} s` +
        (done > 0 ? `, ${rate(done, ms)}` : '');
      out.write(tty ? `\r${line.padEnd(drawn)}\n` : `${line}\n`);
      drawn = 0;
    },
    step(text) {
      out.write(`  ${text}\n`);
    },
  };
}
