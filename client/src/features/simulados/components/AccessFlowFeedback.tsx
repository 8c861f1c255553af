import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BlockingOverlay } from '../../../components/BlockingOverlay';
import { FlashMessage } from '../../../components/FlashMessage';
import { SIMULADOS_MESSAGES } from '../messages';
import type { ExamAccessFlow } from '../useExamAccessFlow';

/** What the access flow shows: the checking overlay, its flash messages and where it ends. */
export function AccessFlowFeedback({ flow }: { flow: ExamAccessFlow }) {
  return (
    <>
      {flow.checking ? <BlockingOverlay label={SIMULADOS_MESSAGES.checkingAccess} /> : null}
      <FlashMessage flash={flow.flash} onClose={flow.dismissFlash} />
      <Modal
        opened={flow.granted !== null}
        onClose={flow.closeGranted}
        title="Acesso liberado!"
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {/* Placeholder until the exam screen ships; the exam issue replaces this dialog. */}
        <Stack gap="md">
          <Text>
            O simulado <strong>{flow.granted?.title}</strong> já está na sua conta.
          </Text>
          <Text c="dimmed" size="sm">
            A tela de prova chega na próxima versão do Gabaritei. Assim que ela estiver no ar, você
            poderá fazer este simulado por aqui.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to="/my-purchases">
              Minhas Compras
            </Button>
            <Button onClick={flow.closeGranted}>Entendi</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
