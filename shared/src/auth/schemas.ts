import { z } from 'zod';
import { LIMITS } from '../limits';
import { hasLetter, hasNoInvisible, HUMAN_TEXT_MESSAGES as TEXT, toNfc } from '../text/human-text';
import { safeText } from '../text/safe-text';
import { AUTH_MESSAGES as M } from './messages';
import { ROLES } from './roles';

/** E-mails are trimmed and compared in lower case everywhere (PRODUCT §5). */
export const emailSchema = safeText({ error: M.invalidEmail })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, { error: M.invalidEmail })
  .pipe(z.email({ error: M.invalidEmail }));

export const passwordSchema = safeText({ error: M.requiredFields })
  .min(LIMITS.passwordMin, { error: M.passwordTooShort })
  .max(LIMITS.passwordMax, { error: M.passwordTooLong });

/**
 * A person's name wherever one is accepted (registration, Minha Conta, the admin's forms):
 * nothing invisible, not even at the ends, at least one letter, and composed (NFC) so one
 * name has one spelling in rankings and searches.
 */
export const nameSchema = safeText({ error: M.nameRequired })
  .refine(hasNoInvisible, { error: TEXT.nameInvisible })
  .trim()
  .overwrite(toNfc)
  .min(LIMITS.nameMin, { error: M.nameRequired })
  .max(LIMITS.nameMax, { error: M.nameTooLong })
  .refine(hasLetter, { error: TEXT.nameWithoutLetter });

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Login only checks presence; a wrong format is simply a wrong credential. */
export const loginSchema = z.object({
  email: safeText({ error: M.emptyFields })
    .trim()
    .toLowerCase()
    .min(1, { error: M.emptyFields })
    .max(LIMITS.emailMax, { error: M.invalidCredentials }),
  password: safeText({ error: M.emptyFields })
    .min(1, { error: M.emptyFields })
    .max(LIMITS.passwordMax, { error: M.invalidCredentials }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

export const tokenSchema = safeText({ error: M.verificationTokenMissing })
  .trim()
  .min(1, { error: M.verificationTokenMissing })
  .max(256, { error: M.verificationTokenInvalid });

export const verifyEmailQuerySchema = z.object({ token: tokenSchema });

export const resetPasswordSchema = z.object({
  token: safeText({ error: M.resetTokenInvalid })
    .trim()
    .min(1, { error: M.resetTokenInvalid })
    .max(256, { error: M.resetTokenInvalid }),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
