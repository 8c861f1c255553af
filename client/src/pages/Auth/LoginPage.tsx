import {
  Alert,
  Anchor,
  Button,
  Divider,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { PageLoader } from '../../components/PageLoader';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { AUTH_SCREEN_MESSAGES } from '../../features/auth/messages';
import { useLoginMutation, useResendVerificationMutation } from '../../features/auth/mutations';
import { takePostLoginTarget } from '../../features/auth/postLogin';
import { useCurrentUser } from '../../features/auth/queries';
import { homeRouteOf } from '../../features/auth/homeRoute';
import {
  hasEmptyLoginField,
  isEmailNotVerified,
  loginErrorMessage,
} from '../../features/auth/validation';

export function LoginPage() {
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const login = useLoginMutation();
  const resend = useResendVerificationMutation();
  const form = useForm({ initialValues: { email: '', password: '' } });

  if (isLoading) return <PageLoader />;
  // Someone already signed in has nothing to do here; a login in flight navigates itself.
  if (user && login.isIdle) return <Navigate to={homeRouteOf(user.role)} replace />;

  // No field errors here: PRODUCT §5 answers empty fields with an alert, and nothing else.
  const submit = form.onSubmit(({ email, password }) => {
    if (hasEmptyLoginField({ email, password })) {
      window.alert(AUTH_MESSAGES.emptyFields);
      return;
    }
    resend.reset();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (signedIn) => {
          const target = takePostLoginTarget(signedIn.role);
          navigate(target.to, { replace: true, state: target.state });
        },
      },
    );
  });

  const busy = login.isPending || login.isSuccess;
  const needsVerification = login.isError && isEmailNotVerified(login.error);

  return (
    <AuthCard
      title="Entrar"
      description="Acesse sua conta para fazer simulados e ver seu desempenho."
    >
      {/* noValidate: PRODUCT.md's own alert must answer empty fields, not the browser bubble. */}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            {...form.getInputProps('email')}
            disabled={busy}
          />
          <PasswordInput
            label="Senha"
            name="password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
            disabled={busy}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
            Esqueceu sua senha?
          </Anchor>

          {login.isError ? (
            <Alert color="red" role="alert" title={null}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{loginErrorMessage(login.error)}</Text>
                {needsVerification ? (
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => resend.mutate(form.values.email.trim())}
                    disabled={resend.isPending}
                  >
                    Reenviar e-mail de verificação
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          {resend.isSuccess ? (
            <Alert color="green" role="status">
              {resend.data ?? AUTH_MESSAGES.resendAnswer}
            </Alert>
          ) : null}
          {resend.isError ? (
            <Alert color="red" role="alert">
              {serverMessageOr(resend.error, AUTH_SCREEN_MESSAGES.resendFailed)}
            </Alert>
          ) : null}

          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Entrando...' : 'Entrar'}
          </Button>
        </Stack>
      </form>

      <Divider label="Ainda não tem conta?" labelPosition="center" />
      {/* PRODUCT §2 calls this a button, and tests look for one; it navigates all the same. */}
      <Button variant="default" fullWidth onClick={() => navigate('/create-account')}>
        Criar Conta
      </Button>
    </AuthCard>
  );
}
