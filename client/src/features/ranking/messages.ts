import { FIGURE_LABELS, FIGURE_MEANINGS } from '@gabaritei/shared';

/** pt-BR texts of the rankings screen and the projector view (PRODUCT §2 Rankings, §8). */
export const RANKING_UI = {
  title: 'Ranking dos Simulados',
  selectLabel: 'Simulado',
  noSimulados: 'Nenhum simulado disponível no momento.',
  noResults: 'Ainda não há resultados para este simulado.',
  unavailableTitle: 'Rankings ainda não disponíveis',
  errorTitle: 'Erro!',
  loadFailed: 'Falha ao carregar rankings',
  retry: 'Tentar Novamente',
  participants: 'Participantes',
  average: 'Média Geral',
  myPosition: 'Sua Posição',
  percentile: 'Percentil',
  /** Which figure the percentages are (shared/results/figures): never a bare '%'. */
  scaleNote: `Média Geral e cada linha: ${FIGURE_LABELS.percentOfPoints.toLowerCase()} (% dos pontos). ${FIGURE_MEANINGS.percentOfPoints}`,
  list: 'Classificação Geral',
  you: 'Você',
  live: 'Ao vivo',
  offline: 'Reconectando...',
  goToMe: 'Ir para minha posição',
  projector: 'Modo Projeção',
  loading: 'Carregando ranking...',
  exitProjector: 'Sair do Modo Projeção',
  fullScreen: 'Tela cheia',
  topOf: (n: number) => `Top ${n}`,
  /** 'Turma Noturna'; a class already named 'Turma …' keeps its name as it is. */
  classLabel: (name: string) => (/^turmas?\s/i.test(name.trim()) ? name : `Turma ${name}`),
  clock: 'Horário de Brasília',
} as const;

export const formatPercent = (value: number): string => `${Math.round(value)}%`;
export const formatRank = (rank: number): string => `${rank}º`;
