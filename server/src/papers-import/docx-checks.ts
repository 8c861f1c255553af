import { optionLettersOf, type SimuladoFormat } from '@gabaritei/shared';
import { ALT_MAX_CHARS } from '@gabaritei/shared/content';
import { ANSWER_HINT, OPTION_MAX, TEXT_MAX, readAnswer, readWeight } from '../admin/csv-import';
import { htmlOf, type DocxBlock, type DocxImage } from './docx-blocks';
import type {
  DraftBaseText,
  DraftImage,
  DraftQuestion,
  ImportError,
  RawBase,
  RawQuestion,
} from './paper-draft';

/** The formats an asset may have (the asset store re-encodes them); Word's EMF/WMF are not. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const SUBJECT_MAX = 120;

const join = (parts: string[]) => parts.filter((part) => part !== '').join('');
/** Length as the reader sees it, which is what the CSV's limits count. */
const textLength = (html: string) => html.replace(/<[^>]*>/g, '').length;
const hasContent = (html: string) => html.replace(/<(?!img)[^>]*>/g, '').trim() !== '';

/** Every stored field of a question read from the file, joined: where its images are. */
export const questionHtml = (q: RawQuestion) =>
  [...q.stem, ...q.options.flatMap((option) => option.parts), ...(q.comment?.parts ?? [])].join('');

/** The CSV's rules for one question, with the paragraph each complaint points at. */
export function checkQuestion(
  raw: RawQuestion,
  /** The number the question should have: one after the previous one's. */
  expected: number,
  format: SimuladoFormat,
): { question: DraftQuestion } | { problems: ImportError[] } {
  const problems: ImportError[] = [];
  const fail = (paragraph: number, message: string) =>
    problems.push({ question: raw.number, paragraph, message });
  if (raw.number !== expected)
    fail(raw.paragraph, `numeração fora de ordem (esperada a questão ${expected})`);
  const text = join(raw.stem);
  if (!hasContent(text)) fail(raw.paragraph, 'enunciado vazio');
  else if (textLength(text) > TEXT_MAX)
    fail(raw.paragraph, `enunciado com mais de ${TEXT_MAX} caracteres`);

  const letters = optionLettersOf(format);
  const options = new Map<string, string>();
  if (letters.length === 0 && raw.options.length > 0)
    fail(raw.options[0]!.paragraph, 'itens Certo ou Errado não têm alternativas');
  raw.options.forEach((option, index) => {
    if (letters.length === 0) return;
    const expected = letters[index];
    if (!expected) fail(option.paragraph, `alternativa ${option.letter} a mais neste formato`);
    else if (option.letter !== expected)
      fail(option.paragraph, `alternativa ${option.letter} fora de ordem (esperada ${expected})`);
    const html = join(option.parts);
    if (!hasContent(html)) fail(option.paragraph, `alternativa ${option.letter} vazia`);
    else if (textLength(html) > OPTION_MAX)
      fail(option.paragraph, `alternativa ${option.letter} com mais de ${OPTION_MAX} caracteres`);
    options.set(option.letter, html);
  });
  for (const letter of letters.slice(raw.options.length))
    fail(raw.paragraph, `falta a alternativa ${letter}`);

  // An annulled question keeps a placeholder key: an annulment counts it for everybody.
  const annulled = raw.answer !== null && /^anulada$/i.test(raw.answer.value.trim());
  const placeholder = format === 'CERTO_ERRADO' ? 'C' : 'A';
  const answer = raw.answer ? readAnswer(format, annulled ? placeholder : raw.answer.value) : null;
  if (!raw.answer) fail(raw.paragraph, 'falta o gabarito ("Gabarito: X")');
  else if (!answer)
    fail(raw.answer.paragraph, `gabarito "${raw.answer.value}" inválido (${ANSWER_HINT[format]})`);
  const weight = readWeight(raw.weight?.value ?? '');
  if (weight === null)
    fail(raw.weight!.paragraph, `peso "${raw.weight!.value}" inválido (de 0,5 a 10)`);
  const subject = raw.subject?.value ?? '';
  if (subject.length > SUBJECT_MAX)
    fail(raw.subject!.paragraph, `disciplina com mais de ${SUBJECT_MAX} caracteres`);
  const explanation = raw.comment ? join(raw.comment.parts) : '';
  if (raw.comment && textLength(explanation) > TEXT_MAX)
    fail(raw.comment.paragraph, `comentário com mais de ${TEXT_MAX} caracteres`);

  if (problems.length > 0 || !answer || weight === null) return { problems };
  const option = (letter: string) => options.get(letter) ?? '';
  return {
    question: {
      text,
      optionA: option('A'),
      optionB: option('B'),
      optionC: option('C'),
      optionD: option('D'),
      optionE: format === 'ABCDE' ? option('E') : null,
      correctOption: answer,
      weight,
      subject: subject === '' ? null : subject,
      explanation: hasContent(explanation) ? explanation : null,
      ...(annulled ? { annulled: true } : {}),
    },
  };
}

/** Each base text serves a range starting at the question right after it, inside the paper. */
export function checkBaseTexts(
  bases: RawBase[],
  questionCount: number,
  errors: ImportError[],
): DraftBaseText[] {
  const texts: DraftBaseText[] = [];
  let coveredUntil = 0;
  for (const base of bases) {
    const fail = (message: string) =>
      errors.push({
        question: null,
        paragraph: base.paragraph,
        message: `${base.title}: ${message}`,
      });
    const contentHtml = join(base.parts);
    const before = errors.length;
    if (!hasContent(contentHtml)) fail('texto base vazio');
    if (base.last < base.first)
      fail(`intervalo de questões ${base.first} a ${base.last} invertido`);
    else if (base.last > questionCount)
      fail(`a questão ${base.last} não existe (a prova tem ${questionCount})`);
    if (base.nextQuestion !== base.first)
      fail(`deve vir logo antes da questão ${base.first}, a primeira que ele serve`);
    else if (base.first <= coveredUntil)
      fail(`a questão ${base.first} já tem um texto base (questões até ${coveredUntil})`);
    if (errors.length > before) continue;
    coveredUntil = base.last;
    texts.push({
      title: base.title,
      contentHtml,
      lineNumbers: base.lineNumbers,
      firstQuestion: base.first,
      lastQuestion: base.last,
    });
  }
  return texts;
}

/**
 * The images the paper uses (not those of a left-out preamble), each in a storable format
 * and with an alternative text. `paperHtml` is every stored field of the paper, joined.
 */
export function checkImages(
  blocks: DocxBlock[],
  images: DocxImage[],
  paperHtml: string,
  errors: ImportError[],
  /** The questions read, so an image's complaint names its question ('Questão 8'). */
  questions: readonly RawQuestion[] = [],
): DraftImage[] {
  const used: DraftImage[] = [];
  for (const image of images) {
    const src = `src="asset:${image.ref}"`;
    if (!paperHtml.includes(src)) continue;
    const at = blocks.find((block) => htmlOf([block.node]).includes(src));
    const holder = questions.find((q) => questionHtml(q).includes(src));
    const fail = (message: string) =>
      errors.push({
        question: holder?.number ?? null,
        paragraph: at?.paragraph ?? null,
        message,
      });
    if (!IMAGE_TYPES.includes(image.contentType))
      fail(`imagem em formato não aceito (${image.contentType}); use PNG, JPEG, WebP ou GIF`);
    else if (image.bytes.length > IMAGE_MAX_BYTES) fail('imagem com mais de 2 MB');
    if (!image.alt)
      fail(`imagem ${image.ref} sem texto alternativo (informe-o na pré-visualização)`);
    else if (image.alt.length > ALT_MAX_CHARS)
      fail(
        `imagem ${image.ref} com texto alternativo de ${image.alt.length} caracteres; o máximo é ${ALT_MAX_CHARS} (encurte-o no Word, em "Editar Texto Alt", ou escreva outro na pré-visualização)`,
      );
    used.push(image);
  }
  return used;
}
