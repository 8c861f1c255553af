import { z } from 'zod';
import { OPTIONS } from '../limits';
import { ANSWER_KEY_RELEASES } from '../exam/key-release';
import { SCORING_RULES, SIMULADO_FORMATS } from '../scoring/formats';
import { baseTextSchema } from '../content/schemas';

/** pt-BR texts of the catalogue, purchases and access areas. */
export const CATALOGUE_MESSAGES = {
  invalidSimuladoId: 'Identificador de simulado inválido.',
  simuladoNotFound: 'Simulado não encontrado.',
  alreadyPurchased: 'Você já comprou este simulado.',
  purchaseFailed: 'Não foi possível concluir a compra. Tente novamente.',
  forbiddenUser: 'Você só pode consultar os seus próprios dados.',
} as const;

/** Ids are UUIDs; a malformed one is a 400, an unknown one a 404. */
export const simuladoIdSchema = z.uuid({ error: CATALOGUE_MESSAGES.invalidSimuladoId });
export const userIdSchema = z.uuid({ error: 'Identificador de usuário inválido.' });

/** One card of the catalogue (GET /api/simulados). Money in reais, dates ISO 8601. */
export const simuladoSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number(),
  durationMinutes: z.number().int(),
  isPracticeOnly: z.boolean(),
  questionCount: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** When candidates get the gabarito: see keyReleasedAt. */
  answerKeyRelease: z.enum(ANSWER_KEY_RELEASES),
  /** Which answers the paper takes and how it is scored. */
  format: z.enum(SIMULADO_FORMATS),
  scoring: z.enum(SCORING_RULES),
});
export type SimuladoSummary = z.infer<typeof simuladoSummarySchema>;

/**
 * A question as a candidate may see it before submitting: no answer key, no explanation
 * (the comment would give the answer away). `text`, the options and `explanation` are
 * sanitised rich HTML (shared/src/content): render them, never print them as text.
 */
export const publicQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  /** Only in A–E papers; Certo/Errado items have no options at all (A–D are ''). */
  optionE: z.string().nullable(),
  /** 0.5 to 10; the score weighs each item by it. */
  weight: z.number(),
  subject: z.string().nullable(),
  /** The base text ('texto associado') it belongs to, in the payload's `baseTexts`. */
  baseTextId: z.string().nullable().optional(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** A question with its key and explanation: ADMIN views, and attempts already submitted. */
export const keyedQuestionSchema = publicQuestionSchema.extend({
  correctOption: z.enum(OPTIONS),
  explanation: z.string().nullable(),
  /** Set when the question was annulled ('ANULADA'), with the reason. */
  annulledReason: z.string().nullable().optional(),
  /** Why the key was changed after the exam, when it was. */
  keyChangedReason: z.string().nullable().optional(),
});
export type KeyedQuestion = z.infer<typeof keyedQuestionSchema>;

/**
 * GET /api/simulados/{id}. `questions` is empty (the metadata only) unless the viewer may
 * sit it now (access, and the start passed), so the paper never leaks before the exam;
 * questionCount still tells the size.
 */
export const simuladoDetailSchema = simuladoSummarySchema.extend({
  questions: z.array(publicQuestionSchema),
  /** The base texts of the questions above (empty whenever `questions` is). */
  baseTexts: z.array(baseTextSchema).optional(),
});
export type SimuladoDetail = z.infer<typeof simuladoDetailSchema>;

export const adminSimuladoDetailSchema = simuladoSummarySchema.extend({
  questions: z.array(keyedQuestionSchema),
  baseTexts: z.array(baseTextSchema).optional(),
});
export type AdminSimuladoDetail = z.infer<typeof adminSimuladoDetailSchema>;

/** POST /api/purchases — no payment data ever travels (the payment is simulated). */
export const purchaseCreateSchema = z.object({ simuladoId: simuladoIdSchema });
export type PurchaseCreateInput = z.infer<typeof purchaseCreateSchema>;

/** An item of GET /api/purchases/my, with what the cards need. */
export const purchaseSchema = z.object({
  id: z.string(),
  simuladoId: z.string(),
  purchasedAt: z.string(),
  title: z.string(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  questionCount: z.number().int(),
  price: z.number(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const accessSchema = z.object({ hasAccess: z.boolean() });
export type Access = z.infer<typeof accessSchema>;

/** An item of GET /api/result/{userId}. */
export const resultItemSchema = z.object({
  id: z.string(),
  simuladoId: z.string(),
  simuladoTitle: z.string(),
  attemptType: z.enum(['OFFICIAL', 'PRACTICE']),
  score: z.number(),
  correctCount: z.number().int(),
  totalQuestions: z.number().int(),
  durationSeconds: z.number().int(),
  completedAt: z.string(),
});
export type ResultItem = z.infer<typeof resultItemSchema>;

/**
 * An item of GET /api/me/simulados: where the signed-in user stands with one
 * simulado, for the catalogue cards and the dashboard. Only simulados the user has
 * something with are listed, and only the user's own facts: bought, released by their
 * accepted classes (by name), or an official attempt under way (when it ends).
 */
export const mySimuladoSchema = z.object({
  simuladoId: z.string(),
  purchased: z.boolean(),
  /** Names of the user's accepted classes that released it, oldest release first. */
  releasedBy: z.array(z.string()),
  /** expiresAt of the official attempt in progress; null when none is under way. */
  inProgressUntil: z.string().nullable(),
  /** The official attempt was submitted (or finalised): opening it reviews, not starts. */
  hasOfficialResult: z.boolean(),
  /**
   * Her extra time (tempo adicional) in minutes, absent without one: her window closes that
   * much later, so the card keeps offering the exam after the general end.
   */
  extraMinutes: z.number().int().optional(),
});
export type MySimulado = z.infer<typeof mySimuladoSchema>;
