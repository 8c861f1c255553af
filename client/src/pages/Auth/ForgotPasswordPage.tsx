import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { AUTH_SCREEN_MESSAGES } from '../../features/auth/messages';
import { useForgotPasswordMutation } from '../../features/auth/mutations';
import { emailError } from '../../features/auth/validation';

export function ForgotPasswordPage() {
  const forgot = useForgotPasswordMutation();
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailError } });

  if (forgot.isSuccess) return <InstructionsSent />;

  const submit = form.onSubmit(({ email }) => forgot.mutate(email.trim()));

  return (
    <AuthCard
      title="Esqueceu sua senha?"
      description="Informe o e-mail da sua conta e enviaremos instruções para redefinir sua senha."
    >
      {/* noValidate: our pt-BR message replaces the browser's required/e-mail bubble. */}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.getInputProps('email')}
            disabled={forgot.isPending}
          />
          {forgot.isError ? (
            <Alert color="red" role="alert">
              {serverMessageOr(forgot.error, AUTH_SCREEN_MESSAGES.forgotFailed)}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth disabled={forgot.isPending}>
            {forgot.isPending ? 'Enviando...' : 'Enviar Instruções'}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Voltar para o login
      </Anchor>
    </AuthCard>
  );
}

function InstructionsSent() {
  return (
    <AuthCard title="E-mail Enviado!">
      {/* The same words whether or not the account exists, so no one can probe for e-mails. */}
      <Text role="status">{AUTH_MESSAGES.forgotAnswer}</Text>
      <Text size="sm" c="dimmed">
        Verifique sua caixa de entrada e também a pasta de spam.
      </Text>
      <Anchor component={Link} to="/login" ta="center">
        Voltar para o login
      </Anchor>
    </AuthCard>
  );
}
