import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { countLabel, type Option } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { fetchDecisionImpact } from '../api';

export type PendingDecision = { kind: 'ANNUL' } | { kind: 'CHANGE_KEY'; correctOption: Option };

export const CONFIRM_UI = {
  annulTitle: (n: number) => `Anular a questão ${n}?`,
  changeTitle: (n: number, key: string) => `Alterar o gabarito da questão ${n} para ${key}?`,
  counting: 'Calculando quantas tentativas e e-mails a decisão afeta…',
  impact: (attempts: number, emails: number) =>
    attempts === 0
      ? 'Nenhuma tentativa muda com esta decisão, e nenhum e-mail será enviado.'
      : `Isto recalcula ${countLabel(attempts, 'tentativa', 'tentativas')} e envia ${countLabel(emails, 'e-mail', 'e-mails')} aos candidatos cuja nota mudar.`,
  irreversible: 'A decisão fica no histórico do gabarito e não pode ser desfeita.',
  failed: 'Não foi possível calcular o efeito da decisão.',
  cancel: 'Cancelar',
  confirmAnnul: 'Confirmar anulação',
  confirmChange: 'Confirmar novo gabarito',
} as const;

/**
 * The confirmation before an annulment or a key change, which regrade everybody and e-mail
 * them: it says how many attempts and e-mails, counted by the server's dry run.
 */
export function DecisionConfirm({
  simuladoId,
  questionId,
  number,
  pending,
  keyLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  simuladoId: string;
  questionId: string;
  number: number;
  pending: PendingDecision | null;
  keyLabel: (option: Option) => string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const correctOption = pending?.kind === 'CHANGE_KEY' ? pending.correctOption : null;
  const impact = useQuery({
    queryKey: ['decision-impact', simuladoId, questionId, correctOption] as const,
    queryFn: ({ signal }) => fetchDecisionImpact({ simuladoId, questionId, correctOption }, signal),
    enabled: pending !== null,
    staleTime: 0,
    retry: false,
  });
  const title =
    correctOption === null
      ? CONFIRM_UI.annulTitle(number)
      : CONFIRM_UI.changeTitle(number, keyLabel(correctOption));
  return (
    <Modal opened={pending !== null} onClose={onCancel} title={title} centered>
      <Stack gap="sm">
        {impact.isPending ? (
          <Group gap="xs" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <Text>{CONFIRM_UI.counting}</Text>
          </Group>
        ) : null}
        {impact.data ? (
          <Text fw={600} data-testid="decision-impact">
            {CONFIRM_UI.impact(impact.data.attempts, impact.data.emails)}
          </Text>
        ) : null}
        {impact.isError ? (
          <Alert color="red" variant="light" role="alert">
            {serverMessageOr(impact.error, CONFIRM_UI.failed)}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {CONFIRM_UI.irreversible}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {CONFIRM_UI.cancel}
          </Button>
          <Button color="red.8" onClick={onConfirm} loading={busy} disabled={!impact.isSuccess}>
            {correctOption === null ? CONFIRM_UI.confirmAnnul : CONFIRM_UI.confirmChange}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
