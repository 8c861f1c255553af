import { ComingSoon } from '../../components/ComingSoon';

export function SimulatedPage() {
  return <ComingSoon title="Simulados" />;
}
