import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { serverMessageOr } from '../../api/client';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { AUTH_SCREEN_MESSAGES } from '../../features/auth/messages';
import { useRegisterMutation } from '../../features/auth/mutations';
import {
  validateRegistration,
  type FormError,
  type RegistrationValues,
} from '../../features/auth/validation';

const EMPTY: RegistrationValues = { name: '', email: '', password: '', confirmPassword: '' };

export function CreateAccountPage() {
  const register = useRegisterMutation();
  const [values, setValues] = useState(EMPTY);
  const [formError, setFormError] = useState<FormError<keyof RegistrationValues> | null>(null);

  if (register.isSuccess) return <AccountCreated email={values.email.trim()} />;

  // Typing clears the error, the client's and the server's alike (SPEC §5).
  const change = (field: keyof RegistrationValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFormError(null);
    if (register.isError) register.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateRegistration(values);
    setFormError(problem);
    if (problem) return;
    register.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };

  const fieldError = (field: keyof RegistrationValues) =>
    formError?.field === field ? formError.message : undefined;
  const bannerError =
    formError && formError.field === null
      ? formError.message
      : register.isError
        ? serverMessageOr(register.error, AUTH_SCREEN_MESSAGES.registerFailed)
        : null;

  return (
    <AuthCard
      title="Criar Conta"
      description="Cadastre-se para fazer simulados e acompanhar seu desempenho."
    >
      {/* noValidate: the spec's pt-BR messages answer missing fields, not the browser. */}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nome Completo"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => change('name')(event.currentTarget.value)}
            error={fieldError('name')}
            disabled={register.isPending}
          />
          <TextInput
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => change('email')(event.currentTarget.value)}
            error={fieldError('email')}
            disabled={register.isPending}
          />
          <PasswordInput
            label="Senha"
            name="password"
            placeholder="Mínimo 8 caracteres"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => change('password')(event.currentTarget.value)}
            error={fieldError('password')}
            disabled={register.isPending}
          />
          <PasswordInput
            label="Confirmar Senha"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => change('confirmPassword')(event.currentTarget.value)}
            error={fieldError('confirmPassword')}
            disabled={register.isPending}
          />

          {bannerError ? (
            <Alert color="red" role="alert">
              {bannerError}
            </Alert>
          ) : null}

          <Button type="submit" fullWidth disabled={register.isPending}>
            {register.isPending ? 'Criando conta...' : 'Criar Conta'}
          </Button>
        </Stack>
      </form>

      <Text size="sm" ta="center">
        Já tem uma conta?{' '}
        <Anchor component={Link} to="/login">
          Entrar
        </Anchor>
      </Text>
    </AuthCard>
  );
}

function AccountCreated({ email }: { email: string }) {
  return (
    <AuthCard title="Conta Criada com Sucesso!">
      <Text role="status">
        Enviamos um e-mail de verificação para <strong>{email}</strong>. Abra o link recebido para
        ativar sua conta antes de entrar.
      </Text>
      <Text size="sm" c="dimmed">
        Não encontrou? Verifique também a pasta de spam.
      </Text>
      <Button component={Link} to="/login" fullWidth>
        Ir para o login
      </Button>
    </AuthCard>
  );
}
