import {
  APPEAL_MESSAGES,
  answerLabel,
  bothLetters,
  formatNumber,
  optionLettersOf,
  shownLetter,
  type SimuladoFormat,
} from '@gabaritei/shared';
import type { ReportQuestion } from '../report-data';
import { rich, richInline, type PrintedImages } from './rich';
import { percent } from './format';
import { html, type SafeHtml } from './html';

/**
 * One question of the 'Questão a questão' section: the alternatives, the candidate's answer,
 * the definitive key ('ANULADA' once annulled) and the banca's decision with its reason.
 * The prova-mãe's numbers and letters lead, as the key and the appeals speak them; where
 * her shuffled booklet printed another, hers follows: 'Questão 7 (sua prova: 3)', 'A) …
 * (sua prova: C)', 'Gabarito definitivo: A na prova-mãe, C na sua'.
 */
export function questionBlock(
  question: ReportQuestion,
  format: SimuladoFormat,
  images: PrintedImages = {},
): SafeHtml {
  const label = (option: ReportQuestion['correct']) =>
    format === 'CERTO_ERRADO'
      ? answerLabel(format, option)
      : bothLetters(format, question.optionOrder, option);
  const annulled = question.annulledReason !== null;
  const keyLabel = question.keyChangedReason ? 'Gabarito definitivo' : 'Resposta correta';
  // A blank is not a wrong answer (under the Cebraspe rule it scores zero): grey, not red.
  const blank = question.chosen === null && !question.isCorrect;
  // The printed number, and her shuffled booklet's when she had one.
  const heading =
    question.paperPosition === undefined
      ? `Questão ${question.number}`
      : `Questão ${question.number} (sua prova: ${question.paperPosition})`;
  return html`<div
    class="question ${annulled ? 'annulled' : question.isCorrect ? 'right' : blank ? 'blank' : 'wrong'}"
  >
    <h3>
      ${heading} <span class="meta">· ${question.subject}</span>
      ${annulled ? html`<span class="badge annulled">${APPEAL_MESSAGES.annulledLabel}</span>` : null}
    </h3>
    ${question.errata.map((notice) => html`<p class="errata">${notice}</p>`)}
    ${rich(question.text, images)}
    ${question.weight !== 1 ? html`<p class="meta">Peso ${formatNumber(question.weight, question.weight % 1 === 0 ? 0 : 1)}</p>` : null}
    <ol>
      ${optionLettersOf(format).map((option) => {
        const cls = annulled
          ? ''
          : option === question.correct
            ? 'correct'
            : option === question.chosen
              ? 'chosen-wrong'
              : '';
        const text = richInline(question.options[option] ?? '', images);
        const shown = shownLetter(format, question.optionOrder, option);
        const hers = shown === option ? '' : ` (sua prova: ${shown})`;
        return html`<li class="${cls}">${option}) ${text}${hers}</li>`;
      })}
    </ol>
    <div class="facts">
      <span
        >Sua resposta:
        <span class="${question.isCorrect ? 'good' : blank ? 'blank' : 'bad'}"
          >${question.chosen ? label(question.chosen) : 'Em branco'}</span
        ></span
      >
      ${
        annulled
          ? html`<span>Resposta correta: <strong>${APPEAL_MESSAGES.annulledLabel}</strong></span>`
          : html`<span>${keyLabel}: <strong>${label(question.correct)}</strong></span>`
      }
      <span
        >Acertos dos participantes:
        ${question.fieldCorrectPercent === null ? '—' : percent(question.fieldCorrectPercent)}</span
      >
      <span
        >${format === 'CERTO_ERRADO' ? 'Resposta errada' : 'Alternativa errada'} mais marcada:
        ${question.mostChosenWrong ? label(question.mostChosenWrong) : '—'}</span
      >
    </div>
    ${keyDecision(question)}
    ${
      question.explanation
        ? html`<div class="explanation">
            <strong>Comentário:</strong> ${rich(question.explanation, images)}
          </div>`
        : null
    }
  </div>`;
}

/** The banca's decision after the appeals, as on the review screen. */
function keyDecision(question: ReportQuestion): SafeHtml | null {
  if (question.annulledReason !== null)
    return html`<div class="decision">
      <strong>Questão anulada — ponto atribuído a todos.</strong>
      ${question.annulledReason ? `Motivo: ${question.annulledReason}` : ''}
    </div>`;
  if (question.keyChangedReason)
    return html`<div class="decision">
      <strong>Gabarito alterado após recurso.</strong> Motivo: ${question.keyChangedReason}
    </div>`;
  return null;
}
