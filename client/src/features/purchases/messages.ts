import { ApiError } from '../../api/client';

/** pt-BR texts of the payment, dashboard and purchase screens (PRODUCT §2, §8). */
export const PURCHASE_MESSAGES = {
  loadFailed: 'Erro ao carregar suas compras',
  simuladoLoadFailed: 'Erro ao carregar o simulado',
  backToList: 'Voltar aos Simulados',
  alreadyOwned: 'Você já possui este simulado!',
  paymentFailed: 'Erro ao processar pagamento. Tente novamente.',
  approvedTitle: 'Pagamento Aprovado!',
  approvedBody: 'Você já pode acessar o simulado',
  confirmed: '✓ Pagamento Confirmado',
  /** A free item was never paid for: it says what it is, access granted. */
  freeAccess: '✓ Acesso garantido',
  empty: 'Nenhuma compra ainda',
  free: 'Gratuito',
} as const;

/** PRODUCT §8 payment: a second purchase says so; anything else is one generic failure. */
export function paymentErrorMessage(error: unknown): string {
  const alreadyOwned =
    error instanceof ApiError && error.message.toLowerCase().includes('já comprou');
  return alreadyOwned ? PURCHASE_MESSAGES.alreadyOwned : PURCHASE_MESSAGES.paymentFailed;
}
