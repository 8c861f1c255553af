import { z } from 'zod';
import { OPTIONS } from '../limits';

/**
 * Word and ZIP files of papers: larger than a CSV, for the images they carry, and bounded by
 * the work they cause, not only by their size (a 75 KB .docx can unpack to millions of
 * paragraphs). Each limit is checked while the file is read (docs/PRODUCT.md, "Limits of
 * an import"); past one the import answers 413 (a size or count) or 422 (nesting, time)
 * naming it. `maxQuestions` is the CSV's too: one limit for Word, CSV and ZIP.
 */
export const PAPER_IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxErrors: 200,
  maxQuestions: 1_000,
  /** Every entry of the archive, inflated. */
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxEntries: 2_000,
  /** The Word document's XML parts together (document, styles, numbering, notes…), inflated. */
  maxXmlBytes: 8 * 1024 * 1024,
  maxXmlElements: 150_000,
  maxParagraphs: 15_000,
  maxXmlDepth: 64,
  maxImages: 300,
  maxImageBytes: 40 * 1024 * 1024,
  /** The CSV inside a ZIP: the CSV import's own limit. */
  maxCsvBytes: 2 * 1024 * 1024,
  /** Each base text's .txt file of a ZIP. */
  maxTextFileBytes: 512 * 1024,
  maxParseSeconds: 60,
} as const;

export const PAPER_IMPORT_ERROR_CODES = {
  PAPER_IMPORT_INVALID: 'PAPER_IMPORT_INVALID',
  PAPER_FILE_UNREADABLE: 'PAPER_FILE_UNREADABLE',
  /** 413: past a size or count limit of an import. */
  PAPER_IMPORT_TOO_LARGE: 'PAPER_IMPORT_TOO_LARGE',
  /** 422: nested too deep, or took longer than an import may. */
  PAPER_IMPORT_TOO_COMPLEX: 'PAPER_IMPORT_TOO_COMPLEX',
} as const;

const count = (n: number) => n.toLocaleString('pt-BR');
const megabytes = (bytes: number) => `${count(Math.round(bytes / (1024 * 1024)))} MB`;

export const PAPER_IMPORT_MESSAGES = {
  fileRequired: 'Envie o arquivo no campo "file" de um formulário multipart.',
  fileTooLarge: 'O arquivo passa de 20 MB; reduza as imagens ou divida a prova.',
  notDocx: 'O arquivo não é um documento do Word (.docx) legível.',
  notZip: 'O arquivo não é um ZIP legível com um CSV e as imagens.',
  zipWithoutCsv: 'O ZIP não tem nenhum arquivo .csv.',
  zipTooManyCsv: 'O ZIP tem mais de um arquivo .csv; deixe apenas um.',
  altInvalid: 'O campo "alt" deve ser um JSON como {"img1": "descrição da imagem"}.',
  errors: (count: number) =>
    `A prova não foi importada: ${count} ${count === 1 ? 'erro encontrado' : 'erros encontrados'}.`,
  tooManyQuestions: (max: number, kind: string) =>
    `${kind} tem mais de ${count(max)} questões (a questão ${count(max + 1)} passa do limite); o máximo por importação é ${count(max)}. Divida a prova.`,
  unpackedTooLarge: (max: number) =>
    `O arquivo descompactado passa de ${megabytes(max)}; o máximo por importação é ${megabytes(max)}.`,
  tooManyEntries: (max: number) =>
    `O arquivo tem mais de ${count(max)} partes internas; o máximo é ${count(max)}.`,
  xmlTooLarge: (max: number) =>
    `O texto do documento do Word passa de ${megabytes(max)} descompactado; o máximo é ${megabytes(max)}. Divida a prova.`,
  tooManyElements: (max: number) =>
    `O documento do Word tem mais de ${count(max)} elementos; o máximo é ${count(max)}. Divida a prova.`,
  tooManyParagraphs: (max: number) =>
    `O documento do Word tem mais de ${count(max)} parágrafos; o máximo é ${count(max)}. Divida a prova ou apague os parágrafos vazios.`,
  tooDeep: (max: number) =>
    `O documento do Word tem elementos aninhados em mais de ${count(max)} níveis; o máximo é ${count(max)}.`,
  tooManyImages: (max: number) =>
    `O arquivo tem mais de ${count(max)} imagens; o máximo por importação é ${count(max)}.`,
  imagesTooLarge: (max: number) =>
    `As imagens do arquivo passam de ${megabytes(max)} juntas; o máximo por importação é ${megabytes(max)}.`,
  csvTooLarge: (max: number) =>
    `O CSV dentro do ZIP passa de ${megabytes(max)}; o máximo é ${megabytes(max)}.`,
  textFileTooLarge: (name: string, max: number) =>
    `O arquivo "${name}" do ZIP passa de ${count(Math.round(max / 1024))} KB; o máximo é ${count(Math.round(max / 1024))} KB.`,
  tooSlow: (seconds: number) =>
    `A leitura do arquivo passou de ${count(seconds)} segundos, o máximo por importação; divida a prova.`,
  tooHeavy: 'O arquivo exige memória demais para ser lido; divida a prova ou reduza as imagens.',
  busy: 'Há importações demais em andamento agora; tente de novo em alguns instantes.',
} as const;

/** One problem of an import: where it is (question number, Word paragraph or CSV line) and what. */
export const paperImportErrorSchema = z.object({
  question: z.number().int().nullable(),
  paragraph: z.number().int().nullable(),
  message: z.string(),
});

const draftQuestionSchema = z.object({
  number: z.number().int(),
  text: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  optionE: z.string().nullable(),
  correctOption: z.enum(OPTIONS),
  weight: z.number(),
  subject: z.string().nullable(),
  explanation: z.string().nullable(),
});

const draftBaseTextSchema = z.object({
  title: z.string(),
  contentHtml: z.string(),
  lineNumbers: z.boolean(),
  firstQuestion: z.number().int(),
  lastQuestion: z.number().int(),
});

/**
 * An image of the file. Before saving, the HTML refers to it by `previewSrc`, an asset URL
 * that passes the sanitiser but serves nothing: a preview swaps it for `dataUrl` in the
 * rendered HTML (the sanitiser drops data: URLs). Once saved, `previewSrc` is the real URL.
 */
const importImageSchema = z.object({
  ref: z.string(),
  previewSrc: z.string(),
  alt: z.string().nullable(),
  contentType: z.string(),
  dataUrl: z.string(),
});

/**
 * What an import read (dryRun) or stored: sanitised HTML fields. A dry run with `errors`
 * saves nothing; a real import with errors is a 400 listing them instead.
 */
export const paperImportResultSchema = z.object({
  saved: z.boolean(),
  questions: z.array(draftQuestionSchema),
  baseTexts: z.array(draftBaseTextSchema),
  images: z.array(importImageSchema),
  errors: z.array(paperImportErrorSchema),
});
export type PaperImportResult = z.infer<typeof paperImportResultSchema>;
export type PaperImportError = z.infer<typeof paperImportErrorSchema>;

export const paperImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).optional(),
});
