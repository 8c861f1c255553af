import {
  Alert,
  Button,
  Container,
  Divider,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { TIMINGS, formatBRL, type SimuladoDetail } from '@gabaritei/shared';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../hooks/usePageTitle';
import { CardForm } from '../../features/purchases/components/CardForm';
import { Confetti } from '../../features/purchases/components/Confetti';
import { PURCHASE_MESSAGES, paymentErrorMessage } from '../../features/purchases/messages';
import { useCreatePurchaseMutation } from '../../features/purchases/mutations';
import { minutesLabel, questionCountLabel } from '../../features/simulados/messages';
import { simuladoQueries } from '../../features/simulados/queries';

type PaymentStep = 'idle' | 'processing' | 'approved';

/** PRODUCT §2 Payment: reached with state simuladoId; without it the list is the place to be. */
export function PaymentPage() {
  usePageTitle('Pagamento');
  const simuladoId = simuladoIdOf(useLocation().state);
  if (!simuladoId) return <Navigate to="/simulated" replace />;
  return <Payment simuladoId={simuladoId} />;
}

function Payment({ simuladoId }: { simuladoId: string }) {
  const navigate = useNavigate();
  const simulado = useQuery(simuladoQueries.detail(simuladoId));
  const purchase = useCreatePurchaseMutation();
  const { mutate: acquire } = purchase;
  const [step, setStep] = useState<PaymentStep>('idle');
  const [error, setError] = useState<string | null>(null);
  const backToList = () => navigate('/simulated');

  // PRODUCT §4: processing is a simulated 2 s delay, then the purchase itself (id only).
  useEffect(() => {
    if (step !== 'processing') return;
    const timer = window.setTimeout(() => {
      acquire(
        { simuladoId },
        {
          onSuccess: () => setStep('approved'),
          onError: (failure) => {
            setError(paymentErrorMessage(failure));
            setStep('idle');
          },
        },
      );
    }, TIMINGS.simulatedPaymentDelayMs);
    return () => window.clearTimeout(timer);
  }, [step, simuladoId, acquire]);

  useEffect(() => {
    if (step !== 'approved') return;
    const timer = window.setTimeout(
      () => navigate('/simulated', { replace: true }),
      TIMINGS.paymentReturnDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  if (simulado.isPending) return <PageLoader label="Carregando simulado..." />;
  if (simulado.isError) {
    return (
      <Container size="sm" px="md" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>Pagamento</Title>
          <Alert color="red" role="alert" w="100%">
            {PURCHASE_MESSAGES.simuladoLoadFailed}
          </Alert>
          <Button onClick={backToList}>{PURCHASE_MESSAGES.backToList}</Button>
        </Stack>
      </Container>
    );
  }

  const pay = () => {
    setError(null);
    setStep('processing');
  };

  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Pagamento</Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <OrderSummary simulado={simulado.data} />
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} fz="h3">
                Dados do cartão
              </Title>
              <CardForm
                onValid={pay}
                onCancel={backToList}
                processing={step === 'processing' || purchase.isPending}
                error={error}
              />
            </Stack>
          </Paper>
        </SimpleGrid>
      </Stack>

      <Modal
        opened={step === 'approved'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={PURCHASE_MESSAGES.approvedTitle}
        styles={{
          header: { justifyContent: 'center' },
          title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700, textAlign: 'center' },
        }}
      >
        <Stack gap="xs" align="center" pb="sm">
          <ThemeIcon color="green" size={64} radius="xl" aria-hidden>
            <CheckIcon />
          </ThemeIcon>
          <Text ta="center" fw={600}>
            {PURCHASE_MESSAGES.approvedBody}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            Voltando para os simulados...
          </Text>
        </Stack>
      </Modal>
      {step === 'approved' ? <Confetti /> : null}
    </Container>
  );
}

function OrderSummary({ simulado }: { simulado: SimuladoDetail }) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="Resumo do pedido"
    >
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {simulado.title}
        </Title>
        {simulado.subject ? <Text c="dimmed">{simulado.subject}</Text> : null}
        {simulado.description ? <Text size="sm">{simulado.description}</Text> : null}
        <Divider />
        <dl style={{ margin: 0 }}>
          <SummaryRow term="Questões" value={questionCountLabel(simulado.questionCount)} />
          <SummaryRow term="Duração" value={minutesLabel(simulado.durationMinutes)} />
        </dl>
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={600}>Total</Text>
          <Text fw={800} fz="xl">
            {formatBRL(simulado.price)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function CheckIcon() {
  return (
    <svg width="36" height="36" viewBox="0 0 24 24" fill="none" aria-hidden>
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" py={2}>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </Group>
  );
}

function simuladoIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('simuladoId' in state)) return null;
  const id = state.simuladoId;
  return typeof id === 'string' && id !== '' ? id : null;
}
