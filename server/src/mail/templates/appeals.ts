import { PRODUCT_NAME, scoreChangeLine } from '@gabaritei/shared';
import { escapeHtml, layout, type RenderedEmail } from './auth';

type ScoreChange = {
  name: string;
  title: string;
  questionNumber: number;
  kind: 'ANNUL' | 'CHANGE_KEY';
  beforeScore: number;
  afterScore: number;
  reason: string;
  link: string;
};

/** Sent to each candidate whose score a key decision moved (issue 15). */
export function scoreChangedEmail(change: ScoreChange): RenderedEmail {
  const line = scoreChangeLine(change);
  const title = change.title.replace(/\s+/g, ' ');
  return {
    subject: `Sua nota no simulado ${title} mudou`,
    text: [
      `Olá, ${change.name}!`,
      '',
      `${line}.`,
      `Simulado: ${title}`,
      `Motivo: ${change.reason}`,
      '',
      `Veja seu resultado e seus recursos: ${change.link}`,
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout({
      greetingName: change.name,
      paragraphs: [
        `<strong>${escapeHtml(line)}</strong>.`,
        `Simulado: <strong>${escapeHtml(title)}</strong>`,
        `Motivo: ${escapeHtml(change.reason)}`,
      ],
      buttonLabel: 'Ver meus recursos',
      link: change.link,
      footnote: 'A classificação do simulado já foi recalculada com o novo gabarito.',
    }),
  };
}
