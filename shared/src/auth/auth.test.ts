import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  hasExactRole,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../index';

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('registration payload', () => {
  it('trims and lower-cases the e-mail', () => {
    const parsed = registerSchema.parse({
      name: '  Ana  ',
      email: '  Ana@Exemplo.COM ',
      password: '12345678',
    });
    expect(parsed).toEqual({ name: 'Ana', email: 'ana@exemplo.com', password: '12345678' });
  });

  it('enforces 8 to 128 password characters with pt-BR messages', () => {
    const base = { name: 'Ana', email: 'ana@exemplo.com' };
    expect(firstError(registerSchema.safeParse({ ...base, password: '1234567' }))).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
    expect(firstError(registerSchema.safeParse({ ...base, password: 'x'.repeat(129) }))).toBe(
      AUTH_MESSAGES.passwordTooLong,
    );
  });

  it('refuses a malformed e-mail and a blank name', () => {
    expect(
      firstError(registerSchema.safeParse({ name: 'Ana', email: 'ana@', password: '12345678' })),
    ).toBe(AUTH_MESSAGES.invalidEmail);
    expect(
      firstError(registerSchema.safeParse({ name: '   ', email: 'a@b.co', password: '12345678' })),
    ).toBe(AUTH_MESSAGES.nameRequired);
  });

  it('answers missing fields in Portuguese, not English', () => {
    const message = firstError(registerSchema.safeParse({}));
    expect(message).toBeTruthy();
    expect(message).not.toMatch(/expected|required|invalid input/i);
  });
});

describe('login and reset payloads', () => {
  it('login only needs both fields present', () => {
    expect(firstError(loginSchema.safeParse({ email: '', password: 'x' }))).toBe(
      AUTH_MESSAGES.emptyFields,
    );
    expect(loginSchema.parse({ email: ' A@B.c ', password: 'x' }).email).toBe('a@b.c');
  });

  it('reset needs a token and a valid new password', () => {
    expect(firstError(resetPasswordSchema.safeParse({ token: '', newPassword: '12345678' }))).toBe(
      AUTH_MESSAGES.resetTokenInvalid,
    );
    expect(firstError(resetPasswordSchema.safeParse({ token: 't', newPassword: '1' }))).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
  });
});

describe('the exact-role rule', () => {
  it('needs the single required role: an ADMIN does not pass on teacher routes', () => {
    expect(hasExactRole({ role: 'TEACHER' }, 'TEACHER')).toBe(true);
    expect(hasExactRole({ role: 'ADMIN' }, 'TEACHER')).toBe(false);
    expect(hasExactRole({ role: 'STUDENT' }, 'ADMIN')).toBe(false);
    expect(hasExactRole(null, 'STUDENT')).toBe(false);
  });
});
