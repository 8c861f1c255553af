import { TIMINGS, countLabel } from '@gabaritei/shared';
import { TIMER_WARNINGS } from '../messages';

export type TimerLevel = 'safe' | 'warning' | 'danger';
export type TimerKind = 'countdown' | 'stopwatch';

/** PRODUCT §4 Timer: danger at 1 minute or less, warning at 5 or less; practice is always safe. */
export function timerLevel(kind: TimerKind, seconds: number): TimerLevel {
  if (kind === 'stopwatch') return 'safe';
  if (seconds <= 60) return 'danger';
  if (seconds <= 5 * 60) return 'warning';
  return 'safe';
}

/** Whole seconds left until `expiresAtMs` on the server clock, never below 0. */
export function remainingSeconds(expiresAtMs: number, serverNowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - serverNowMs) / 1000));
}

/** "09:05" or, from an hour on, "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** "1 hora, 2 minutos e 3 segundos" — what a screen reader hears instead of "1:02:03". */
export function spokenClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) parts.push(countLabel(h, 'hora', 'horas'));
  if (m) parts.push(countLabel(m, 'minuto', 'minutos'));
  if (s || parts.length === 0) parts.push(countLabel(s, 'segundo', 'segundos'));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : parts[0]!;
}

/** The warning thresholds (minutes) already behind when a countdown starts: never announced. */
export function passedWarnings(seconds: number): Set<number> {
  return new Set(TIMINGS.timerWarningMinutes.filter((minutes) => seconds <= minutes * 60));
}

/**
 * The warning to show now, if a threshold was just crossed; marks every crossed one as
 * fired (each fires once). When several are crossed at once (a tab asleep) only the most
 * urgent is shown.
 */
export function nextWarning(seconds: number, fired: Set<number>): string | null {
  let warning: string | null = null;
  for (const minutes of TIMINGS.timerWarningMinutes) {
    if (seconds > minutes * 60 || fired.has(minutes)) continue;
    fired.add(minutes);
    warning = TIMER_WARNINGS[minutes] ?? null;
  }
  return warning;
}
