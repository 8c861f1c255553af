import type JSZip from 'jszip';
import {
  PAPER_IMPORT_ERROR_CODES as CODES,
  PAPER_IMPORT_LIMITS,
  PAPER_IMPORT_MESSAGES as M,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { plainTextToRichHtml } from '@gabaritei/shared/content';
import { IMAGE_MARK, parseQuestionsCsv } from '../admin/csv-import';
import { badRequest } from '../http/errors';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from './docx-checks';
import { tooLarge } from './import-limits';
import type {
  DraftBaseText,
  DraftImage,
  DraftQuestion,
  ImportError,
  ParsedPaper,
} from './paper-draft';

const TYPE_OF: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const baseName = (name: string) => name.split('/').at(-1)!.toLowerCase();
const isJunk = (name: string) => name.startsWith('__MACOSX/') || baseName(name).startsWith('.');

/**
 * The CSV's text: UTF-8, or Windows-1252 as Excel in pt-BR saves "CSV (separado por
 * vírgulas)" — where UTF-8 fails to decode, the file was not UTF-8.
 */
function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Reads a ZIP of one CSV (the CSV import's columns and rules) and the images its cells name
 * as `![alt](file.png)`, by file name in any folder of the ZIP. Cells are plain text made
 * rich HTML (escaped), so nothing in a cell becomes markup but the image marks. A 'texto
 * base' column names each question's base text; consecutive rows with one name form its
 * block, and its content is the ZIP's '<name>.txt' (blank lines between paragraphs, a first
 * line 'Linhas numeradas' to number its lines, image marks too).
 */
export async function readPaperZip(zip: JSZip, format: SimuladoFormat): Promise<ParsedPaper> {
  const entries = Object.values(zip.files).filter((entry) => !entry.dir && !isJunk(entry.name));
  const csvs = entries.filter((entry) => baseName(entry.name).endsWith('.csv'));
  if (csvs.length === 0) throw badRequest(M.zipWithoutCsv, CODES.PAPER_IMPORT_INVALID);
  if (csvs.length > 1) throw badRequest(M.zipTooManyCsv, CODES.PAPER_IMPORT_INVALID);
  const csvText = decodeCsv(await csvs[0]!.async('uint8array'));
  const parsed = parseQuestionsCsv(csvText, format, { images: true });
  if (!parsed.ok && 'tooMany' in parsed)
    throw tooLarge(M.tooManyQuestions(PAPER_IMPORT_LIMITS.maxQuestions, 'O CSV do ZIP'));
  if (!parsed.ok) {
    const lines = parsed.errors;
    return {
      questions: [],
      baseTexts: [],
      images: [],
      errors: lines.map((message) => ({ question: null, paragraph: null, message })),
    };
  }
  const files = new Map(entries.map((entry) => [baseName(entry.name), entry]));
  const images = new Map<string, DraftImage>();
  const errors: ImportError[] = [];

  async function rich(cell: string, number: number): Promise<string> {
    let html = plainTextToRichHtml(cell);
    for (const [mark, alt, name] of [...html.matchAll(IMAGE_MARK)]) {
      const key = baseName(name!.trim());
      const entry = files.get(key);
      const type = TYPE_OF[key.split('.').at(-1) ?? ''];
      const fail = (message: string) => errors.push({ question: number, paragraph: null, message });
      if (!entry) fail(`imagem "${name}" não está no ZIP`);
      else if (!type || !IMAGE_TYPES.includes(type))
        fail(`imagem "${name}" não é PNG, JPEG, WebP ou GIF`);
      if (!alt!.trim())
        fail(`imagem "${name}" sem texto alternativo: escreva ![descrição](${name})`);
      if (!entry || !type) continue;
      let image = images.get(key);
      if (!image) {
        const bytes = Buffer.from(await entry.async('uint8array'));
        if (bytes.length > IMAGE_MAX_BYTES) fail(`imagem "${name}" com mais de 2 MB`);
        image = {
          ref: `img${images.size + 1}`,
          contentType: type,
          bytes,
          alt: alt!.trim() || null,
        };
        images.set(key, image);
      }
      // The alt was escaped with the cell; it goes into the attribute as it is.
      html = html.replace(mark!, `<img src="asset:${image.ref}" alt="${alt!.trim()}">`);
    }
    return html;
  }

  const questions: DraftQuestion[] = [];
  for (const [index, { baseText: _ref, ...q }] of parsed.questions.entries()) {
    const n = index + 1;
    questions.push({
      ...q,
      text: await rich(q.text, n),
      optionA: await rich(q.optionA, n),
      optionB: await rich(q.optionB, n),
      optionC: await rich(q.optionC, n),
      optionD: await rich(q.optionD, n),
      optionE: q.optionE === null ? null : await rich(q.optionE, n),
      explanation: q.explanation === null ? null : await rich(q.explanation, n),
    });
  }
  if (questions.length === 0)
    errors.push({ question: null, paragraph: null, message: 'o CSV não tem nenhuma questão' });
  const baseTexts: DraftBaseText[] = [];
  for (const block of blocksOf(parsed.questions.map((q) => q.baseText))) {
    const fail = (message: string) =>
      errors.push({
        question: block.first,
        paragraph: null,
        message: `texto base "${block.title}": ${message}`,
      });
    if (baseTexts.some((text) => text.title === block.title)) {
      fail('as questões dele devem ser consecutivas');
      continue;
    }
    const entry = files.get(`${block.title.toLowerCase()}.txt`);
    if (!entry) {
      fail(`falta o arquivo "${block.title}.txt" no ZIP`);
      continue;
    }
    const lines = decodeCsv(await entry.async('uint8array')).replace(/^\uFEFF/, '');
    const numbered = /^\s*linhas numeradas\s*(\r?\n|$)/i.exec(lines);
    const contentHtml = await rich(numbered ? lines.slice(numbered[0].length) : lines, block.first);
    if (contentHtml === '') fail('o arquivo está vazio');
    baseTexts.push({
      title: block.title,
      contentHtml,
      lineNumbers: numbered !== null,
      firstQuestion: block.first,
      lastQuestion: block.last,
    });
  }
  return { questions, baseTexts, images: [...images.values()], errors };
}

/** Runs of consecutive rows naming the same base text, 1-based. */
function blocksOf(refs: (string | null)[]): { title: string; first: number; last: number }[] {
  const blocks: { title: string; first: number; last: number }[] = [];
  refs.forEach((ref, index) => {
    const last = blocks.at(-1);
    if (ref === null) return;
    if (last && last.title === ref && last.last === index) last.last = index + 1;
    else blocks.push({ title: ref, first: index + 1, last: index + 1 });
  });
  return blocks;
}
