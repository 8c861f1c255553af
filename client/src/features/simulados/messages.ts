import { countLabel } from '@gabaritei/shared';

/** pt-BR texts of the simulados list and the exam access flow (PRODUCT §2, §4, §8). */
export const SIMULADOS_MESSAGES = {
  title: 'Simulados',
  practice: 'Praticar',
  empty: 'Nenhum simulado encontrado.',
  listFailed: 'Erro ao buscar os simulados',
  loadingInfo: 'Carregando informações...',
  checkingAccess: 'Verificando acesso...',
  notFound: 'Simulado não encontrado.',
  accessFailed: (detail: string) => `Erro ao verificar acesso: ${detail}`,
  autoPurchaseFailed: (detail: string) => `Erro ao processar compra automática: ${detail}`,
  free: 'GRATUITO',
  owned: 'ADQUIRIDO',
  noSubject: 'N/A',
} as const;

/** "1 questão", "10 questões". */
export function questionCountLabel(count: number): string {
  return countLabel(count, 'questão', 'questões');
}

/** "1 minuto", "90 minutos" (PRODUCT §2 Payment). */
export function minutesLabel(minutes: number): string {
  return countLabel(minutes, 'minuto', 'minutos');
}
