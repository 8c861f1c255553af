import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { blankRuleLine, countLabel, formatTime, type ScoringRule } from '@gabaritei/shared';
import { serverNow } from '../../features/exam/clock';
import { formatClock, remainingSeconds } from '../../features/exam/timer/timer';

/** The time left of the official attempt, ticking while a dialog is open. */
function useTimeLeft(expiresAt: string, offsetMs: number, running: boolean): number {
  const read = () => remainingSeconds(Date.parse(expiresAt), serverNow(offsetMs));
  const [seconds, setSeconds] = useState(read);
  useEffect(() => {
    if (!running) return;
    const tick = () => setSeconds(remainingSeconds(Date.parse(expiresAt), serverNow(offsetMs)));
    tick();
    const id = window.setInterval(tick, 1_000);
    return () => window.clearInterval(id);
  }, [expiresAt, offsetMs, running]);
  return seconds;
}

type Clocked = { expiresAt: string; offsetMs: number };

/**
 * 'Enviar resposta' on an official attempt, always: it is sent once, so the candidate sees
 * how many questions are blank, how many are still marked 'Revisar depois', how much time
 * is left, and what a blank is worth under the simulado's rule, before confirming.
 */
export function SubmitConfirmDialog({
  opened,
  unanswered,
  marked,
  total,
  scoring,
  expiresAt,
  offsetMs,
  onConfirm,
  onCancel,
}: Clocked & {
  opened: boolean;
  unanswered: number;
  marked: number;
  total: number;
  scoring: ScoringRule;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const seconds = useTimeLeft(expiresAt, offsetMs, opened);
  return (
    <Modal opened={opened} onClose={onCancel} title="Enviar a prova agora?" centered>
      <Stack gap="sm">
        <Text fw={700} data-testid="confirm-unanswered">
          {unanswered === 0
            ? `Todas as ${total} questões respondidas.`
            : `${countLabel(unanswered, 'questão', 'questões')} sem resposta (de ${total}).`}
        </Text>
        <Text fw={marked > 0 ? 700 : undefined} data-testid="confirm-marked">
          {marked === 0
            ? "Nenhuma questão marcada para 'Revisar depois'."
            : `${countLabel(marked, 'questão ainda marcada', 'questões ainda marcadas')} para 'Revisar depois'.`}
        </Text>
        <Text data-testid="confirm-time-left">
          Tempo restante: <strong>{formatClock(seconds)}</strong>
        </Text>
        <Text size="sm" c="dimmed" data-testid="confirm-rule">
          Depois de enviada, a tentativa oficial não pode ser refeita. {blankRuleLine(scoring)}
        </Text>
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Voltar à prova
          </Button>
          <Button onClick={onConfirm}>
            {unanswered + marked > 0 ? 'Enviar mesmo assim' : 'Enviar agora'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Leaving while the official clock runs: it keeps running on the server. */
export function LeaveConfirmDialog({
  opened,
  expiresAt,
  offsetMs,
  onLeave,
  onStay,
}: Clocked & { opened: boolean; onLeave: () => void; onStay: () => void }) {
  const seconds = useTimeLeft(expiresAt, offsetMs, opened);
  return (
    <Modal opened={opened} onClose={onStay} title="Sair da prova?" centered>
      <Stack gap="sm">
        <Text fw={700} data-testid="leave-warning">
          O relógio continua correndo: a prova termina às {formatTime(expiresAt)}, mesmo que você
          saia.
        </Text>
        <Text>
          Tempo restante: <strong>{formatClock(seconds)}</strong>. Suas respostas ficam salvas e
          você pode continuar pelo catálogo ou pelo painel.
        </Text>
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          <Button variant="default" onClick={onLeave}>
            Sair mesmo assim
          </Button>
          <Button onClick={onStay} data-autofocus>
            Continuar na prova
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
