import { ComingSoon } from '../../components/ComingSoon';

export function TeacherDashboardPage() {
  return <ComingSoon title="Minhas Turmas" />;
}
