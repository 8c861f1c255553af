import { useEffect, useRef } from 'react';
import type { SimuladoSummary } from '@gabaritei/shared';
import { useCurrentUser } from '../../auth/queries';
import { forgetOpenExam, openExamFor } from '../engine/openExam';

/**
 * After a reload in the middle of an attempt, reopens the simulado that was on screen (the
 * access flow runs again: access, mode, resume), once, when the list and purchases are in.
 * An auto-selection from navigation state, started first, wins: the flow ignores a second
 * start while one runs.
 */
export function useReopenExam(
  simulados: SimuladoSummary[] | undefined,
  ready: boolean,
  start: (simulado: SimuladoSummary) => void,
): void {
  const { user } = useCurrentUser();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !ready || !simulados || !user) return;
    done.current = true;
    const id = openExamFor(user.id);
    if (!id) return;
    const simulado = simulados.find((s) => s.id === id);
    if (simulado) start(simulado);
    else forgetOpenExam();
  }, [simulados, ready, user, start]);
}
