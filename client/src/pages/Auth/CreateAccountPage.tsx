import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { serverMessageOr } from '../../api/client';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { PasswordFields } from '../../features/auth/components/PasswordFields';
import { AUTH_SCREEN_MESSAGES } from '../../features/auth/messages';
import { useRegisterMutation } from '../../features/auth/mutations';
import { FORM_LEVEL, useAuthForm } from '../../features/auth/useAuthForm';
import { validateRegistration, type RegistrationValues } from '../../features/auth/validation';

const EMPTY: RegistrationValues = { name: '', email: '', password: '', confirmPassword: '' };

export function CreateAccountPage() {
  const register = useRegisterMutation();
  // A class invitation's link carries the invited address: it comes prefilled.
  const [search] = useSearchParams();
  const invited = (search.get('email') ?? '').trim().slice(0, 254);
  // Typing clears the error, the client's and the server's alike (PRODUCT §5).
  const form = useAuthForm({ ...EMPTY, email: invited }, validateRegistration, register);

  if (register.isSuccess) return <AccountCreated email={form.values.email.trim()} />;

  const submit = form.onSubmit((values) =>
    register.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
    }),
  );

  const bannerError =
    form.errors[FORM_LEVEL] ??
    (register.isError
      ? serverMessageOr(register.error, AUTH_SCREEN_MESSAGES.registerFailed)
      : null);

  return (
    <AuthCard
      title="Criar Conta"
      description="Cadastre-se para fazer simulados e acompanhar seu desempenho."
    >
      {/* noValidate: PRODUCT.md's pt-BR messages answer missing fields, not the browser. */}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nome Completo"
            name="name"
            autoComplete="name"
            {...form.getInputProps('name')}
            disabled={register.isPending}
          />
          <TextInput
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            {...form.getInputProps('email')}
            disabled={register.isPending}
          />
          <PasswordFields
            password={{ name: 'password', label: 'Senha', input: form.getInputProps('password') }}
            confirmation={{
              label: 'Confirmar Senha',
              input: form.getInputProps('confirmPassword'),
            }}
            disabled={register.isPending}
          />

          {bannerError ? (
            <Alert color="red" role="alert">
              {bannerError}
            </Alert>
          ) : null}

          <Text size="sm" c="dimmed">
            Ao criar a conta você concorda com a{' '}
            <Anchor component={Link} to="/privacidade" underline="always">
              Política de Privacidade
            </Anchor>
            .
          </Text>

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
        Se este e-mail já tinha uma conta, enviamos em vez disso instruções para acessá-la. Não
        encontrou? Verifique também a pasta de spam.
      </Text>
      <Button component={Link} to="/login" fullWidth>
        Ir para o login
      </Button>
    </AuthCard>
  );
}
