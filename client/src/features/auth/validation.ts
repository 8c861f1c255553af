import { AUTH_MESSAGES, ERROR_CODES, emailSchema, passwordSchema } from '@gabaritei/shared';
import { ApiError, serverMessageOr } from '../../api/client';
import { AUTH_SCREEN_MESSAGES } from './messages';

/** A form's first problem: the field it belongs to (null for the whole form) and its text. */
export type FormError<Field extends string> = { field: Field | null; message: string };

export type LoginValues = { email: string; password: string };
export type RegistrationValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
};
export type PasswordResetValues = { newPassword: string; confirmPassword: string };

/** PRODUCT §5: an empty e-mail or password is refused with an alert, before any call. */
export function hasEmptyLoginField(values: LoginValues): boolean {
  return values.email.trim() === '' || values.password === '';
}

/** PRODUCT §5 registration: all four required, then password length, then confirmation. */
export function validateRegistration(
  values: RegistrationValues,
): FormError<keyof RegistrationValues> | null {
  const { name, email, password, confirmPassword } = values;
  if ([name, email].some((v) => v.trim() === '') || password === '' || confirmPassword === '') {
    return { field: null, message: AUTH_MESSAGES.requiredFields };
  }
  const passwordProblem = passwordError(password);
  if (passwordProblem) return { field: 'password', message: passwordProblem };
  if (password !== confirmPassword) {
    return { field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch };
  }
  return null;
}

/** PRODUCT §5 reset: the new password passes the shared password rule and matches its copy. */
export function validatePasswordReset(
  values: PasswordResetValues,
): FormError<keyof PasswordResetValues> | null {
  const passwordProblem = passwordError(values.newPassword);
  if (passwordProblem) return { field: 'newPassword', message: passwordProblem };
  if (values.newPassword !== values.confirmPassword) {
    return { field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch };
  }
  return null;
}

/** The e-mail fields of PRODUCT §5 are required and of e-mail type; null when valid. */
export function emailError(email: string): string | null {
  return emailSchema.safeParse(email).success ? null : AUTH_MESSAGES.invalidEmail;
}

/** PRODUCT §8 login: 401 has its own text, other API errors the server's, the rest a fallback. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return AUTH_MESSAGES.invalidCredentials;
  return serverMessageOr(error, AUTH_SCREEN_MESSAGES.loginFailed);
}

export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.EMAIL_NOT_VERIFIED;
}

function passwordError(password: string): string | null {
  const result = passwordSchema.safeParse(password);
  return result.success
    ? null
    : (result.error.issues[0]?.message ?? AUTH_MESSAGES.passwordTooShort);
}
