import { ComingSoon } from '../../components/ComingSoon';

export function AdminPanelPage() {
  return <ComingSoon title="Painel do Administrador" />;
}
