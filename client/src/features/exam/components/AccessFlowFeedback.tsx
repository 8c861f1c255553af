import { BlockingOverlay } from '../../../components/BlockingOverlay';
import { FlashMessage } from '../../../components/FlashMessage';
import { EXAM_UI_MESSAGES } from '../messages';
import { useSubmitRetrying } from '../mutations';
import { SIMULADOS_MESSAGES } from '../../simulados/messages';
import type { ExamAccessFlow } from '../session/useExamAccessFlow';

/**
 * What the access flow shows over the screen: 'Verificando acesso...' while access and mode
 * load, 'Calculando seu desempenho...' while an attempt is submitted ('Enviando…' while a
 * submit that got no answer waits to be resent), and the flash messages.
 */
export function AccessFlowFeedback({ flow }: { flow: ExamAccessFlow }) {
  const { exam } = flow;
  const resending = useSubmitRetrying();
  return (
    <>
      {flow.checking ? <BlockingOverlay label={SIMULADOS_MESSAGES.checkingAccess} /> : null}
      {exam.submitting ? (
        <BlockingOverlay
          label={resending ? EXAM_UI_MESSAGES.sending : EXAM_UI_MESSAGES.calculating}
        />
      ) : null}
      <FlashMessage flash={flow.flash} onClose={flow.dismissFlash} />
    </>
  );
}
