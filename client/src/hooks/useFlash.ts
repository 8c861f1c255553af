import { useCallback, useEffect, useState } from 'react';

export type FlashTone = 'info' | 'error' | 'success';
export type Flash = { id: number; message: string; tone: FlashTone };

/** PRODUCT §4/§9: flash messages disappear after 2 to 5 s. */
export const FLASH_MS = { short: 2_000, long: 5_000 } as const;

let nextId = 0;

/**
 * One transient message at a time: a new one replaces the current and restarts its clock,
 * and each one clears itself after `durationMs`.
 */
export function useFlash() {
  const [state, setState] = useState<{ flash: Flash; durationMs: number } | null>(null);

  useEffect(() => {
    if (!state) return;
    const timer = window.setTimeout(() => setState(null), state.durationMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  const show = useCallback(
    (message: string, tone: FlashTone = 'info', durationMs: number = FLASH_MS.long) => {
      nextId += 1;
      setState({ flash: { id: nextId, message, tone }, durationMs });
    },
    [],
  );
  const dismiss = useCallback(() => setState(null), []);

  return { flash: state?.flash ?? null, show, dismiss };
}
