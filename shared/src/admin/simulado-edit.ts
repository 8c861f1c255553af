import { z } from 'zod';
import { extensionReasonSchema } from '../exam/accommodations';
import { ANSWER_KEY_RELEASES } from '../exam/key-release';
import { ADMIN_MESSAGES as M } from './messages';
import {
  nullableFormDateSchema,
  nullableText,
  simuladoMinutesSchema,
  simuladoPriceSchema,
  simuladoTitleSchema,
} from './schemas';

/**
 * PATCH /api/admin/simulados/{id}: the fields an administrator may edit, each
 * validated as at creation; absent leaves a field as it is, null clears it. Its own object, so a field added to creation later (a format,
 * a scoring rule) joins here only when editing it is safe. The date order is checked by
 * the service against the stored values, since one date may come without the other.
 */
export const adminUpdateSimuladoSchema = z
  .object({
    title: simuladoTitleSchema.optional(),
    subject: nullableText(120).optional(),
    description: nullableText(4000).optional(),
    price: simuladoPriceSchema.optional(),
    durationMinutes: simuladoMinutesSchema.optional(),
    startDate: nullableFormDateSchema.optional(),
    endDate: nullableFormDateSchema.optional(),
    answerKeyRelease: z
      .enum(ANSWER_KEY_RELEASES, { error: M.keyReleaseInvalid })
      .nullable()
      .optional(),
    /** The booklet order: locked once anyone started, as her order was already handed out. */
    shuffleQuestions: z.boolean({ error: M.shuffleInvalid }).optional(),
    shuffleOptions: z.boolean({ error: M.shuffleInvalid }).optional(),
    /** Why the end or the duration is extended once attempts exist (kept in the audit). */
    reason: extensionReasonSchema.optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    error: M.nothingToUpdate,
  });
export type AdminUpdateSimuladoInput = z.input<typeof adminUpdateSimuladoSchema>;
export type AdminUpdateSimulado = z.output<typeof adminUpdateSimuladoSchema>;

/**
 * The fields a started attempt depends on: the clock, the window, the key's release and
 * the booklet order (a candidate's order, once handed out, must stay hers).
 */
export const ATTEMPT_BOUND_FIELDS = [
  'durationMinutes',
  'startDate',
  'endDate',
  'answerKeyRelease',
  'shuffleQuestions',
  'shuffleOptions',
] as const;
export type AttemptBoundField = (typeof ATTEMPT_BOUND_FIELDS)[number];
