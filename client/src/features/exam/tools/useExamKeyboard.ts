import { useEffect, useRef } from 'react';
import type { SimuladoFormat } from '@gabaritei/shared';
import { isArrowOnOption, keyAction, keysBelongElsewhere, type KeyAction } from './examKeys';

/**
 * The exam's keys on the whole page (the mapping is examKeys.ts). A key some
 * element already handled (a Certo/Errado group's own C/E) or one typed where keys
 * belong to something else is left alone.
 */
export function useExamKeyboard(
  enabled: boolean,
  format: SimuladoFormat,
  onAction: (action: KeyAction) => void,
): void {
  const handler = useRef(onAction);
  handler.current = onAction;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (keysBelongElsewhere(event.target)) return;
      if (isArrowOnOption(event.target, event.key)) event.preventDefault();
      const action = keyAction(event, format);
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, format]);
}
