import { z } from 'zod';
import { LIMITS } from '../limits';
import {
  hasLetter,
  hasNoInvisible,
  HUMAN_TEXT_MESSAGES as TEXT,
  isCleanLongText,
  toNfc,
  visibleLength,
} from '../text/human-text';
import { safeText } from '../text/safe-text';
import { CONTACT_MESSAGES as M } from './messages';

/**
 * The contact form of PRODUCT §5, validated by the form and by POST /api/contact/messages alike.
 * The honeypot is accepted whatever it holds: the server answers success to a filled one and
 * stores nothing, so a bot learns nothing from the answer.
 */
export const contactMessageSchema = z.object({
  name: safeText({ error: M.nameRequired })
    .refine(hasNoInvisible, { error: TEXT.nameInvisible })
    .trim()
    .overwrite(toNfc)
    .min(1, { error: M.nameRequired })
    .min(LIMITS.contactNameMin, { error: M.nameLength })
    .max(LIMITS.contactNameMax, { error: M.nameLength })
    .refine(hasLetter, { error: TEXT.nameWithoutLetter }),
  email: safeText({ error: M.emailInvalid })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, { error: M.emailInvalid })
    .pipe(z.email({ error: M.emailInvalid })),
  message: safeText({ error: M.messageRequired })
    .refine(isCleanLongText, { error: TEXT.textInvisible })
    .trim()
    .min(1, { error: M.messageRequired })
    // The minimum counts what a reader sees; the maximum, what is stored.
    .refine((text) => visibleLength(text) >= LIMITS.contactMessageMin, { error: M.messageLength })
    .max(LIMITS.contactMessageMax, { error: M.messageLength }),
  honeypot: safeText().max(1000).optional().default(''),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactSentSchema = z.object({ success: z.literal(true) });

/** Used when CONTACT_EMAIL / CONTACT_WHATSAPP are not set, and by the page until it knows. */
export const CONTACT_DEFAULTS = {
  email: 'contato@gabaritei.com.br',
  whatsapp: '5561999990000',
} as const;

/** The direct channels of the contact page, from CONTACT_EMAIL and CONTACT_WHATSAPP. */
export const contactChannelsSchema = z.object({
  email: z.string(),
  /** Digits only, country code first, as https://wa.me/ expects. */
  whatsapp: z.string(),
});
export type ContactChannels = z.infer<typeof contactChannelsSchema>;

export const CONTACT_PAGE_SIZE_MAX = 100;

export const contactMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONTACT_PAGE_SIZE_MAX).default(20),
});
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuerySchema>;

export const storedContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type StoredContactMessage = z.infer<typeof storedContactMessageSchema>;

export const contactMessagePageSchema = z.object({
  items: z.array(storedContactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

/** The https://wa.me/ link of a configured number ("+55 (11) 9…" becomes digits only). */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
