import { formatPercent } from '@gabaritei/shared';

/** pt-BR texts of the dashboard that docs/PRODUCT.md leaves to us (PRODUCT §2, §9 banners). */
export const DASHBOARD_MESSAGES = {
  subtitle: 'Acompanhe seus simulados, suas compras e sua evolução.',
  resultsFailed: 'Erro ao carregar seus resultados',
  noPurchases: 'Você ainda não adquiriu nenhum simulado.',
  starterTitle: 'Hora de começar!',
  starterBody:
    'Você já tem simulados na sua conta. Que tal fazer o primeiro agora e descobrir em que ponto da preparação você está?',
  starterAction: 'Fazer meu primeiro simulado',
  praiseTitle: 'Mandou bem!',
  praiseBody: (average: number) =>
    `Sua média está em ${formatPercent(average, 0)}. Continue nesse ritmo: a aprovação está cada vez mais perto!`,
} as const;
