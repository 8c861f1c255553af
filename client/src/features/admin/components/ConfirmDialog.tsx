import { Button, Group, Modal, Text } from '@mantine/core';
import { ADMIN_UI } from '../messages';

/** A yes/no question before a deletion; the question is PRODUCT.md's text, letter for letter. */
export function ConfirmDialog({
  message,
  opened,
  busy,
  onConfirm,
  onCancel,
}: {
  message: string;
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
          {ADMIN_UI.delete}
        </Button>
      </Group>
    </Modal>
  );
}
