import {
  hasExactRole,
  keyEmbargoedUntil,
  type AnswerKeyRelease,
  type SessionUser,
} from '@gabaritei/shared';

/** The columns the key embargo depends on. */
export type KeyReleaseRow = {
  answer_key_release: AnswerKeyRelease | null;
  is_practice_only: boolean;
  end_date: Date | null;
  /** The last accommodated deadline (tempo adicional): the key waits for it too. */
  key_hold_until: Date | null;
};

/**
 * Until when a simulado's key is embargoed for non-admins (null: it is out). The rule is
 * shared/'s keyReleasedAt; this only maps the row, so every area asks the same question.
 */
export function keyEmbargoOf(simulado: KeyReleaseRow, now: Date): Date | null {
  return keyEmbargoedUntil(
    {
      answerKeyRelease: simulado.answer_key_release,
      isPracticeOnly: simulado.is_practice_only,
      endDate: simulado.end_date,
      keyHoldUntil: simulado.key_hold_until,
    },
    now,
  );
}

/**
 * THE rule for everything derived from the key (correct options, explanations, right or
 * wrong per question, per-question figures, key decisions): until when `viewer` may not
 * obtain it, null when they may. Only an ADMIN is never held; candidates, teachers and
 * anonymous callers alike wait for keyReleasedAt.
 */
export function keyEmbargoFor(
  viewer: SessionUser | null,
  simulado: KeyReleaseRow,
  now: Date,
): Date | null {
  return canReadAnswerKey(viewer) ? null : keyEmbargoOf(simulado, now);
}

/** The one rule for the catalogue: only an ADMIN reads the gabarito before an attempt. */
export function canReadAnswerKey(viewer: SessionUser | null): boolean {
  return hasExactRole(viewer, 'ADMIN');
}

/** Opened: its start passed, or it has none (an undated simulado is always open). */
export function hasOpened(simulado: { start_date: Date | null }, now: Date): boolean {
  return simulado.start_date === null || simulado.start_date.getTime() <= now.getTime();
}

/**
 * The paper (question texts and options) reaches a non-admin only when they may sit it
 * now: access by THE access rule (access/access.ts) and the simulado opened.
 * Before that a paid paper would be public days ahead of the exam.
 */
export function canReadPaper(input: {
  viewer: SessionUser | null;
  hasAccess: boolean;
  simulado: { start_date: Date | null };
  now: Date;
}): boolean {
  if (canReadAnswerKey(input.viewer)) return true;
  return input.viewer !== null && input.hasAccess && hasOpened(input.simulado, input.now);
}
