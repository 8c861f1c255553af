import { z } from 'zod';
import { keyedQuestionSchema } from '../catalogue/schemas';
import { OPTIONS } from '../limits';
import { PAPERS_MESSAGES as M, baseTextSchema, richHtmlSchema } from './schemas';

const uuid = (error: string) => z.uuid({ error });

/** A question as the editor writes it (before anyone started). Contents are rich HTML. */
export const questionInputSchema = z.object({
  text: richHtmlSchema,
  optionA: richHtmlSchema,
  optionB: richHtmlSchema,
  optionC: richHtmlSchema,
  optionD: richHtmlSchema,
  optionE: richHtmlSchema.nullable(),
  correctOption: z.enum(OPTIONS),
  weight: z.number().min(0.5).max(10).default(1),
  subject: z.string().trim().max(120).nullable().default(null),
  explanation: richHtmlSchema.nullable().default(null),
  baseTextId: uuid(M.baseTextNotFound).nullable().default(null),
});
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** A new question: where it goes (1-based; default at the end). */
export const questionCreateSchema = questionInputSchema.extend({
  position: z.number().int().min(1).optional(),
});

export const baseTextInputSchema = z.object({
  title: z.string().trim().min(1, { error: M.titleRequired }).max(120),
  contentHtml: richHtmlSchema,
  lineNumbers: z.boolean().default(true),
  /** The questions it serves, 1-based and inclusive, in the paper's order. */
  firstQuestion: z.number().int().min(1),
  lastQuestion: z.number().int().min(1),
});
export type BaseTextInput = z.infer<typeof baseTextInputSchema>;

export const reorderSchema = z.object({
  questionIds: z.array(uuid(M.questionNotFound)).min(1).max(1000),
});

export const CORRECTION_FIELDS = [
  'text',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'explanation',
] as const;
export const BASE_TEXT_CORRECTION_FIELDS = ['title', 'contentHtml'] as const;

/** A correction of text once attempts exist: one field, the new content, and why. */
export const correctionSchema = z.discriminatedUnion('target', [
  z.object({
    target: z.literal('QUESTION'),
    id: uuid(M.questionNotFound),
    field: z.enum(CORRECTION_FIELDS),
    html: richHtmlSchema,
    reason: z
      .string()
      .trim()
      .min(5, { error: M.reasonRequired })
      .max(500, { error: M.reasonRequired }),
  }),
  z.object({
    target: z.literal('BASE_TEXT'),
    id: uuid(M.baseTextNotFound),
    field: z.enum(BASE_TEXT_CORRECTION_FIELDS),
    html: richHtmlSchema,
    reason: z
      .string()
      .trim()
      .min(5, { error: M.reasonRequired })
      .max(500, { error: M.reasonRequired }),
  }),
]);
export type CorrectionInput = z.infer<typeof correctionSchema>;

/** One entry of the corrections' audit list. */
export const correctionEntrySchema = z.object({
  id: z.string(),
  target: z.enum(['QUESTION', 'BASE_TEXT']),
  targetId: z.string(),
  /** The question's number (1-based) or null for a base text. */
  questionNumber: z.number().int().nullable(),
  field: z.string(),
  before: z.string(),
  after: z.string(),
  reason: z.string(),
  correctedBy: z.string().nullable(),
  createdAt: z.string(),
  /** The paper version the correction produced. */
  paperVersion: z.string(),
});
export type CorrectionEntry = z.infer<typeof correctionEntrySchema>;

/** GET /api/admin/simulados/{id}/paper: everything the 'Questões' editor shows. */
export const editorPaperSchema = z.object({
  simuladoId: z.string(),
  format: z.string(),
  paperVersion: z.string(),
  /** Someone started: only corrections with a reason from now on. */
  hasAttempts: z.boolean(),
  questions: z.array(keyedQuestionSchema.extend({ baseTextId: z.string().nullable() })),
  baseTexts: z.array(baseTextSchema),
  corrections: z.array(correctionEntrySchema),
});
export type EditorPaper = z.infer<typeof editorPaperSchema>;
