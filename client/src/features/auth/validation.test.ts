import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@gabaritei/shared';
import { ApiError } from '../../api/client';
import {
  emailError,
  hasEmptyLoginField,
  isEmailNotVerified,
  loginErrorMessage,
  validatePasswordReset,
  validateRegistration,
} from './validation';

const validRegistration = {
  name: 'Maria Souza',
  email: 'maria@example.com',
  password: 'segredo123',
  confirmPassword: 'segredo123',
};

describe('hasEmptyLoginField', () => {
  it('flags an empty or blank e-mail and an empty password', () => {
    expect(hasEmptyLoginField({ email: '', password: 'x' })).toBe(true);
    expect(hasEmptyLoginField({ email: '   ', password: 'x' })).toBe(true);
    expect(hasEmptyLoginField({ email: 'a@b.com', password: '' })).toBe(true);
    expect(hasEmptyLoginField({ email: 'a@b.com', password: 'x' })).toBe(false);
  });
});

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(validRegistration)).toBeNull();
  });

  it.each(['name', 'email', 'password', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(validateRegistration({ ...validRegistration, [field]: '' })).toEqual({
      field: null,
      message: 'Todos os campos são obrigatórios',
    });
  });

  it('treats a blank name as missing', () => {
    expect(validateRegistration({ ...validRegistration, name: '  ' })?.message).toBe(
      AUTH_MESSAGES.requiredFields,
    );
  });

  it('needs at least 8 characters in the password', () => {
    expect(
      validateRegistration({
        ...validRegistration,
        password: '1234567',
        confirmPassword: '1234567',
      }),
    ).toEqual({ field: 'password', message: 'A senha deve ter no mínimo 8 caracteres' });
    expect(
      validateRegistration({
        ...validRegistration,
        password: '12345678',
        confirmPassword: '12345678',
      }),
    ).toBeNull();
  });

  it('needs the confirmation to match', () => {
    expect(validateRegistration({ ...validRegistration, confirmPassword: 'outra-senha' })).toEqual({
      field: 'confirmPassword',
      message: 'As senhas não coincidem',
    });
  });
});

describe('validatePasswordReset', () => {
  it('checks length first, then the match', () => {
    expect(validatePasswordReset({ newPassword: 'curta', confirmPassword: 'curta' })).toEqual({
      field: 'newPassword',
      message: AUTH_MESSAGES.passwordTooShort,
    });
    expect(
      validatePasswordReset({ newPassword: 'segredo123', confirmPassword: 'segredo12' }),
    ).toEqual({ field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch });
    expect(
      validatePasswordReset({ newPassword: 'segredo123', confirmPassword: 'segredo123' }),
    ).toBeNull();
  });

  it('uses the shared maximum too', () => {
    const long = 'a'.repeat(129);
    expect(validatePasswordReset({ newPassword: long, confirmPassword: long })?.message).toBe(
      AUTH_MESSAGES.passwordTooLong,
    );
  });
});

describe('emailError', () => {
  it('requires an e-mail-shaped value', () => {
    expect(emailError('')).toBe(AUTH_MESSAGES.invalidEmail);
    expect(emailError('maria')).toBe(AUTH_MESSAGES.invalidEmail);
    expect(emailError(' Maria@Example.com ')).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it('maps 401 to the invalid-credentials text whatever the server said', () => {
    expect(loginErrorMessage(new ApiError(401, { message: 'Unauthorized' }))).toBe(
      'Email ou senha inválidos',
    );
  });

  it('shows the server message of other API errors', () => {
    const error = new ApiError(429, { code: 'RATE_LIMITED', message: 'Muitas tentativas.' });
    expect(loginErrorMessage(error)).toBe('Muitas tentativas.');
  });

  it('falls back when there is no server message', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Erro ao fazer login. Tente novamente.',
    );
    expect(loginErrorMessage(new ApiError(502, {}))).toBe('Erro ao fazer login. Tente novamente.');
  });
});

describe('isEmailNotVerified', () => {
  it('recognises the EMAIL_NOT_VERIFIED code only', () => {
    expect(
      isEmailNotVerified(new ApiError(403, { code: 'EMAIL_NOT_VERIFIED', message: 'x' })),
    ).toBe(true);
    expect(isEmailNotVerified(new ApiError(403, { code: 'FORBIDDEN' }))).toBe(false);
    expect(isEmailNotVerified(new Error('x'))).toBe(false);
  });
});
