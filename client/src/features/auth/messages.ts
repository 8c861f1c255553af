import { TIMINGS } from '@gabaritei/shared';

/**
 * pt-BR texts of the auth screens that only the client shows (PRODUCT §2, §5, §8). Texts the
 * server shares (validation, credentials) come from AUTH_MESSAGES in @gabaritei/shared.
 */
export const AUTH_SCREEN_MESSAGES = {
  loginFailed: 'Erro ao fazer login. Tente novamente.',
  registerFailed: 'Erro ao criar conta. Tente novamente.',
  verifyFailed: 'Erro ao verificar e-mail. Tente novamente.',
  forgotFailed: 'Erro ao solicitar redefinição de senha',
  resetFailed: 'Erro ao redefinir senha',
  resetTokenMissing: 'Token inválido. Por favor, solicite um novo link de redefinição.',
  resendFailed: 'Erro ao reenviar o e-mail de verificação. Tente novamente.',
  redirectingToLogin: `Redirecionando para o login em ${TIMINGS.redirectToLoginMs / 1000} segundos...`,
} as const;
