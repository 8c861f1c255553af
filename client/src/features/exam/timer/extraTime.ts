import { useSyncExternalStore } from 'react';

/**
 * Each simulado's extra time (tempo adicional) for the signed-in candidate, in minutes, as
 * the server said it: with the mode (the dialog) and with `exam:deadline` (a grant while she
 * writes). A tiny store, so the timer shows it without threading it through the paper.
 */
const minutes = new Map<string, number>();
const listeners = new Set<() => void>();

export function setExtraMinutes(simuladoId: string, extra: number): void {
  if ((minutes.get(simuladoId) ?? 0) === extra) return;
  minutes.set(simuladoId, extra);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useExtraMinutes(simuladoId: string): number {
  return useSyncExternalStore(subscribe, () => minutes.get(simuladoId) ?? 0);
}

/** 'Tempo adicional: +60 min', on the mode dialog and under the timer. */
export const extraTimeLabel = (extra: number) => `Tempo adicional: +${extra} min`;
