import { Loader, Overlay, Paper, Portal, Stack, Text } from '@mantine/core';

/**
 * Covers the screen while a step the user must wait for runs ('Verificando acesso...'),
 * so a second card cannot be picked meanwhile. The label is announced as a status.
 */
export function BlockingOverlay({ label }: { label: string }) {
  return (
    <Portal>
      <Overlay fixed blur={2} backgroundOpacity={0.35} zIndex={300} center>
        <Paper shadow="md" p="lg" mx="md" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text fw={600}>{label}</Text>
          </Stack>
        </Paper>
      </Overlay>
    </Portal>
  );
}
