import { Button, Group, Modal, Text } from '@mantine/core';
import { ADMIN_UI } from '../messages';

/** A yes/no question before a deletion, which says what the deletion will really do. */
export function ConfirmDialog({
  message,
  opened,
  busy,
  onConfirm,
  onCancel,
  confirmLabel = ADMIN_UI.delete,
}: {
  message: string;
  /** The confirming button says what it does ('Arquivar' for a simulado with history). */
  confirmLabel?: string;
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Confirmação" centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {ADMIN_UI.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
