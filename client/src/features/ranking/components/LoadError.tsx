import { Alert, Button, Group, Text } from '@mantine/core';
import { serverMessageOr } from '../../../api/client';
import { RANKING_UI } from '../messages';

/** PRODUCT §8: the server message or 'Falha ao carregar rankings', under 'Erro!', with retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title={RANKING_UI.errorTitle} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{serverMessageOr(error, RANKING_UI.loadFailed)}</Text>
        <Button size="xs" color="red" variant="light" onClick={onRetry}>
          {RANKING_UI.retry}
        </Button>
      </Group>
    </Alert>
  );
}
