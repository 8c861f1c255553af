import { embargoedScoreChangeLine, PRODUCT_NAME, scoreChangeLine } from '@gabaritei/shared';
import { escapeHtml, layout, type RenderedEmail } from './auth';

type ScoreChange = {
  name: string;
  title: string;
  link: string;
} & (
  | {
      /** The key is out: the question, the decision, the move and its reason. */
      keyReleasesAt: null;
      questionNumber: number;
      kind: 'ANNUL' | 'CHANGE_KEY';
      beforeScore: number;
      afterScore: number;
      reason: string;
      /** Where her shuffled booklet had the question ('sua prova: N'). */
      paperPosition?: number | undefined;
      /** A changed key as she reads it: 'B na prova-mãe, D na sua', 'Certo'. */
      newKey?: string | undefined;
    }
  | {
      /** Sent under the key embargo: only that the score changed, and when details open. */
      keyReleasesAt: Date;
    }
);

/** Sent to each candidate whose score a key decision (a changed or annulled answer) moved. */
export function scoreChangedEmail(change: ScoreChange): RenderedEmail {
  const title = change.title.replace(/\s+/g, ' ');
  const line =
    change.keyReleasesAt === null
      ? `${scoreChangeLine(change)}.`
      : embargoedScoreChangeLine(change.keyReleasesAt);
  const reason = change.keyReleasesAt === null ? change.reason : null;
  const key = change.keyReleasesAt === null ? (change.newKey ?? null) : null;
  return {
    // The title often starts with 'Simulado': named once, after a colon.
    subject: `Sua nota mudou: ${title}`,
    text: [
      `Olá, ${change.name}!`,
      '',
      line,
      `Simulado: ${title}`,
      ...(key === null ? [] : [`Novo gabarito: ${key}`]),
      ...(reason === null ? [] : [`Motivo: ${reason}`]),
      '',
      `Veja seu resultado e seus recursos: ${change.link}`,
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout({
      greetingName: change.name,
      paragraphs: [
        `<strong>${escapeHtml(line)}</strong>`,
        `Simulado: <strong>${escapeHtml(title)}</strong>`,
        ...(key === null ? [] : [`Novo gabarito: <strong>${escapeHtml(key)}</strong>`]),
        ...(reason === null ? [] : [`Motivo: ${escapeHtml(reason)}`]),
      ],
      buttonLabel: 'Ver meus recursos',
      link: change.link,
      footnote:
        change.keyReleasesAt === null
          ? 'A classificação do simulado já foi recalculada com o novo gabarito.'
          : 'A classificação do simulado já foi recalculada.',
    }),
  };
}
