import { z } from 'zod';
import { baseTextSchema } from '../content/schemas';
import { simuladoIdSchema, userIdSchema } from '../catalogue/schemas';
import { paperErrataSchema } from './errata';
import { examQuestionSchema } from './schemas';

/**
 * `paper: 'apart'`: the session comes without its questions and base texts, which the
 * client reads from GET /api/exam-sessions/{id}/paper (cached per paper version). Left out,
 * the paper comes inline, as a bundle from before that route expects (rolling upgrades).
 */
const paperDeliverySchema = z.enum(['inline', 'apart']).optional();
export const startSessionSchema = z.object({
  userId: userIdSchema.optional(),
  simuladoId: simuladoIdSchema,
  paper: paperDeliverySchema,
});
export const activeSessionQuerySchema = z.object({
  userId: userIdSchema.optional(),
  simuladoId: simuladoIdSchema,
  paper: paperDeliverySchema,
});

/**
 * The cookie that carries her paper pass to the images of that simulado's paper
 * (`Path=/api/simulados/{id}/assets`): an <img> sends no query the page did not write.
 */
export const PAPER_PASS_COOKIE = 'gabaritei_pp';

/** A paper pass as `t` carries it: claims, a dot, their HMAC-SHA256 (both base64url). */
export const PAPER_PASS_PATTERN = /^[A-Za-z0-9_-]{16,1400}\.[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/exam-sessions/{id}/paper?v=&t=: `v` is the session's `paperVersion`, `t` its
 * `paperPass` (claims and signature in base64url, a dot between).
 */
export const examPaperQuerySchema = z.object({
  v: z
    .string()
    .regex(/^\d{1,19}$/, { error: 'Versão da prova inválida.' })
    .optional(),
  t: z.string().regex(PAPER_PASS_PATTERN, { error: 'Passe da prova inválido.' }).optional(),
});

/**
 * Her booklet, apart from the session: the questions (without key) and base texts in her
 * order, as start and active carried them inline. `paperVersion`: the version it is.
 */
export const examPaperSchema = z.object({
  paperVersion: z.string(),
  questions: z.array(examQuestionSchema),
  baseTexts: z.array(baseTextSchema),
  /** The corrections of what the paper shows ('Errata'), when there are any. */
  errata: z.array(paperErrataSchema).optional(),
});
export type ExamPaper = z.infer<typeof examPaperSchema>;
