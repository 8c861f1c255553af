import { z } from 'zod';
import { registerSchema } from '../auth/schemas';
import { ROLES } from '../auth/roles';
import { keyedQuestionSchema, simuladoSummarySchema } from '../catalogue/schemas';
import { ANSWER_KEY_RELEASES } from '../exam/key-release';
import { LIMITS } from '../limits';
import { PAPER_IMPORT_LIMITS } from '../papers-import/schemas';
import {
  DEFAULT_FORMAT,
  DEFAULT_SCORING,
  SCORING_RULES,
  SIMULADO_FORMATS,
} from '../scoring/formats';
import { HUMAN_TEXT_MESSAGES, isCleanLongText } from '../text/human-text';
import { isDateInRange, parseIsoInstant, safeText, TEXT_MESSAGES } from '../text/safe-text';
import { saoPauloLocalToDate } from './dates';
import { ADMIN_MESSAGES as M } from './messages';

/** POST /api/admin/users/{teacher|admin|student}: the registration payload. */
export const adminCreateUserSchema = registerSchema;
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;

/** The path segment of the create-user routes, by role (PRODUCT §7). */
export const ROLE_PATHS = { TEACHER: 'teacher', ADMIN: 'admin', STUDENT: 'student' } as const;

/** A row of the users table (PRODUCT §3, User admin view). */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE_SIZE_MAX = 100;
export const ADMIN_USERS_PAGE_SIZE_DEFAULT = 20;

/** GET /api/admin/users?q=&page=&pageSize=, a search by name or e-mail, paged. */
export const adminUserQuerySchema = z.object({
  q: safeText({ error: M.searchTooLong })
    .trim()
    .max(LIMITS.emailMax, { error: M.searchTooLong })
    .default(''),
  page: z.coerce
    .number({ error: M.pageInvalid })
    .int({ error: M.pageInvalid })
    .min(1, { error: M.pageInvalid })
    .max(1_000_000, { error: M.pageInvalid })
    .default(1),
  pageSize: z.coerce
    .number({ error: M.pageSizeInvalid })
    .int({ error: M.pageSizeInvalid })
    .min(1, { error: M.pageSizeInvalid })
    .max(ADMIN_USERS_PAGE_SIZE_MAX, { error: M.pageSizeInvalid })
    .default(ADMIN_USERS_PAGE_SIZE_DEFAULT),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  /** Every account matching `q`, across pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

const ZONED = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * A date of the creation form: a `datetime-local` value read as São Paulo time, or a full
 * ISO 8601 instant with its offset. Empty means none. Only 1970–2100: PostgreSQL would take
 * '+275760-09-13' and fail later, and no simulado is dated outside that range.
 */
function toFormDate(value: string | null | undefined, ctx: z.RefinementCtx): Date | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const date = ZONED.test(text) ? parseIsoInstant(text) : saoPauloLocalToDate(text);
  if (date && isDateInRange(date)) return date;
  const valid = date && !Number.isNaN(date.getTime());
  ctx.addIssue({ code: 'custom', message: valid ? TEXT_MESSAGES.dateOutOfRange : M.dateInvalid });
  return z.NEVER;
}
export const formDateSchema = z.union([safeText(), z.null()]).optional().transform(toFormDate);
/** The same date where absent must stay absent (an edit): null or '' still clears. */
export const nullableFormDateSchema = z.union([safeText(), z.null()]).transform(toFormDate);

/** Optional free text: trimmed, nothing invisible but line breaks, null when empty (PRODUCT §5). */
const toOptionalText =
  (max: number) =>
  (value: string | null | undefined, ctx: z.RefinementCtx): string | null => {
    const text = value?.trim() ?? '';
    if (!isCleanLongText(text)) {
      ctx.addIssue({ code: 'custom', message: HUMAN_TEXT_MESSAGES.textInvisible });
      return z.NEVER;
    }
    if (text.length > max) {
      ctx.addIssue({ code: 'custom', message: M.textTooLong });
      return z.NEVER;
    }
    return text === '' ? null : text;
  };
export const optionalText = (max: number) =>
  z.union([safeText(), z.null()]).optional().transform(toOptionalText(max));
/** The same text where absent must stay absent (an edit). */
export const nullableText = (max: number) =>
  z.union([safeText(), z.null()]).transform(toOptionalText(max));

/** At most 2 decimals, tolerating binary noise (0.1 + 0.2). */
const hasCentPrecision = (reais: number) => Math.abs(reais * 100 - Math.round(reais * 100)) < 1e-6;

export const SIMULADO_PRICE_MAX = 99_999.99;
export const SIMULADO_DURATION_MAX = 24 * 60;

/** The fields creation and editing (simulado-edit.ts) share, validated alike. */
export const simuladoTitleSchema = safeText({ error: M.titleRequired })
  .trim()
  .min(1, { error: M.titleRequired })
  .max(LIMITS.simuladoTitleMax, { error: M.titleTooLong });
export const simuladoPriceSchema = z
  .number({ error: M.priceInvalid })
  .min(0, { error: M.priceInvalid })
  .max(SIMULADO_PRICE_MAX, { error: M.priceInvalid })
  .refine(hasCentPrecision, { error: M.priceInvalid });
/** Whole minutes; null (or absent at creation) means the default 90. */
export const simuladoMinutesSchema = z
  .number({ error: M.durationInvalid })
  .int({ error: M.durationInvalid })
  .min(LIMITS.minDurationMinutes, { error: M.durationInvalid })
  .max(SIMULADO_DURATION_MAX, { error: M.durationInvalid })
  .nullable();
export const simuladoDurationSchema = simuladoMinutesSchema
  .optional()
  .transform((value) => value ?? null);

/** POST /api/admin/simulados (PRODUCT §5 Simulado creation). */
export const adminCreateSimuladoSchema = z
  .object({
    title: simuladoTitleSchema,
    subject: optionalText(120),
    description: optionalText(4000),
    price: simuladoPriceSchema,
    durationMinutes: simuladoDurationSchema,
    /** A training simulado, never ranked; false when left out. */
    isPracticeOnly: z.boolean({ error: M.practiceOnlyInvalid }).default(false),
    startDate: formDateSchema,
    endDate: formDateSchema,
    /** Absent: AFTER_END with an end date, IMMEDIATE without (defaultAnswerKeyRelease). */
    answerKeyRelease: z.enum(ANSWER_KEY_RELEASES, { error: M.keyReleaseInvalid }).nullish(),
    /** Absent means today's A–D paper, scored by the standard rule. */
    format: z
      .enum(SIMULADO_FORMATS, { error: M.formatInvalid })
      .nullish()
      .transform((value) => value ?? DEFAULT_FORMAT),
    scoring: z
      .enum(SCORING_RULES, { error: M.scoringInvalid })
      .nullish()
      .transform((value) => value ?? DEFAULT_SCORING),
    /** Each candidate gets the questions (base-text blocks whole) in an order of her own. */
    shuffleQuestions: z.boolean({ error: M.shuffleInvalid }).default(false),
    /** Each candidate gets the options in an order of her own (never Certo/Errado's two). */
    shuffleOptions: z.boolean({ error: M.shuffleInvalid }).default(false),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.startDate >= value.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.datesOutOfOrder });
  });
export type AdminCreateSimuladoInput = z.input<typeof adminCreateSimuladoSchema>;
export type AdminCreateSimulado = z.output<typeof adminCreateSimuladoSchema>;

export const createdIdSchema = z.object({ id: z.string() });

/**
 * The admin list shows what the catalogue shows (archived ones are gone from both), plus
 * whether anyone bought or sat it: the deletion dialog then says beforehand that it will
 * be archived, not removed, and the edit form that the attempt's clock is locked.
 */
export const adminSimuladoSchema = simuladoSummarySchema.extend({
  hasHistory: z.boolean(),
  /** The booklet order ('tipo de prova'): see adminCreateSimuladoSchema. */
  shuffleQuestions: z.boolean().default(false),
  shuffleOptions: z.boolean().default(false),
});
export type AdminSimulado = z.infer<typeof adminSimuladoSchema>;

/** DELETE /api/admin/simulados/{id}: removed, or archived because someone bought or sat it. */
export const simuladoDeletionSchema = z.object({
  id: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
export type SimuladoDeletion = z.infer<typeof simuladoDeletionSchema>;

export const userDeletionSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** 2 MB of text and 1,000 questions per import. */
export const CSV_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  /** One limit for the CSV, Word and ZIP imports. */
  maxQuestions: PAPER_IMPORT_LIMITS.maxQuestions,
  maxErrors: 20,
} as const;

export const csvImportSchema = z.object({
  csvContent: safeText({ error: M.csvRequired }).refine((text) => text.trim() !== '', {
    error: M.csvRequired,
  }),
});
export type CsvImportInput = z.infer<typeof csvImportSchema>;

export const csvImportResultSchema = z.object({
  questions: z.array(keyedQuestionSchema),
  importedCount: z.number().int(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

/** GET /api/admin/panel: the counts of the panel header. */
export const adminPanelSchema = z.object({
  users: z.object({ ADMIN: z.number(), TEACHER: z.number(), STUDENT: z.number() }),
  simulados: z.number(),
  purchases: z.number(),
  attemptsToday: z.number(),
  contactMessages: z.number(),
});
export type AdminPanel = z.infer<typeof adminPanelSchema>;
