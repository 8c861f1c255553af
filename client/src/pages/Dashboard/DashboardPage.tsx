import { ComingSoon } from '../../components/ComingSoon';
import { useCurrentUser } from '../../features/auth/queries';

export function DashboardPage() {
  const { user } = useCurrentUser();
  const firstName = user?.name.trim().split(/\s+/)[0];
  return <ComingSoon title={firstName ? `Olá, ${firstName}!` : 'Dashboard'} />;
}
