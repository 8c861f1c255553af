import { Navigate, useLocation } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';

/** SPEC §2 Payment: reached with state simuladoId; without it the list is the place to be. */
export function PaymentPage() {
  const state: unknown = useLocation().state;
  if (!hasSimuladoId(state)) return <Navigate to="/simulated" replace />;
  return <ComingSoon title="Pagamento" />;
}

function hasSimuladoId(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'simuladoId' in state && !!state.simuladoId;
}
