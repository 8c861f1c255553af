import { z } from 'zod';
import { OPTIONS } from '../limits';

/** Word and ZIP files of papers: larger than a CSV, for the images they carry. */
export const PAPER_IMPORT_LIMITS = { maxBytes: 20 * 1024 * 1024, maxErrors: 200 } as const;

export const PAPER_IMPORT_ERROR_CODES = {
  PAPER_IMPORT_INVALID: 'PAPER_IMPORT_INVALID',
  PAPER_FILE_UNREADABLE: 'PAPER_FILE_UNREADABLE',
} as const;

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
