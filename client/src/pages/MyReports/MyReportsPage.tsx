import { ComingSoon } from '../../components/ComingSoon';

export function MyReportsPage() {
  return <ComingSoon title="Meus Relatórios" />;
}
