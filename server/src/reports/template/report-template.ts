import {
  PERCENT_OF_POINTS_UNIT,
  POSITION_FORMULA,
  keyEmbargoMessage,
  scoringRuleLine,
} from '@gabaritei/shared';
import { RICH_CONTENT_CSS } from '@gabaritei/shared/content';
import type { ReportData } from '../report-data';
import { distributionChart, subjectChart } from './charts';
import {
  countLabel,
  duration,
  formatDate,
  formatDateTime,
  formatGrade,
  percent,
  positionLabel,
} from './format';
import { html, SafeHtml } from './html';
import { questionBlock } from './question-block';
import { resultCards } from './result-cards';
import { baseTextBlock } from './rich';
import { studyRecommendations } from './recommendations';
import { REPORT_CSS } from './styles';

/** The practice warning of docs/PRODUCT.md, in the PDF as on /my-reports. */
export const PRACTICE_RANK_WARNING =
  'Atenção: esta classificação é simulada. Ela mostra a posição que você teria no modo ' +
  'oficial; tentativas no Modo Treino não entram no ranking oficial.';

/** The whole report as one HTML document, printed to A4 by the browser pool. */
export function renderReportHtml(data: ReportData): string {
  const practice = data.attemptType === 'PRACTICE';
  const grade = formatGrade(data.score);
  return html`<!doctype html>
    <html lang="pt-BR">
      <head>
        <meta charset="utf-8" />
        <title>Relatório de desempenho — ${data.simuladoTitle}</title>
        <style>
          ${new SafeHtml(REPORT_CSS + RICH_CONTENT_CSS)}
        </style>
      </head>
      <body>
        ${cover(data, practice)}
        <section>
          <h2>Resultado</h2>
          ${resultCards(data)}
          </div>
          <p>
            Nota ${grade} de 10 (${percent(data.score)} ${PERCENT_OF_POINTS_UNIT}), com
            ${countLabel(data.correctCount, 'acerto', 'acertos')} em
            ${countLabel(data.totalQuestions, 'questão', 'questões')}, em
            ${duration(data.durationSeconds)}. ${scoringRuleLine(data.scoring, data.weighted)}
            ${
              data.rank === null
                ? 'Ainda não há participantes oficiais para comparar o seu resultado.'
                : `${practice ? 'Posição simulada' : 'Posição oficial'}: ${positionLabel(data.rank, data.participants)}.`
            }
          </p>
          ${data.rank === null ? null : html`<p class="meta">${POSITION_FORMULA}</p>`}
          ${practice ? html`<div class="warning">${PRACTICE_RANK_WARNING}</div>` : null}
          <h3>Distribuição das notas dos participantes oficiais</h3>
          ${
            data.fieldScores.length > 0
              ? html`${distributionChart(data.fieldScores, data.score)}
                  <p class="meta">
                    ${countLabel(data.fieldScores.length, 'participante oficial', 'participantes oficiais')}
                    · média ${percent(data.fieldMean ?? 0)} ${PERCENT_OF_POINTS_UNIT} · a linha
                    tracejada marca o seu aproveitamento.
                  </p>`
              : html`<p>Nenhum participante oficial ainda.</p>`
          }
        </section>
        ${data.keyEmbargoedUntil ? embargoNotice(data.keyEmbargoedUntil) : details(data)}
        <section class="summary">
          <h2>Resumo final</h2>
          <p>
            ${data.candidateName}, você obteve nota ${grade} de 10 no simulado
            “${data.simuladoTitle}”, acertando ${data.correctCount} de
            ${countLabel(data.totalQuestions, 'questão', 'questões')}. ${bestAndWorst(data)}
          </p>
          <p class="meta">
            Relatório gerado em ${formatDateTime(data.generatedAt)} pelo Gabaritei.
          </p>
        </section>
      </body>
    </html>`.value;
}

/** Per subject and per question: the key, the explanations and the right/wrong marks. */
function details(data: ReportData): SafeHtml {
  return html`<section>
      <h2>Desempenho por disciplina</h2>
      <table>
        <thead>
          <tr>
            <th>Disciplina</th>
            <th class="num">Acertos<br />(questões)</th>
            <th class="num">Seu aproveitamento<br />(% dos pontos)</th>
            <th class="num">Média dos participantes<br />(% dos pontos)</th>
          </tr>
        </thead>
        <tbody>
          ${data.subjects.map(
            (subject) =>
              html`<tr>
                <td>${subject.name}</td>
                <td class="num">${subject.correct} / ${subject.total}</td>
                <td class="num">${percent(subject.percent)}</td>
                <td class="num">
                  ${subject.fieldPercent === null ? '—' : percent(subject.fieldPercent)}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
      ${subjectChart(data.subjects)}
    </section>
    <section class="new-page">
      <h2>Questão a questão</h2>
      ${data.questions.map((question) => [
        ...data.baseTexts
          .filter((text) => text.firstQuestion === question.number)
          .map((text) => baseTextBlock(text, data.images)),
        questionBlock(question, data.format, data.images),
      ])}
    </section>
    <section>
      <h2>Recomendações de estudo</h2>
      <ul class="recommendations">
        ${studyRecommendations(data).map((tip) => html`<li>${tip}</li>`)}
      </ul>
    </section>`;
}

/** Under the key embargo the report stops at the score, rank and percentile. */
function embargoNotice(until: Date): SafeHtml {
  return html`<section>
    <h2>Gabarito comentado</h2>
    <p class="warning">${keyEmbargoMessage(until)}</p>
  </section>`;
}

function cover(data: ReportData, practice: boolean): SafeHtml {
  return html`<section class="cover">
    <div>
      <div class="brand">Gabaritei</div>
      <h1 class="cover-title">Relatório de Desempenho</h1>
      <p>
        <span class="badge ${practice ? 'practice' : ''}"
          >${practice ? 'Modo Treino' : 'Oficial'}</span
        >
      </p>
    </div>
    <div class="cover-box">
      <p><strong>Candidato(a):</strong> ${data.candidateName}</p>
      <p><strong>Simulado:</strong> ${data.simuladoTitle}</p>
      ${data.simuladoSubject ? html`<p><strong>Matéria:</strong> ${data.simuladoSubject}</p>` : null}
      <p><strong>Realizado em:</strong> ${formatDate(data.completedAt)}</p>
    </div>
    <p class="meta">
      Este relatório traz a sua nota, a sua classificação, a análise por disciplina e por questão e
      recomendações de estudo.
    </p>
  </section>`;
}

function bestAndWorst(data: ReportData): string {
  if (data.subjects.length < 2) return '';
  const sorted = [...data.subjects].sort((x, y) => y.percent - x.percent);
  const best = sorted[0]!;
  const worst = sorted[sorted.length - 1]!;
  if (best.percent === worst.percent)
    return `Seu desempenho foi equilibrado entre as disciplinas (${pointsShare(best.percent)}).`;
  return (
    `Seu melhor desempenho foi em ${best.name} (${pointsShare(best.percent)}) e o ponto a ` +
    `reforçar é ${worst.name} (${pointsShare(worst.percent)}).`
  );
}

/** '75,0% dos pontos': a percent of points standing alone in a sentence. */
const pointsShare = (value: number) => `${percent(value)} ${PERCENT_OF_POINTS_UNIT}`;
