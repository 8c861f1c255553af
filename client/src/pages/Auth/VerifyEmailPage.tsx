import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, TIMINGS } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { AUTH_SCREEN_MESSAGES } from '../../features/auth/messages';
import { authQueries } from '../../features/auth/queries';

const TITLE = 'Verificação de E-mail';

/** Opened from the e-mail link: #/verify-email?token=... (PRODUCT §2, §4). */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  // A query, not an effect: it is deduplicated, so StrictMode's double mount sends one call.
  const verification = useQuery({ ...authQueries.verifyEmail(token), enabled: token !== '' });

  useEffect(() => {
    if (!verification.isSuccess) return;
    const timer = window.setTimeout(
      () => navigate('/login', { replace: true }),
      TIMINGS.redirectToLoginMs,
    );
    return () => window.clearTimeout(timer);
  }, [verification.isSuccess, navigate]);

  const goToLogin = () => navigate('/login');

  if (token === '') {
    return <Failure message={AUTH_MESSAGES.verificationTokenMissing} onLogin={goToLogin} />;
  }
  if (verification.isError) {
    const message = serverMessageOr(verification.error, AUTH_SCREEN_MESSAGES.verifyFailed);
    return <Failure message={message} onLogin={goToLogin} />;
  }
  if (verification.isSuccess) {
    return (
      <AuthCard title={TITLE}>
        <Alert color="green" role="status">
          {verification.data ?? AUTH_MESSAGES.verified}
        </Alert>
        <Text size="sm" c="dimmed">
          {AUTH_SCREEN_MESSAGES.redirectingToLogin}
        </Text>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TITLE}>
      <Stack align="center" gap="sm" role="status" py="md">
        <Loader aria-hidden />
        <Text>Verificando seu e-mail...</Text>
      </Stack>
    </AuthCard>
  );
}

function Failure({ message, onLogin }: { message: string; onLogin: () => void }) {
  return (
    <AuthCard title={TITLE}>
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Button onClick={onLogin} fullWidth>
        Ir para o login
      </Button>
    </AuthCard>
  );
}
