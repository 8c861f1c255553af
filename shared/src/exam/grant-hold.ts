import { keyReleasedAt, type KeyReleaseInput } from './key-release';

/** A simulado's key-release fields as the admin screen holds them (no key hold of its own). */
export type GrantHoldSimulado = Omit<KeyReleaseInput, 'keyHoldUntil'>;

/** What a grant of extra time would hold back for everybody, before and after it. */
export type GrantHold = {
  /** When the key, the reports and the final ranking open today; null: not held. */
  before: Date | null;
  /** When they would open with this grant; null: not held (IMMEDIATE, practice-only, no end). */
  after: Date | null;
};

/**
 * The key waits for the largest extra time of the simulado (key_hold_until = end + max
 * minutes), so one grant moves everybody's key release, reports and final ranking. A
 * second grant to the same e-mail replaces the first, so her current minutes leave the
 * maximum before the new ones enter it.
 */
export function grantHold(
  simulado: GrantHoldSimulado,
  grants: ReadonlyArray<{ email: string; extraMinutes: number }>,
  grant: { email: string; extraMinutes: number },
): GrantHold {
  const email = grant.email.trim().toLowerCase();
  const largest = (list: ReadonlyArray<{ extraMinutes: number }>) =>
    list.reduce((max, row) => Math.max(max, row.extraMinutes), 0);
  const others = grants.filter((row) => row.email.trim().toLowerCase() !== email);
  const holdAt = (minutes: number) => {
    if (!simulado.endDate || minutes === 0) return null;
    return new Date(new Date(simulado.endDate).getTime() + minutes * 60_000);
  };
  return {
    before: keyReleasedAt({ ...simulado, keyHoldUntil: holdAt(largest(grants)) }),
    after: keyReleasedAt({
      ...simulado,
      keyHoldUntil: holdAt(Math.max(largest(others), grant.extraMinutes)),
    }),
  };
}
