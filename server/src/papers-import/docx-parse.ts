import { PAPER_IMPORT_LIMITS, PAPER_IMPORT_MESSAGES, type SimuladoFormat } from '@gabaritei/shared';
import { blockHtml, dropLeadingText, hasImage, readDocx, type DocxBlock } from './docx-blocks';
import { checkBaseTexts, checkImages, checkQuestion } from './docx-checks';
import { defaultBaseTitle, isLineNumbersMarker, markerOf } from './docx-markers';
import { tooLarge } from './import-limits';
import type { DraftQuestion, ImportError, ParsedPaper, RawBase, RawQuestion } from './paper-draft';

type Section = 'stem' | 'option' | 'after-answer' | 'comment';

/**
 * Reads the blocks of a question book into questions and base texts; see docs/PRODUCT.md
 * "Papers: Word import and export" for the layout. Anything before the first question or
 * base text (a title, instructions) is left out. Every problem is listed, none stops the walk.
 */
export function parseBlocks(blocks: DocxBlock[]): {
  questions: RawQuestion[];
  bases: RawBase[];
  errors: ImportError[];
} {
  const questions: RawQuestion[] = [];
  const bases: RawBase[] = [];
  const errors: ImportError[] = [];
  let question: RawQuestion | null = null;
  let base: RawBase | null = null;
  let section: Section = 'stem';

  for (const block of blocks) {
    const empty = block.text === '' && !hasImage(block.node);
    if (empty) continue;
    const marker = markerOf(block.raw, questions.length + (question ? 1 : 0) + 1);
    const fail = (message: string) =>
      errors.push({ question: question?.number ?? null, paragraph: block.paragraph, message });

    if (marker?.kind === 'base') {
      if (question) questions.push(question);
      question = null;
      const title = marker.title ?? defaultBaseTitle(bases.length);
      base = {
        title,
        first: marker.first,
        last: marker.last,
        paragraph: block.paragraph,
        parts: [],
        lineNumbers: false,
        nextQuestion: null,
      };
      bases.push(base);
      continue;
    }
    if (marker?.kind === 'question') {
      if (question) questions.push(question);
      // The walk stops at the first question past the limit, whatever follows.
      if (questions.length >= PAPER_IMPORT_LIMITS.maxQuestions)
        throw tooLarge(
          PAPER_IMPORT_MESSAGES.tooManyQuestions(
            PAPER_IMPORT_LIMITS.maxQuestions,
            'O documento do Word',
          ),
        );
      const rest = blockHtml(dropLeadingText(block.node, marker.cut));
      question = {
        number: marker.number,
        paragraph: block.paragraph,
        stem: rest === '' ? [] : [rest],
        options: [],
        answer: null,
        comment: null,
        subject: null,
        weight: null,
      };
      // A base text runs until the next question, which must be its first.
      if (base) base.nextQuestion = marker.number;
      base = null;
      section = 'stem';
      continue;
    }
    if (!question) {
      // The base text's own paragraphs, or the document's preamble (left out).
      if (!base) continue;
      if (base.parts.length === 0 && !base.lineNumbers && isLineNumbersMarker(block.raw))
        base.lineNumbers = true;
      else base.parts.push(blockHtml(block.node));
      continue;
    }
    const rest = () =>
      blockHtml(dropLeadingText(block.node, marker && 'cut' in marker ? marker.cut : 0));
    const line = () => ({
      paragraph: block.paragraph,
      value: block.raw.slice(marker && 'cut' in marker ? marker.cut : 0).trim(),
    });
    switch (marker?.kind) {
      case 'option':
        if (section === 'after-answer' || section === 'comment')
          fail(`alternativa ${marker.letter} depois do gabarito`);
        else {
          question.options.push({
            letter: marker.letter,
            paragraph: block.paragraph,
            parts: [rest()],
          });
          section = 'option';
        }
        continue;
      case 'answer':
        if (question.answer) fail('gabarito repetido');
        else question.answer = line();
        section = 'after-answer';
        continue;
      case 'comment':
        if (question.comment) fail('comentário repetido');
        else question.comment = { paragraph: block.paragraph, parts: [rest()] };
        section = 'comment';
        continue;
      case 'subject':
      case 'weight':
        if (question[marker.kind])
          fail(`${marker.kind === 'subject' ? 'disciplina' : 'peso'} repetido`);
        else question[marker.kind] = line();
        section = 'after-answer';
        continue;
    }
    if (section === 'stem') question.stem.push(blockHtml(block.node));
    else if (section === 'option') question.options.at(-1)!.parts.push(blockHtml(block.node));
    else if (section === 'comment') question.comment!.parts.push(blockHtml(block.node));
    else fail(`parágrafo fora do lugar depois do gabarito: "${block.text.slice(0, 60)}"`);
  }
  if (question) questions.push(question);
  return { questions, bases, errors };
}

/**
 * Reads a .docx into a paper for a simulado of `format`, all or nothing: `errors` lists
 * every problem found with its question number and paragraph; when it is empty the
 * questions, base texts and images are ready to store. Throws only on a file that is not
 * a Word document at all.
 */
export async function parseDocxPaper(
  buffer: Buffer,
  format: SimuladoFormat,
  /** Alternative texts the admin gave in the preview, by image ref, for images Word left without. */
  alts: Readonly<Record<string, string>> = {},
): Promise<ParsedPaper> {
  const { blocks, images } = await readDocx(buffer, alts);
  const walked = parseBlocks(blocks);
  const errors = [...walked.errors];
  const questions: DraftQuestion[] = [];
  walked.questions.forEach((raw, index) => {
    // Compared with the previous number, so one gap is one error, not one per later question.
    const expected = index === 0 ? 1 : walked.questions[index - 1]!.number + 1;
    const checked = checkQuestion(raw, expected, format);
    if ('problems' in checked) for (const problem of checked.problems) errors.push(problem);
    else questions.push(checked.question);
  });
  if (walked.questions.length === 0)
    errors.push({
      question: null,
      paragraph: null,
      message: 'nenhuma questão encontrada ("Questão 1" ou "1.")',
    });
  const baseTexts = checkBaseTexts(walked.bases, walked.questions.length, errors);
  // Images of questions with other errors are checked too, so one pass lists everything.
  const paperHtml = [
    ...walked.questions.flatMap((q) => [
      ...q.stem,
      ...q.options.flatMap((option) => option.parts),
      ...(q.comment?.parts ?? []),
    ]),
    ...walked.bases.flatMap((base) => base.parts),
  ].join('');
  const used = checkImages(blocks, images, paperHtml, errors, walked.questions);
  errors.sort((x, y) => (x.paragraph ?? 0) - (y.paragraph ?? 0));
  return { questions, baseTexts, images: used, errors };
}
