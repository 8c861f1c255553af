import {
  FIGURE_LABELS,
  FIGURE_MEANINGS,
  PERCENT_OF_POINTS_UNIT,
  aheadOfPercent,
  formatPercent,
  formatPoints,
  pointsOf,
} from '@gabaritei/shared';
import type { ReportData } from '../report-data';
import { formatGrade, percent } from './format';
import { html, type SafeHtml } from './html';

/**
 * The 'Resultado' cards, each figure under shared/'s name for it and its scale (results/
 * figures.ts), as the results screen and the e-mails name them: the grade of 0 to 10, the
 * percent of points, the points on a weighted paper, the questions right. Then what each
 * is, in one line (the percent of points is said by the scoring rule's line below).
 */
export function resultCards(data: ReportData): SafeHtml {
  const practice = data.attemptType === 'PRACTICE';
  const ahead = data.rank === null ? null : aheadOfPercent(data.rank, data.participants);
  const card = (value: string, label: string) =>
    html`<div class="card">
      <div class="value">${value}</div>
      <div class="label">${label}</div>
    </div>`;
  return html`<div class="cards">
      ${card(formatGrade(data.score), `${FIGURE_LABELS.grade} (de 0 a 10)`)}
      ${card(percent(data.score), `${FIGURE_LABELS.percentOfPoints} (% ${PERCENT_OF_POINTS_UNIT})`)}
      ${
        data.weighted
          ? card(
              formatPoints(pointsOf(data.score, data.maxPoints), data.maxPoints),
              FIGURE_LABELS.points,
            )
          : null
      }
      ${card(`${data.correctCount}/${data.totalQuestions}`, `${FIGURE_LABELS.correctItems} (questões)`)}
      ${card(
        data.rank === null ? '—' : `${data.rank}º de ${data.participants}`,
        practice ? 'Classificação (Simulada)' : 'Classificação',
      )}
      ${card(ahead === null ? '—' : formatPercent(ahead, 0), 'À frente dos participantes')}
    </div>
    <p class="meta">
      ${FIGURE_MEANINGS.grade} ${data.weighted ? FIGURE_MEANINGS.points : ''}
      ${FIGURE_MEANINGS.correctItems}
    </p>`;
}
