import { z } from 'zod';

/** pt-BR texts of the reports area (PRODUCT §2 "My reports", §8). */
export const REPORT_MESSAGES = {
  notReady:
    'O relatório ainda está em processamento. Ele fica disponível após o término oficial do simulado.',
  notFound: 'Você ainda não concluiu este simulado, então não há relatório para baixar.',
  forbidden: 'Você não tem permissão para acessar os relatórios deste aluno.',
  browserUnavailable:
    'A geração de PDF está indisponível: nenhum navegador Chromium foi encontrado no servidor. ' +
    'Instale o Chromium ou defina PUPPETEER_EXECUTABLE_PATH com o caminho do navegador.',
  renderFailed: 'Não foi possível gerar o relatório agora. Tente novamente em instantes.',
  loadFailed: 'Falha ao carregar relatórios',
  downloadFailed: 'Erro ao baixar relatório. Por favor, tente novamente.',
} as const;

export const ATTEMPT_TYPES = ['PRACTICE', 'OFFICIAL'] as const;

/** One card of /my-reports (PRODUCT §3 "Report item"): one per completed attempt. */
export const reportItemSchema = z.object({
  simuladoId: z.string(),
  title: z.string(),
  subject: z.string().nullable(),
  attemptType: z.enum(ATTEMPT_TYPES),
  /** 0 to 100. */
  userScore: z.number(),
  userRank: z.number().int().nullable(),
  totalParticipants: z.number().int().nullable(),
  completedAt: z.string().nullable(),
  endDate: z.string().nullable(),
  reportReady: z.boolean(),
  /**
   * The instant the report opens: the key's release (keyReleasedAt) when the simulado embargoes
   * it, else its end; null when there is nothing to wait for. The same instant the results
   * screen names, from the same function.
   */
  availableAt: z.string().nullable(),
  /** The report waits for the key's release (not only for the end). */
  waitingForKey: z.boolean(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

/** A report is ready once the simulado has no end date or its end date has passed. */
export function isReportReady(endDate: Date | string | null, now: Date): boolean {
  if (endDate === null) return true;
  return new Date(endDate).getTime() <= now.getTime();
}

/** Letters and digits kept, every run of anything else one dash, no dash at the ends. */
function sanitiseForFileName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * PRODUCT §7: 'relatorio-' + sanitised user name + sanitised title + '.pdf', non-alphanumerics
 * as dashes. Accents are dropped first so 'Conceição' reads 'Conceicao', not 'Concei-o'.
 */
export function reportFileName(userName: string, title: string): string {
  const parts = [sanitiseForFileName(userName), sanitiseForFileName(title)].filter(Boolean);
  return `relatorio-${parts.join('-')}.pdf`;
}
