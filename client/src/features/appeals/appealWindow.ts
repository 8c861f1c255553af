import { APPEAL_MESSAGES, formatDateTime, type AppealWindow } from '@gabaritei/shared';

/**
 * What the review says of the appeals window, and whether 'Interpor recurso' shows: only
 * while the window is open for someone whose official attempt was submitted.
 */
export function appealWindowState(
  window: AppealWindow,
  now: Date,
): { canFile: boolean; line: string } {
  const { opensAt, closesAt, open, eligible } = window;
  if (!closesAt || !opensAt)
    return { canFile: false, line: 'Este simulado ainda não tem prazo de recursos definido.' };
  const range = `de ${formatDateTime(opensAt)} até ${formatDateTime(closesAt)}`;
  if (!eligible)
    return { canFile: false, line: `${APPEAL_MESSAGES.noOfficialAttempt} Prazo: ${range}.` };
  if (open)
    return {
      canFile: true,
      line: `Prazo de recursos aberto até ${formatDateTime(closesAt)}: use 'Interpor recurso' na questão.`,
    };
  if (now.getTime() > new Date(closesAt).getTime())
    return { canFile: false, line: `O prazo de recursos terminou em ${formatDateTime(closesAt)}.` };
  return { canFile: false, line: `O prazo de recursos vai ${range}.` };
}
