import { ComingSoon } from '../../components/ComingSoon';

export function RankingsPage() {
  return <ComingSoon title="Ranking dos Simulados" />;
}
