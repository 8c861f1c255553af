import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatReleaseInstant, type GrantHold } from '@gabaritei/shared';

/** What a grant holds back for everybody, said before it is saved. */
export function grantHoldMessage(hold: GrantHold): string {
  if (hold.after === null)
    return 'O gabarito deste simulado não espera pelo término: o tempo adicional não retém o gabarito, os relatórios nem o ranking final.';
  const after = formatReleaseInstant(hold.after);
  if (hold.before !== null && hold.before.getTime() === hold.after.getTime())
    return `O gabarito, os relatórios e o ranking final de todos os candidatos continuam liberados em ${after}.`;
  const before = hold.before ? `, em vez de ${formatReleaseInstant(hold.before)}` : '';
  return `O gabarito, os relatórios e o ranking final de todos os candidatos passam a ser liberados em ${after}${before}.`;
}

/**
 * The one question before a grant: the key waits for the largest extra time, so a few
 * minutes typed wrong would hold back everybody's key, reports and final ranking.
 */
export function GrantConfirmDialog({
  grant,
  hold,
  busy,
  onConfirm,
  onCancel,
}: {
  grant: { email: string; extraMinutes: number } | null;
  hold: GrantHold | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={grant !== null} onClose={onCancel} title="Confirmar tempo adicional" centered>
      {grant && hold ? (
        <Stack gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            +{grant.extraMinutes} min para {grant.email}
          </Text>
          <Text>{grantHoldMessage(hold)}</Text>
        </Stack>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          Confirmar
        </Button>
      </Group>
    </Modal>
  );
}
