import { ComingSoon } from '../../components/ComingSoon';

export function ContactsPage() {
  return <ComingSoon title="Contato" />;
}
