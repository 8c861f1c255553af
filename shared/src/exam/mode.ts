/**
 * The mode a user has for a simulado (PRODUCT §4), decided in one place so the
 * server's answer and any client-side preview can never disagree. Simulados without
 * dates are always open.
 */
export const EXAM_MODES = ['BEFORE_START', 'EXAM', 'REVIEW', 'PRACTICE'] as const;
export type ExamMode = (typeof EXAM_MODES)[number];

export type ModeInput = {
  now: Date;
  isPracticeOnly: boolean;
  startDate: Date | null;
  endDate: Date | null;
  /** The user's official attempt has been submitted (or finalised on expiry). */
  hasSubmittedOfficial: boolean;
};

export function decideMode(input: ModeInput): ExamMode {
  const now = input.now.getTime();
  if (input.isPracticeOnly) return 'PRACTICE';
  if (input.startDate && now < input.startDate.getTime()) return 'BEFORE_START';
  if (input.endDate && now >= input.endDate.getTime()) return 'PRACTICE';
  if (input.hasSubmittedOfficial) return 'REVIEW';
  return 'EXAM';
}

/** Saves arriving this long after expiresAt are still accepted: requests in flight. */
export const SAVE_GRACE_MS = 15_000;

/**
 * expiresAt = min(startedAt + duration, endDate), each moved by the candidate's extra
 * time (tempo adicional): the server clock decides, and an official attempt never
 * outlives the simulado's window (the window, too, is longer by her extra time).
 */
export function computeExpiresAt(
  startedAt: Date,
  durationMinutes: number,
  endDate: Date | null,
  extraMinutes = 0,
): Date {
  const extra = extraMinutes * 60_000;
  const byDuration = startedAt.getTime() + durationMinutes * 60_000 + extra;
  return new Date(endDate ? Math.min(byDuration, endDate.getTime() + extra) : byDuration);
}

/** The end of the window for a candidate with `extraMinutes` of extra time. */
export function endFor(endDate: Date | null, extraMinutes: number): Date | null {
  return endDate ? new Date(endDate.getTime() + extraMinutes * 60_000) : null;
}
