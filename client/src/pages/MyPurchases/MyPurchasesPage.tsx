import { ComingSoon } from '../../components/ComingSoon';

export function MyPurchasesPage() {
  return <ComingSoon title="Minhas Compras" />;
}
