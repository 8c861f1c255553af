import { z } from 'zod';
import { emailSchema } from '../auth/schemas';

/** Extra time (tempo adicional) an ADMIN may grant one candidate on one simulado, in minutes. */
export const ACCOMMODATION_LIMITS = { minMinutes: 1, maxMinutes: 240, reasonMax: 500 } as const;

export const ACCOMMODATION_MESSAGES = {
  extraMinutes: `O tempo adicional deve ser um número inteiro de ${ACCOMMODATION_LIMITS.minMinutes} a ${ACCOMMODATION_LIMITS.maxMinutes} minutos.`,
  reason: 'Informe o motivo do tempo adicional.',
  unknownCandidate: 'Nenhum aluno com este e-mail.',
  notFound: 'Este aluno não tem tempo adicional neste simulado.',
  extensionReason: 'Informe o motivo da prorrogação (de 3 a 500 caracteres).',
  onlyExtend:
    'Este simulado já tem tentativas: a data de término e a duração só podem ser prorrogadas, nunca reduzidas, e a data de início e a liberação do gabarito não podem mudar.',
  keyReleased:
    'O gabarito deste simulado já foi liberado: o tempo adicional não pode mais ser concedido, pois reabriria a prova para quem já viu as respostas.',
  keyReleasedExtension:
    'O gabarito deste simulado já foi liberado: a prova não pode mais ser prorrogada, pois reabriria a prova para quem já viu as respostas.',
  inProgress:
    'A prova deste aluno está em andamento: o tempo adicional não pode ser retirado agora.',
} as const;

export const accommodationInputSchema = z.object({
  email: emailSchema,
  extraMinutes: z
    .number({ error: ACCOMMODATION_MESSAGES.extraMinutes })
    .int({ error: ACCOMMODATION_MESSAGES.extraMinutes })
    .min(ACCOMMODATION_LIMITS.minMinutes, { error: ACCOMMODATION_MESSAGES.extraMinutes })
    .max(ACCOMMODATION_LIMITS.maxMinutes, { error: ACCOMMODATION_MESSAGES.extraMinutes }),
  reason: z
    .string({ error: ACCOMMODATION_MESSAGES.reason })
    .trim()
    .min(3, { error: ACCOMMODATION_MESSAGES.reason })
    .max(ACCOMMODATION_LIMITS.reasonMax, { error: ACCOMMODATION_MESSAGES.reason }),
});
export const extensionReasonSchema = z
  .string({ error: ACCOMMODATION_MESSAGES.extensionReason })
  .trim()
  .min(3, { error: ACCOMMODATION_MESSAGES.extensionReason })
  .max(ACCOMMODATION_LIMITS.reasonMax, { error: ACCOMMODATION_MESSAGES.extensionReason });

export type AccommodationInput = z.infer<typeof accommodationInputSchema>;

export const accommodationSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  extraMinutes: z.number().int(),
  reason: z.string(),
  grantedAt: z.string(),
  /** Her session's deadline when one is in progress, else null. */
  sessionExpiresAt: z.string().nullable(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;

export const accommodationRemovalSchema = z.object({
  userId: z.string(),
  removed: z.literal(true),
});

/** A session's deadline moved (extra time granted or removed, an extension): the timer follows. */
export const EXAM_DEADLINE_EVENT = 'exam:deadline';
export const examDeadlinePayloadSchema = z.object({
  sessionId: z.string(),
  simuladoId: z.string(),
  expiresAt: z.string(),
  /** Her extra time on this simulado, 0 without one ('Tempo adicional: +60 min'). */
  extraMinutes: z.number().int(),
});
export type ExamDeadlinePayload = z.infer<typeof examDeadlinePayloadSchema>;
