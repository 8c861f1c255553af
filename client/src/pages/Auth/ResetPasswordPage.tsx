import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TIMINGS } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { PasswordFields } from '../../features/auth/components/PasswordFields';
import { AUTH_SCREEN_MESSAGES } from '../../features/auth/messages';
import { useResetPasswordMutation } from '../../features/auth/mutations';
import { useAuthForm } from '../../features/auth/useAuthForm';
import { validatePasswordReset, type PasswordResetValues } from '../../features/auth/validation';

const EMPTY: PasswordResetValues = { newPassword: '', confirmPassword: '' };

/** Opened from the e-mail link: #/reset-password?token=... (PRODUCT §2). */
/** The page's words: a reset, or the first password of an account an admin created. */
const WORDS = {
  reset: {
    title: 'Redefinição de Senha',
    description: 'Escolha uma nova senha para a sua conta.',
    submit: 'Redefinir Senha',
    pending: 'Redefinindo...',
    done: 'Senha Redefinida!',
  },
  first: {
    title: 'Crie sua senha',
    description: 'Sua conta foi criada pela sua escola. Escolha a senha com que vai entrar.',
    submit: 'Criar Senha',
    pending: 'Criando...',
    done: 'Senha criada!',
  },
} as const;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const words = WORDS[params.get('primeiro-acesso') === '1' ? 'first' : 'reset'];
  const reset = useResetPasswordMutation();
  const form = useAuthForm(EMPTY, validatePasswordReset, reset);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(
      () => navigate('/login', { replace: true }),
      TIMINGS.redirectToLoginMs,
    );
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <AuthCard title={words.done}>
        <Text role="status">{AUTH_SCREEN_MESSAGES.redirectingToLogin}</Text>
      </AuthCard>
    );
  }

  const submit = form.onSubmit(({ newPassword }) => reset.mutate({ token, newPassword }));
  // PRODUCT §5: nothing is sent, nor even checked, without a token.
  const submitWithToken = (event: FormEvent<HTMLFormElement>) =>
    token ? submit(event) : event.preventDefault();
  const submitDisabled = !token || reset.isPending;

  return (
    <AuthCard title={words.title} description={words.description}>
      {!token ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{AUTH_SCREEN_MESSAGES.resetTokenMissing}</Text>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Solicitar novo link
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      <form onSubmit={submitWithToken} noValidate>
        <Stack gap="md">
          <PasswordFields
            password={{
              name: 'newPassword',
              label: 'Nova Senha',
              input: form.getInputProps('newPassword'),
            }}
            confirmation={{
              label: 'Confirmar Nova Senha',
              placeholder: 'Digite a senha novamente',
              input: form.getInputProps('confirmPassword'),
            }}
            disabled={reset.isPending}
          />
          {reset.isError ? (
            <Alert color="red" role="alert">
              {serverMessageOr(reset.error, AUTH_SCREEN_MESSAGES.resetFailed)}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth disabled={submitDisabled}>
            {reset.isPending ? words.pending : words.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
