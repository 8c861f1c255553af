import { formatPercent } from './numbers';

/**
 * Share of the participants the candidate is ahead of, 0–100: those ranked below them over
 * everybody who took part, the candidate included. 1st of 4 → 75; 4th of 4 → 0. Alone there
 * is nobody to be ahead of, so a sole participant gets null, shown as "único participante"
 * instead of a "0%" that reads like a bug.
 */
export function aheadOfPercent(rank: number, participants: number): number | null {
  // A rank past the count (a stale count) still counts the candidate among the participants.
  const total = Math.max(rank, participants);
  if (total <= 1 || rank < 1) return null;
  return ((total - rank) / total) * 100;
}

/** "1º de 4 · à frente de 75% dos participantes"; "1º de 1 · único participante até agora". */
export function positionLabel(rank: number, participants: number): string {
  const place = `${rank}º de ${Math.max(rank, participants)}`;
  const ahead = aheadOfPercent(rank, participants);
  if (ahead === null) return `${place} · único participante até agora`;
  return `${place} · à frente de ${formatPercent(ahead, 0)} dos participantes`;
}

/** The one line that says how the figure is computed, next to it on screen and in the PDF. */
export const POSITION_FORMULA =
  'À frente de = participantes classificados abaixo de você ÷ total de participantes (você incluído).';
