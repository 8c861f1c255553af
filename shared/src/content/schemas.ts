import { z } from 'zod';

/** pt-BR texts of the papers area (editor, corrections, assets). */
export const PAPERS_MESSAGES = {
  contentTooLong: 'O conteúdo é longo demais (máximo de 100.000 caracteres).',
  emptyPaper: 'O arquivo não tem nenhuma questão.',
  titleRequired: 'Informe o título do texto (por exemplo, "Texto I").',
  reasonRequired: 'Explique o motivo da correção (de 5 a 500 caracteres).',
  questionNotFound: 'Questão não encontrada neste simulado.',
  baseTextNotFound: 'Texto associado não encontrado neste simulado.',
  assetNotFound: 'Imagem não encontrada.',
  assetInvalid: 'Envie uma imagem PNG, JPEG, WebP ou GIF (SVG não é aceito).',
  assetTooLarge: 'A imagem passa de 2 MB.',
  assetMissingFile: 'Envie o arquivo da imagem no campo "file".',
  lockedByAttempts:
    'Já há tentativas neste simulado: só é possível corrigir o texto, com um motivo, sem mudar alternativas nem a ordem.',
  notLockedUseEdit: 'Ninguém começou este simulado ainda: edite a questão diretamente.',
  optionsFixed: 'Não é possível acrescentar ou remover alternativas depois que há tentativas.',
  keyNotHere: 'O gabarito só muda pela decisão de gabarito (recursos), que recalcula as notas.',
  reorderMismatch: 'A nova ordem deve listar cada questão do simulado exatamente uma vez.',
  rangeInvalid: 'O intervalo de questões do texto é inválido.',
  rangeOverlaps: 'As questões de um texto associado não podem pertencer a outro texto.',
  blockSplit: 'As questões de um texto associado precisam ficar juntas, em sequência.',
  missingAlt: 'Toda imagem precisa de um texto alternativo (descrição).',
  emptyContent: 'O conteúdo não pode ficar vazio.',
  noChange: 'A correção não muda o texto.',
} as const;

export const PAPERS_ERROR_CODES = {
  SIMULADO_HAS_ATTEMPTS: 'SIMULADO_HAS_ATTEMPTS',
  ASSET_INVALID: 'ASSET_INVALID',
  PAPER_INVALID: 'PAPER_INVALID',
} as const;

export const RICH_LIMITS = { maxHtmlChars: 100_000, assetMaxBytes: 2 * 1024 * 1024 } as const;

/** Rich HTML as sent or stored: the server sanitises it on every write. */
export const richHtmlSchema = z.string().max(RICH_LIMITS.maxHtmlChars, {
  error: PAPERS_MESSAGES.contentTooLong,
});

/** A base text ('texto associado') with the contiguous questions it serves (1-based). */
export const baseTextSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentHtml: z.string(),
  lineNumbers: z.boolean(),
  firstQuestion: z.number().int(),
  lastQuestion: z.number().int(),
});
export type BaseText = z.infer<typeof baseTextSchema>;

export const assetRefSchema = z.object({ id: z.string(), url: z.string() });
export type AssetRef = z.infer<typeof assetRefSchema>;
