import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/messages';
import { ROLES } from '../auth/roles';
import { nameSchema, passwordSchema } from '../auth/schemas';
import { LIMITS } from '../limits';

export const RANKING_DISPLAYS = ['FULL_NAME', 'INITIALS'] as const;
export const rankingDisplaySchema = z.enum(RANKING_DISPLAYS);
export type RankingDisplay = z.infer<typeof rankingDisplaySchema>;

/** GET /api/me: the signed-in person's own profile. */
export const accountProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  rankingDisplay: rankingDisplaySchema,
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** PATCH /api/me: the same name rule as at registration. */
export const updateNameSchema = z.object({ name: nameSchema });
export type UpdateNameInput = z.infer<typeof updateNameSchema>;

/** A password typed to prove who you are: only presence and length are checked. */
const currentPasswordSchema = z
  .string({ error: AUTH_MESSAGES.requiredFields })
  .min(1, { error: AUTH_MESSAGES.requiredFields })
  .max(LIMITS.passwordMax, { error: AUTH_MESSAGES.passwordTooLong });

/** POST /api/me/password. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** PATCH /api/me/privacy. */
export const privacySchema = z.object({ rankingDisplay: rankingDisplaySchema });
export type PrivacyInput = z.infer<typeof privacySchema>;

/** DELETE /api/me. */
export const deleteAccountSchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
