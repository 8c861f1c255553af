import { percent } from './format';
import { html, type SafeHtml } from './html';

/** The product's palette, shared by the charts and the stylesheet. */
export const COLORS = {
  brand: '#1c7ed6',
  brandDark: '#1864ab',
  ink: '#212529',
  muted: '#868e96',
  grid: '#dee2e6',
  field: '#adb5bd',
  good: '#2f9e44',
  bad: '#e03131',
} as const;

/** SVG coordinates: a dot is the decimal separator SVG reads, never shown to anyone. */
const fmt = (value: number) => value.toFixed(1);

/**
 * Histogram of the official scores in ten bands of 10 points, the candidate's band in the
 * brand colour and a marker at the candidate's score.
 */
export function distributionChart(scores: number[], candidateScore: number): SafeHtml {
  const width = 640;
  const height = 220;
  const left = 40;
  const bottom = 30;
  const top = 16;
  const bands = Array.from({ length: 10 }, () => 0);
  for (const score of scores) bands[Math.min(9, Math.max(0, Math.floor(score / 10)))]!++;
  const max = Math.max(1, ...bands);
  const plotWidth = width - left - 10;
  const plotHeight = height - bottom - top;
  const barWidth = plotWidth / 10;
  const candidateBand = Math.min(9, Math.max(0, Math.floor(candidateScore / 10)));
  const markerX = left + (Math.min(100, Math.max(0, candidateScore)) / 100) * plotWidth;
  const bars = bands.map((count, index) => {
    const barHeight = (count / max) * plotHeight;
    const x = left + index * barWidth + 3;
    const y = top + plotHeight - barHeight;
    const fill = index === candidateBand ? COLORS.brand : COLORS.field;
    return html`<rect
        x="${fmt(x)}"
        y="${fmt(y)}"
        width="${fmt(barWidth - 6)}"
        height="${fmt(barHeight)}"
        fill="${fill}"
        rx="2"
      />
      <text
        x="${fmt(x + (barWidth - 6) / 2)}"
        y="${fmt(y - 3)}"
        font-size="9"
        text-anchor="middle"
        fill="${COLORS.ink}"
        >${count > 0 ? String(count) : ''}</text
      >
      <text
        x="${fmt(left + index * barWidth + barWidth / 2)}"
        y="${height - 12}"
        font-size="9"
        text-anchor="middle"
        fill="${COLORS.muted}"
        >${index * 10}–${index * 10 + 10}</text
      >`;
  });
  return html`<svg
    class="chart"
    viewBox="0 0 ${width} ${height}"
    width="100%"
    role="img"
    aria-label="Distribuição das notas dos participantes oficiais"
  >
    <line
      x1="${left}"
      y1="${top + plotHeight}"
      x2="${width - 10}"
      y2="${top + plotHeight}"
      stroke="${COLORS.grid}"
    />
    ${bars}
    <line
      x1="${fmt(markerX)}"
      y1="${top - 4}"
      x2="${fmt(markerX)}"
      y2="${top + plotHeight}"
      stroke="${COLORS.bad}"
      stroke-width="2"
      stroke-dasharray="4 3"
    />
    <text x="${fmt(markerX + 4)}" y="${top + 6}" font-size="10" fill="${COLORS.bad}">Você</text>
    <text x="${left}" y="${height - 1}" font-size="9" fill="${COLORS.muted}">
      Aproveitamento (% dos pontos)
    </text>
  </svg>`;
}

/** Horizontal bars per subject: the candidate's percent against the participants' mean. */
export function subjectChart(
  subjects: { name: string; percent: number; fieldPercent: number | null }[],
): SafeHtml {
  const labelWidth = 190;
  const width = 640;
  const rowHeight = 34;
  const height = subjects.length * rowHeight + 30;
  const plotWidth = width - labelWidth - 50;
  const rows = subjects.map((subject, index) => {
    const y = 10 + index * rowHeight;
    const own = (subject.percent / 100) * plotWidth;
    const field = subject.fieldPercent === null ? null : (subject.fieldPercent / 100) * plotWidth;
    return html`<text
        x="${labelWidth - 8}"
        y="${y + 15}"
        font-size="10"
        text-anchor="end"
        fill="${COLORS.ink}"
        >${subject.name}</text
      >
      <rect
        x="${labelWidth}"
        y="${y}"
        width="${fmt(own)}"
        height="12"
        fill="${COLORS.brand}"
        rx="2"
      />
      <text x="${fmt(labelWidth + own + 4)}" y="${y + 10}" font-size="9" fill="${COLORS.ink}"
        >${percent(subject.percent)}</text
      >
      ${
        field === null
          ? null
          : html`<rect
                x="${labelWidth}"
                y="${y + 14}"
                width="${fmt(field)}"
                height="8"
                fill="${COLORS.field}"
                rx="2"
              />
              <text
                x="${fmt(labelWidth + field + 4)}"
                y="${y + 22}"
                font-size="8"
                fill="${COLORS.muted}"
                >${percent(subject.fieldPercent ?? 0)}</text
              >`
      }`;
  });
  return html`<svg
    class="chart"
    viewBox="0 0 ${width} ${height}"
    width="100%"
    role="img"
    aria-label="Desempenho por disciplina"
  >
    ${rows}
    <rect x="${labelWidth}" y="${height - 14}" width="10" height="8" fill="${COLORS.brand}" />
    <text x="${labelWidth + 14}" y="${height - 7}" font-size="9" fill="${COLORS.ink}">Você</text>
    <rect x="${labelWidth + 60}" y="${height - 14}" width="10" height="8" fill="${COLORS.field}" />
    <text x="${labelWidth + 74}" y="${height - 7}" font-size="9" fill="${COLORS.ink}">
      Média dos participantes
    </text>
  </svg>`;
}
