import { z } from 'zod';
import { OPTIONS } from '../limits';
import { keyEmbargoMessage } from '../exam/key-release';
import { SIMULADO_FORMATS } from '../scoring/formats';
import { baseTextSchema } from '../content/schemas';
import { HUMAN_TEXT_MESSAGES, isCleanLongText, visibleLength } from '../text/human-text';
import { isDateInRange, safeText, TEXT_MESSAGES } from '../text/safe-text';
import { scoreMoveText } from '../results/figures';
import { APPEAL_MESSAGES as M } from './messages';

/** A question in an appeal's or a decision's path. */
export const appealQuestionIdSchema = z.uuid({ error: 'Questão inválida.' });

export const APPEAL_TEXT_LIMITS = { min: 20, max: 2000 } as const;
export const DECISION_REASON_LIMITS = { min: 5, max: 1000 } as const;

/** A long text: nothing invisible but line breaks and tabs; the minimum counts what shows. */
const longText = (limits: { min: number; max: number }, message: string) =>
  safeText({ error: message })
    .refine(isCleanLongText, { error: HUMAN_TEXT_MESSAGES.textInvisible })
    .trim()
    .refine((text) => visibleLength(text) >= limits.min, { error: message })
    .max(limits.max, { error: message });

const reasonSchema = longText(DECISION_REASON_LIMITS, M.reasonRequired);

export const fileAppealSchema = z.object({
  text: longText(APPEAL_TEXT_LIMITS, M.textLength),
});
export type FileAppeal = z.infer<typeof fileAppealSchema>;

export const appealsWindowSchema = z.object({
  /** ISO instant; null closes the window (no appeals). */
  appealsUntil: z.iso
    .datetime({ offset: true, error: 'Data inválida: use o formato ISO 8601.' })
    .refine((text) => isDateInRange(new Date(text)), { error: TEXT_MESSAGES.dateOutOfRange })
    .nullable(),
});
export type AppealsWindow = z.infer<typeof appealsWindowSchema>;

export const annulSchema = z.object({ reason: reasonSchema });
export const correctOptionChangeSchema = z.object({
  correctOption: z.enum(OPTIONS, {
    error: 'Alternativa inválida: use A, B, C, D ou E (C ou E em Certo/Errado).',
  }),
  reason: reasonSchema,
});
export const rejectAppealsSchema = z.object({ reply: reasonSchema });

export const APPEAL_STATUSES = ['PENDING', 'REJECTED', 'ANNULLED', 'KEY_CHANGED'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const KEY_CHANGE_KINDS = ['ANNUL', 'CHANGE_KEY', 'REJECT'] as const;

/** What a decision says to the appeals of its question (the latest one counts). */
export const appealDecisionSchema = z.object({
  status: z.enum(APPEAL_STATUSES),
  reply: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export const myAppealSchema = appealDecisionSchema.extend({
  id: z.string(),
  simuladoId: z.string(),
  /** 'Meus recursos' lists every simulado's appeals together: each names its own. */
  simuladoTitle: z.string(),
  questionId: z.string(),
  questionNumber: z.number().int(),
  /** Where her shuffled booklet had it ('sua prova: N'); absent for a printed-order paper. */
  paperPosition: z.number().int().optional(),
  text: z.string(),
  createdAt: z.string(),
});
export type MyAppeal = z.infer<typeof myAppealSchema>;

/**
 * Whether the viewer may file now (GET /api/me/appeals/window): the review offers
 * 'Interpor recurso' only then, and otherwise says when the window opens or closed.
 */
export const appealWindowSchema = z.object({
  /** The simulado's end: the preliminary key is out and the window opens. */
  opensAt: z.string().nullable(),
  /** `appealsUntil`; null: this simulado takes no appeals. */
  closesAt: z.string().nullable(),
  open: z.boolean(),
  /** The viewer submitted an official attempt of this simulado. */
  eligible: z.boolean(),
  /**
   * The questions annulled or re-keyed so far, for that viewer's review (a results screen
   * opened before the decision shows them); empty under the key embargo.
   */
  decisions: z.array(
    z.object({
      questionId: z.string(),
      correctOption: z.enum(OPTIONS),
      annulledReason: z.string().nullable(),
      keyChangedReason: z.string().nullable(),
    }),
  ),
});
export type AppealWindow = z.infer<typeof appealWindowSchema>;

export const adminAppealGroupSchema = appealDecisionSchema.extend({
  questionId: z.string(),
  number: z.number().int(),
  text: z.string(),
  /** Null while the key is embargoed for nobody: the admin always sees it. */
  correctOption: z.enum(OPTIONS),
  annulled: z.boolean(),
  count: z.number().int(),
  appeals: z.array(
    z.object({ id: z.string(), authorName: z.string(), text: z.string(), createdAt: z.string() }),
  ),
});
export const adminAppealsSchema = z.object({
  /** Which keys a decision may set (A–D, A–E, or C/E). */
  format: z.enum(SIMULADO_FORMATS),
  appealsUntil: z.string().nullable(),
  endDate: z.string().nullable(),
  total: z.number().int(),
  questions: z.array(adminAppealGroupSchema),
  /** The base texts of the questions appealed against, for reading them together. */
  baseTexts: z.array(baseTextSchema).optional(),
});
export type AdminAppeals = z.infer<typeof adminAppealsSchema>;
export type AdminAppealGroup = z.infer<typeof adminAppealGroupSchema>;

export const keyChangeSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  number: z.number().int(),
  kind: z.enum(KEY_CHANGE_KINDS),
  /** The key before and after; 'ANULADA' after an annulment. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type KeyChange = z.infer<typeof keyChangeSchema>;

export const REGRADE_STATUSES = [
  'IDLE',
  'QUEUED',
  'REGRADING',
  'RANKING',
  'DONE',
  'FAILED',
] as const;
export type RegradeStatusName = (typeof REGRADE_STATUSES)[number];
export const regradeStatusSchema = z.object({
  simuladoId: z.string(),
  status: z.enum(REGRADE_STATUSES),
  /** Attempts whose score moved in the latest regrade. */
  affected: z.number().int(),
  queuedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type RegradeStatus = z.infer<typeof regradeStatusSchema>;
/** Socket event to the admins' room while a regrade moves through its stages. */
export const REGRADE_EVENT = 'regrade:status';

/** A decision's answer: the audit row and the regrade it queued (none for a rejection). */
export const keyDecisionResultSchema = z.object({
  keyChange: keyChangeSchema,
  regrade: regradeStatusSchema.nullable(),
});
export type KeyDecisionResult = z.infer<typeof keyDecisionResultSchema>;

/**
 * One note of a result: 'Questão 7 anulada — seu aproveitamento passou de 62,5% para 68,8%…' once the key
 * is out; while it is embargoed, only that the score changed and when the details open
 * (the question and the move would give the key away).
 */
export const scoreChangeNoteSchema = z.discriminatedUnion('embargoed', [
  z.object({
    embargoed: z.literal(false),
    questionNumber: z.number().int(),
    kind: z.enum(['ANNUL', 'CHANGE_KEY']),
    beforeScore: z.number(),
    afterScore: z.number(),
    createdAt: z.string(),
  }),
  z.object({
    embargoed: z.literal(true),
    /** When the key, and with it the note's details, opens. */
    keyReleasesAt: z.string(),
    createdAt: z.string(),
  }),
]);
export type ScoreChangeNote = z.infer<typeof scoreChangeNoteSchema>;
export type ScoreChangeDetails = Extract<ScoreChangeNote, { embargoed: false }>;

/**
 * pt-BR line of a score change, the move named by its scale (shared/results/figures) to one
 * decimal as the candidate sees it, and the question numbered as printed and, where her
 * shuffled booklet had it elsewhere, as hers; under the embargo, the redacted line.
 */
export function scoreChangeLine(
  note:
    | (Pick<ScoreChangeDetails, 'questionNumber' | 'kind' | 'beforeScore' | 'afterScore'> & {
        embargoed?: false;
        paperPosition?: number | undefined;
      })
    | { embargoed: true; keyReleasesAt: Date | string },
): string {
  if (note.embargoed) return embargoedScoreChangeLine(note.keyReleasesAt);
  const what = note.kind === 'ANNUL' ? 'anulada' : 'com gabarito alterado';
  const place = note.paperPosition === undefined ? '' : ` (sua prova: ${note.paperPosition})`;
  return `Questão ${note.questionNumber}${place} ${what} — ${scoreMoveText(note.beforeScore, note.afterScore)}`;
}

/** 'Sua nota foi recalculada … O gabarito comentado será liberado em 26/11/2026 às 13:15 …' */
export function embargoedScoreChangeLine(keyReleasesAt: Date | string): string {
  return `Sua nota foi recalculada após uma revisão do gabarito; os detalhes saem com o gabarito comentado. ${keyEmbargoMessage(keyReleasesAt)}`;
}
