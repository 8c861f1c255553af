import { z } from 'zod';
import type { BaseText } from '../content/schemas';
import type { Option } from '../limits';
import type { SimuladoFormat } from '../scoring/formats';
import { shownLetter } from './booklet-letters';
import type { ExamQuestion } from './schemas';

/**
 * A text correction made while sittings run (the audited paper correction), pushed to the
 * screens of that simulado's running sessions so nobody writes on the old text until a
 * reload. Only what the paper itself shows travels: a statement, an option's text, a base
 * text or its title — never the explanation (the commented key) and never the key.
 */
export const EXAM_ERRATA_EVENT = 'exam:errata';

export const ERRATA_QUESTION_FIELDS = [
  'text',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
] as const;
export const ERRATA_BASE_TEXT_FIELDS = ['title', 'contentHtml'] as const;

export const examErrataPayloadSchema = z.discriminatedUnion('target', [
  z.object({
    target: z.literal('QUESTION'),
    simuladoId: z.string(),
    /** The paper version the correction produced (what a reload now reads). */
    paperVersion: z.string(),
    targetId: z.string(),
    field: z.enum(ERRATA_QUESTION_FIELDS),
    html: z.string(),
    reason: z.string(),
    correctedAt: z.string(),
  }),
  z.object({
    target: z.literal('BASE_TEXT'),
    simuladoId: z.string(),
    paperVersion: z.string(),
    targetId: z.string(),
    field: z.enum(ERRATA_BASE_TEXT_FIELDS),
    html: z.string(),
    reason: z.string(),
    correctedAt: z.string(),
  }),
]);
export type ExamErrata = z.infer<typeof examErrataPayloadSchema>;

/**
 * A correction of the paper as the review keeps it (the corrected text is the paper's
 * own now): what was corrected, why and when. Sent with the practice/review paper, so the
 * 'Errata' notice seen during the exam is still there in the review and the PDF.
 */
export const paperErrataSchema = z.object({
  target: z.enum(['QUESTION', 'BASE_TEXT']),
  targetId: z.string(),
  field: z.enum([...ERRATA_QUESTION_FIELDS, ...ERRATA_BASE_TEXT_FIELDS]),
  reason: z.string(),
  correctedAt: z.string(),
});
export type PaperErrata = z.infer<typeof paperErrataSchema>;

/** What a notice needs of a correction: the pushed event or the kept one. */
type ErrataNote = Pick<PaperErrata, 'target' | 'field' | 'reason'>;

/** Whether a corrected field is one the paper shows during the exam (pushed), or not. */
export function isPaperField(field: string): field is ExamErrata['field'] {
  return (
    (ERRATA_QUESTION_FIELDS as readonly string[]).includes(field) ||
    (ERRATA_BASE_TEXT_FIELDS as readonly string[]).includes(field)
  );
}

/** The paper with one correction applied in place: the same arrays when it names nothing. */
export function applyErrata<Q extends ExamQuestion>(
  paper: { questions: Q[]; baseTexts: BaseText[] },
  errata: ExamErrata,
): { questions: Q[]; baseTexts: BaseText[] } {
  if (errata.target === 'QUESTION') {
    if (!paper.questions.some((q) => q.id === errata.targetId)) return paper;
    return {
      ...paper,
      questions: paper.questions.map((q) =>
        q.id === errata.targetId ? { ...q, [errata.field]: errata.html } : q,
      ),
    };
  }
  if (!paper.baseTexts.some((t) => t.id === errata.targetId)) return paper;
  return {
    ...paper,
    baseTexts: paper.baseTexts.map((t) =>
      t.id === errata.targetId ? { ...t, [errata.field]: errata.html } : t,
    ),
  };
}

/**
 * The 'Errata' notice of a question, in her booklet's words: her question number, her
 * option letter (the corrected option may print as C in her booklet where the prova-mãe
 * says A), what changed and the reason the correction gave.
 */
export function errataNotice(
  errata: ErrataNote,
  optionOrder: readonly Option[] | undefined,
  format: SimuladoFormat,
  baseTextTitle?: string,
): string {
  const what =
    errata.target === 'BASE_TEXT'
      ? errata.field === 'title'
        ? 'o título do texto-base foi corrigido'
        : `o texto-base${baseTextTitle ? ` '${baseTextTitle}'` : ''} foi corrigido`
      : errata.field === 'text'
        ? 'o enunciado desta questão foi corrigido'
        : `a alternativa ${shownLetter(format, optionOrder, errata.field.slice(-1) as Option)} foi corrigida`;
  return `Errata: ${what} durante a prova. Motivo: ${errata.reason}`;
}

/**
 * questionId → the 'Errata' notices of the kept corrections, oldest first: a question's own,
 * and its base text's on every question of the block.
 */
export function errataNotices(
  paper: {
    questions: readonly (Pick<ExamQuestion, 'id' | 'optionOrder'> & {
      baseTextId?: string | null;
    })[];
    baseTexts: readonly BaseText[];
  },
  errata: readonly PaperErrata[],
  format: SimuladoFormat,
): Record<string, string[]> {
  const notices: Record<string, string[]> = {};
  const sorted = [...errata].sort((a, b) => a.correctedAt.localeCompare(b.correctedAt));
  for (const note of sorted) {
    const title = paper.baseTexts.find((t) => t.id === note.targetId)?.title;
    for (const q of paper.questions) {
      const touched =
        note.target === 'QUESTION' ? q.id === note.targetId : q.baseTextId === note.targetId;
      if (!touched) continue;
      const text = errataNotice(note, q.optionOrder, format, title);
      const list = (notices[q.id] ??= []);
      if (!list.includes(text)) list.push(text);
    }
  }
  return notices;
}
