import { z } from 'zod';

/** How many e-mails the outbox screen lists: the newest first. */
export const OUTBOX_LIMIT = 50;

export const OUTBOX_MESSAGES = {
  /** With SMTP_URL set the e-mails really leave, and nothing is kept to show. */
  smtpConfigured: 'Com SMTP configurado os e-mails são enviados de verdade: não há caixa de saída.',
} as const;

/**
 * One e-mail the log mailer kept instead of sending (no SMTP_URL): what an ADMIN trying
 * Gabaritei on one machine needs to follow a verification or reset link for someone.
 */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Every http(s) link of the text, in order, to be followed with one click. */
  links: z.array(z.string()),
  sentAt: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxSchema = z.object({ emails: z.array(outboxEmailSchema) });
export type Outbox = z.infer<typeof outboxSchema>;

/** The links of an e-mail's text: `https://…` up to the next space or closing bracket. */
export function linksOf(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]);
}
