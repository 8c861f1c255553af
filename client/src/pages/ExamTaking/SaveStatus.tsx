import { Alert, Text } from '@mantine/core';
import { EXAM_UI_MESSAGES as M } from '../../features/exam/messages';
import type { SaveQueueSnapshot } from '../../features/exam/save-queue/saveQueue';
import classes from './FloatingTimer.module.css';

/**
 * Where the answers are: 'Salvando…', 'Salvo', or — offline or failing — that they are kept
 * on this device. A polite live region that stays mounted, floating under the timer.
 */
export function SaveStatus({ status }: { status: SaveQueueSnapshot['status'] }) {
  return (
    <div role="status" aria-live="polite" data-testid="save-status" data-status={status}>
      {status === 'saving' ? (
        <Text size="sm" className={classes.chip}>
          {M.saving}
        </Text>
      ) : null}
      {status === 'saved' ? (
        <Text size="sm" fw={600} className={`${classes.chip} ${classes.saved}`}>
          ✓ {M.saved}
        </Text>
      ) : null}
      {status === 'offline' || status === 'retrying' ? (
        <Alert color="orange.9" variant="filled" p="xs" className={classes.warning}>
          {status === 'offline' ? M.offline : M.retrying}
        </Alert>
      ) : null}
    </div>
  );
}
