import { formatDate } from '../format/dates';
import { LOCALE, TIMEZONE } from '../limits';
import { SAVE_GRACE_MS } from './mode';

/**
 * When the gabarito (correct options, explanations, right/wrong marks) reaches candidates:
 * right after their attempt, or only once the official window closed — endDate
 * plus the save grace, when the last in-progress session stopped taking answers.
 */
export const ANSWER_KEY_RELEASES = ['IMMEDIATE', 'AFTER_END'] as const;
export type AnswerKeyRelease = (typeof ANSWER_KEY_RELEASES)[number];

export type KeyReleaseInput = {
  /** null: not chosen, so the default for its end date. */
  answerKeyRelease: AnswerKeyRelease | null;
  isPracticeOnly: boolean;
  endDate: Date | string | null;
  /**
   * The last deadline an accommodation (tempo adicional) allows: the key also waits for
   * it, so it never reaches anybody while an entitled candidate is still writing.
   */
  keyHoldUntil?: Date | string | null;
};

/** The default of a new simulado: embargoed whenever it has an official window's end. */
export function defaultAnswerKeyRelease(endDate: Date | string | null): AnswerKeyRelease {
  return endDate ? 'AFTER_END' : 'IMMEDIATE';
}

/**
 * THE key-embargo rule: the instant the key opens to non-admins, or null when it is open
 * from the start (IMMEDIATE, practice-only, or no end to wait for).
 */
export function keyReleasedAt(simulado: KeyReleaseInput): Date | null {
  const release = simulado.answerKeyRelease ?? defaultAnswerKeyRelease(simulado.endDate);
  if (release !== 'AFTER_END') return null;
  if (simulado.isPracticeOnly || simulado.endDate === null) return null;
  const end = new Date(simulado.endDate).getTime();
  const hold = simulado.keyHoldUntil ? new Date(simulado.keyHoldUntil).getTime() : end;
  return new Date(Math.max(end, hold) + SAVE_GRACE_MS);
}

export function isKeyReleased(simulado: KeyReleaseInput, now: Date): boolean {
  const releasedAt = keyReleasedAt(simulado);
  return releasedAt === null || now.getTime() >= releasedAt.getTime();
}

/** The embargo's end while it holds, null once the key is out (what the API carries). */
export function keyEmbargoedUntil(simulado: KeyReleaseInput, now: Date): Date | null {
  return isKeyReleased(simulado, now) ? null : keyReleasedAt(simulado);
}

const timeOfDay = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIMEZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * What the embargo holds back, named in its message: the commented key itself, a class's
 * per-question statistics, or the right/wrong marks of the data export.
 */
export type KeyDerived = 'key' | 'statistics' | 'marks';

const EMBARGOED_THING: Record<KeyDerived, string> = {
  key: 'O gabarito comentado será liberado',
  statistics: 'As estatísticas por questão serão liberadas com o gabarito,',
  marks: 'O acerto de cada questão será liberado com o gabarito,',
};

/**
 * '26/11/2026 às 12:15 (horário de Brasília)': THE way an instant something opens at is
 * written, so the results screen and Meus Relatórios never name two minutes for one release.
 */
export function formatReleaseInstant(at: Date | string): string {
  const instant = new Date(at);
  return `${formatDate(instant)} às ${timeOfDay.format(instant)} (horário de Brasília)`;
}

/** 'O gabarito comentado será liberado em 26/11/2026 às 12:15 (horário de Brasília).' */
export function keyEmbargoMessage(releasedAt: Date | string, what: KeyDerived = 'key'): string {
  return `${EMBARGOED_THING[what]} em ${formatReleaseInstant(releasedAt)}.`;
}
