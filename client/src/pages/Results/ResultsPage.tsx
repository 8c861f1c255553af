import { Navigate, useLocation } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';

/** SPEC §2 Results: the answers arrive in navigation state; with none, go to the reports. */
export function ResultsPage() {
  const state: unknown = useLocation().state;
  if (state == null) return <Navigate to="/my-reports" replace />;
  return <ComingSoon title="Simulado Concluído!" />;
}
