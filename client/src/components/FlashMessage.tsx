import { Affix, Alert } from '@mantine/core';
import type { Flash } from '../hooks/useFlash';

// Shades dark enough for white text at 4.5:1 or more (green.8 was 3.4:1, which axe flags).
const COLORS = { info: 'blue.8', error: 'red.9', success: 'teal.9' } as const;

/**
 * A transient message pinned to the bottom of the viewport, so it is seen wherever the user
 * scrolled to. The live region stays mounted so screen readers announce each new message.
 */
export function FlashMessage({ flash, onClose }: { flash: Flash | null; onClose: () => void }) {
  return (
    // The band spans the width, but only the message itself may take clicks: a button beside it
    // (say, a row's 'Deletar' scrolled to the bottom) must stay clickable.
    <Affix
      position={{ bottom: 16, left: 16, right: 16 }}
      zIndex={400}
      style={{ pointerEvents: 'none' }}
    >
      <div aria-live="polite" style={{ maxWidth: 520, margin: '0 auto' }}>
        {flash ? (
          <Alert
            key={flash.id}
            color={COLORS[flash.tone]}
            variant="filled"
            withCloseButton
            closeButtonLabel="Fechar aviso"
            onClose={onClose}
            role={flash.tone === 'error' ? 'alert' : 'status'}
            style={{ boxShadow: 'var(--mantine-shadow-md)', pointerEvents: 'auto' }}
          >
            {flash.message}
          </Alert>
        ) : null}
      </div>
    </Affix>
  );
}
