import { useMatches } from '@mantine/core';
import { useId } from 'react';
import { formatDayShortMonth, formatPercent } from '@gabaritei/shared';
import { EVOLUTION_MESSAGES as M } from './messages';
import type { SeriesRow } from './series';

const H = 240;
// Room on the right for half of the last date label (centred on its point).
const PAD = { top: 12, right: 32, bottom: 32, left: 40 };
const TICKS = [0, 25, 50, 75, 100];
const YOU = 'var(--mantine-color-blue-filled)';
const FIELD = 'var(--mantine-color-dimmed)';

const x = (i: number, n: number, W: number) =>
  n <= 1 ? (PAD.left + W - PAD.right) / 2 : PAD.left + (i * (W - PAD.left - PAD.right)) / (n - 1);
const y = (v: number) =>
  PAD.top + ((100 - Math.min(100, Math.max(0, v))) * (H - PAD.top - PAD.bottom)) / 100;

/** Runs of consecutive known values: a missing figure breaks the line instead of faking it. */
function segments(values: (number | null)[], n: number, W: number): string[] {
  const out: string[] = [];
  let run: string[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (run.length) out.push(run.join(' '));
      run = [];
    } else run.push(`${x(i, n, W).toFixed(1)},${y(v).toFixed(1)}`);
  });
  if (run.length) out.push(run.join(' '));
  return out;
}

/**
 * A plain SVG line chart, 0–100 %. It is one image to assistive technology (role="img"
 * with its title and a description); the table beside it carries every figure. The two
 * lines differ by stroke (solid, dashed) and marker (circle, square), not by colour alone.
 */
export function EvolutionChart({ rows, label }: { rows: SeriesRow[]; label: string }) {
  const id = useId();
  const n = rows.length;
  // A narrower drawing on a phone, so its text is not scaled down to nothing at 360 px.
  const W = useMatches({ base: 340, sm: 640 });
  // Every date label fits up to 6 points (3 on a phone); beyond that, every k-th.
  const every = Math.max(1, Math.ceil(n / (W < 640 ? 3 : 6)));
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      style={{ display: 'block', maxHeight: 280 }}
      data-testid="evolucao-grafico"
    >
      <title id={`${id}-t`}>{M.chartTitle(label)}</title>
      <desc id={`${id}-d`}>{M.chartDesc(rows)}</desc>
      {TICKS.map((t) => (
        <g key={t}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(t)}
            y2={y(t)}
            stroke="var(--mantine-color-default-border)"
          />
          <text
            x={PAD.left - 6}
            y={y(t) + 4}
            textAnchor="end"
            fontSize={11}
            fill="var(--mantine-color-dimmed)"
          >
            {formatPercent(t, 0)}
          </text>
        </g>
      ))}
      {rows.map((row, i) =>
        i % every === 0 || i === n - 1 ? (
          <text
            key={row.simuladoId}
            x={x(i, n, W)}
            y={H - 10}
            textAnchor="middle"
            fontSize={11}
            fill="var(--mantine-color-dimmed)"
          >
            {formatDayShortMonth(row.date)}
          </text>
        ) : null,
      )}
      {segments(
        rows.map((r) => r.field),
        n,
        W,
      ).map((points) => (
        <polyline
          key={`f${points}`}
          points={points}
          fill="none"
          stroke={FIELD}
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      ))}
      {segments(
        rows.map((r) => r.own),
        n,
        W,
      ).map((points) => (
        <polyline key={`o${points}`} points={points} fill="none" stroke={YOU} strokeWidth={2.5} />
      ))}
      {rows.map((row, i) => (
        <g key={row.simuladoId}>
          {row.field === null ? null : (
            <rect x={x(i, n, W) - 4} y={y(row.field) - 4} width={8} height={8} fill={FIELD} />
          )}
          {row.own === null ? null : <circle cx={x(i, n, W)} cy={y(row.own)} r={5} fill={YOU} />}
        </g>
      ))}
    </svg>
  );
}

/** The legend, in HTML (read by screen readers, as the chart's marks are not). */
export function EvolutionLegend() {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 14 }}>
      <span>
        <svg width={28} height={12} aria-hidden style={{ marginRight: 6 }}>
          <line x1={0} x2={28} y1={6} y2={6} stroke={YOU} strokeWidth={2.5} />
          <circle cx={14} cy={6} r={4} fill={YOU} />
        </svg>
        {M.you}
      </span>
      <span>
        <svg width={28} height={12} aria-hidden style={{ marginRight: 6 }}>
          <line x1={0} x2={28} y1={6} y2={6} stroke={FIELD} strokeWidth={2} strokeDasharray="6 4" />
          <rect x={10} y={2} width={8} height={8} fill={FIELD} />
        </svg>
        {M.field}
      </span>
    </div>
  );
}
