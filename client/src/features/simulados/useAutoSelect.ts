import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SimuladoSummary } from '@gabaritei/shared';

/** Navigation state that opens one simulado's access flow on arrival (PRODUCT §2). */
export type AutoSelectState = { autoSelectSimuladoId: string };

/**
 * Honours `location.state.autoSelectSimuladoId` (set after a login that interrupted a pick,
 * and by 'Fazer Simulado' in My purchases): once the list and the user's purchases are
 * known, starts the flow for that simulado exactly once and clears the state, so neither a
 * reload nor the back button reopens it.
 */
export function useAutoSelect(
  simulados: SimuladoSummary[] | undefined,
  ready: boolean,
  start: (simulado: SimuladoSummary) => void,
  onMissing: () => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = autoSelectIdOf(location.state);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!wanted || !simulados || !ready || handled.current === location.key) return;
    handled.current = location.key;
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
    const simulado = simulados.find((s) => s.id === wanted);
    if (simulado) start(simulado);
    else onMissing();
  }, [wanted, simulados, ready, location, navigate, start, onMissing]);
}

function autoSelectIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('autoSelectSimuladoId' in state)) {
    return null;
  }
  const id = state.autoSelectSimuladoId;
  return typeof id === 'string' && id !== '' ? id : null;
}
