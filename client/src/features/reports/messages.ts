import { formatReleaseInstant } from '@gabaritei/shared';

/** pt-BR texts of /my-reports (PRODUCT §2 "My reports", §8). */
export const REPORT_UI = {
  title: 'Meus Relatórios',
  loading: 'Carregando seus relatórios...',
  loadFailed: 'Falha ao carregar relatórios',
  errorTitle: 'Erro!',
  retry: 'Tentar Novamente',
  practiceBadge: 'Modo Treino',
  officialBadge: 'Oficial',
  grade: 'Nota:',
  rank: 'Classificação:',
  practiceRank: 'Classificação (Simulada):',
  completedAt: 'Concluído em:',
  noDate: 'Data não disponível',
  ready: 'Relatório Disponível',
  processing: 'Em processamento...',
  waiting: 'Aguardando processamento do simulado',
  waitingForKey: 'Aguardando a liberação do gabarito',
  keyRelease: (at: string) => `O relatório sai com o gabarito, em ${formatReleaseInstant(at)}.`,
  endRelease: (at: string) => `Disponível após o término, em ${formatReleaseInstant(at)}.`,
  practiceWarning:
    'Esta classificação é simulada: ela mostra a posição que você teria se tivesse feito o ' +
    'simulado no modo oficial.',
  download: 'Baixar Relatório PDF',
  downloading: 'Baixando...',
  downloadFailed: 'Erro ao baixar relatório. Por favor, tente novamente.',
  empty: 'Você ainda não completou nenhum simulado.',
  emptyLink: 'Ver Simulados Disponíveis',
  infoTitle: 'Sobre os relatórios',
  info: [
    'Os relatórios são gerados após o término oficial de cada simulado.',
    'Cada relatório traz a análise do seu desempenho por disciplina e questão por questão.',
    'Nas tentativas oficiais, o relatório mostra a sua classificação no ranking.',
    'Os relatórios incluem gráficos e recomendações de estudo personalizadas.',
  ],
} as const;

/** Fallbacks of the download when the server says nothing better (PRODUCT §8). */
export const DOWNLOAD_ERRORS = {
  failed: 'Failed to download report',
  http: (status: number) => `HTTP error ${status}`,
  generating: 'Error generating report',
  emptyPdf: 'Failed to generate report PDF',
} as const;
