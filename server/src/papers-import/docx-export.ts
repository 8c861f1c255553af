import { Document, HeadingLevel, Packer, Paragraph, TextRun, type Table } from 'docx';
import { optionLettersOf, type SimuladoFormat } from '@gabaritei/shared';
import { NUMBERING, QUOTE_STYLE, htmlToBlocks, type ImageTable } from './html-to-docx';
import type { DraftBaseText, DraftQuestion } from './paper-draft';

export type ExportPaper = {
  title: string;
  format: SimuladoFormat;
  questions: DraftQuestion[];
  baseTexts: DraftBaseText[];
};

const line = (text: string) => new Paragraph({ children: [new TextRun(text)] });

/** '1,5', as the import (and Excel in pt-BR) reads it. */
const weightText = (weight: number) => String(weight).replace('.', ',');

/** The option fields of a question, by letter. */
const OPTION_FIELD = {
  A: 'optionA',
  B: 'optionB',
  C: 'optionC',
  D: 'optionD',
  E: 'optionE',
} as const;

function questionBlocks(
  question: DraftQuestion,
  number: number,
  format: SimuladoFormat,
  images: ImageTable,
): (Paragraph | Table)[] {
  const blocks: (Paragraph | Table)[] = [line(`Questão ${number}`)];
  blocks.push(...htmlToBlocks(question.text, images));
  for (const letter of optionLettersOf(format)) {
    const html = question[OPTION_FIELD[letter as keyof typeof OPTION_FIELD]] ?? '';
    blocks.push(...htmlToBlocks(html, images, `${letter}) `));
  }
  // 'ANULADA' rather than the old key, so importing the file again keeps the annulment.
  blocks.push(line(`Gabarito: ${question.annulled ? 'ANULADA' : question.correctOption}`));
  if (question.explanation)
    blocks.push(...htmlToBlocks(question.explanation, images, 'Comentário: '));
  if (question.subject) blocks.push(line(`Disciplina: ${question.subject}`));
  if (question.weight !== 1) blocks.push(line(`Peso: ${weightText(question.weight)}`));
  return blocks;
}

/** The paper's blocks in the book's layout: each base text right before its first question. */
export function paperBlocks(paper: ExportPaper, images: ImageTable): (Paragraph | Table)[] {
  const blocks: (Paragraph | Table)[] = [];
  paper.questions.forEach((question, index) => {
    const number = index + 1;
    for (const base of paper.baseTexts.filter((b) => b.firstQuestion === number)) {
      blocks.push(line(`${base.title} (questões ${base.firstQuestion} a ${base.lastQuestion})`));
      if (base.lineNumbers) blocks.push(line('Linhas numeradas'));
      blocks.push(...htmlToBlocks(base.contentHtml, images));
    }
    blocks.push(...questionBlocks(question, number, paper.format, images));
  });
  return blocks;
}

/**
 * A simulado as a .docx in the layout the Word import reads (docs/PRODUCT.md "Papers: Word
 * import and export"), so exporting and importing again gives the same paper. The title and
 * `preamble` paragraphs come before the first question or base text, which the import skips.
 */
export async function writeDocxPaper(
  paper: ExportPaper,
  images: ImageTable,
  preamble: string[] = [],
): Promise<Buffer> {
  const document = new Document({
    creator: 'Gabaritei',
    title: paper.title,
    styles: { paragraphStyles: [QUOTE_STYLE] },
    numbering: NUMBERING,
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(paper.title)] }),
          ...preamble.map(line),
          ...paperBlocks(paper, images),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
