import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TIMINGS } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { AUTH_SCREEN_MESSAGES } from '../../features/auth/messages';
import { useResetPasswordMutation } from '../../features/auth/mutations';
import {
  validatePasswordReset,
  type FormError,
  type PasswordResetValues,
} from '../../features/auth/validation';

const EMPTY: PasswordResetValues = { newPassword: '', confirmPassword: '' };

/** Opened from the e-mail link: #/reset-password?token=... (SPEC §2). */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const reset = useResetPasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [formError, setFormError] = useState<FormError<keyof PasswordResetValues> | null>(null);

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
      <AuthCard title="Senha Redefinida!">
        <Text role="status">{AUTH_SCREEN_MESSAGES.redirectingToLogin}</Text>
      </AuthCard>
    );
  }

  const change = (field: keyof PasswordResetValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFormError(null);
    if (reset.isError) reset.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return; // SPEC §5: nothing is sent without a token.
    const problem = validatePasswordReset(values);
    setFormError(problem);
    if (!problem) reset.mutate({ token, newPassword: values.newPassword });
  };

  const fieldError = (field: keyof PasswordResetValues) =>
    formError?.field === field ? formError.message : undefined;
  const submitDisabled = !token || reset.isPending;

  return (
    <AuthCard title="Redefinição de Senha" description="Escolha uma nova senha para a sua conta.">
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
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Nova Senha"
            name="newPassword"
            placeholder="Mínimo 8 caracteres"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => change('newPassword')(event.currentTarget.value)}
            error={fieldError('newPassword')}
            disabled={reset.isPending}
          />
          <PasswordInput
            label="Confirmar Nova Senha"
            name="confirmPassword"
            placeholder="Digite a senha novamente"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => change('confirmPassword')(event.currentTarget.value)}
            error={fieldError('confirmPassword')}
            disabled={reset.isPending}
          />
          {reset.isError ? (
            <Alert color="red" role="alert">
              {serverMessageOr(reset.error, AUTH_SCREEN_MESSAGES.resetFailed)}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth disabled={submitDisabled}>
            {reset.isPending ? 'Redefinindo...' : 'Redefinir Senha'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
