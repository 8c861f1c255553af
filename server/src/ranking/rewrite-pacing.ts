/**
 * When a simulado's snapshot may be rewritten, per process. A rewrite costs the whole
 * field (about 0.4 s of PostgreSQL for 50,000 results) and, during a burst of submissions,
 * every one of them is taken from the submits. The watchers do not wait for it: each job
 * broadcasts the live top of the ranking first. So while results keep arriving the rewrite
 * is held back, and it runs once the field has held still for a while (`holdMs`), or once
 * the rewrite has been held back for MAX_STALE_MS — a steady stream still moves the pages.
 */
export const REWRITE_PACING = {
  /** Rewrites of a simulado are this many of their durations apart. */
  spacing: 3,
  /** The longest spacing after a rewrite, however long it took. */
  maxSpacingMs: 3_000,
  /** The longest the field must hold still before a rewrite. */
  maxHoldMs: 1_000,
  /** The longest a rewrite is held back while results keep arriving. */
  maxStaleMs: 5_000,
  /** A rewrite's cost per result before this process has timed one (50,000 in 0.4 s). */
  defaultMsPerResult: 0.008,
} as const;

type FieldState = {
  /** The count of results the last live read saw, and when it last changed. */
  participants?: number;
  changedAt?: number;
  /** The last rewrite's duration, and the earliest start of the next one. */
  lastRewriteMs?: number;
  quietUntil: number;
  /** Since when a rewrite has been waited for (cleared by a rewrite). */
  pendingSince?: number;
};

export type RewritePacing = ReturnType<typeof createRewritePacing>;

/** Rewrites at once, every time: for timing a rewrite's own work (the ranking bench). */
export const unpacedRewrites: RewritePacing = {
  sawField: () => undefined,
  rewrote: () => undefined,
  due: () => ({ waitMs: 0, key: '0' }),
  forget: () => undefined,
};

/** When a rewrite may start: in `waitMs`, at the moment `key` names (for a delayed job). */
export type RewriteDue = { waitMs: number; key: string };

/**
 * `now`: this pacing's clock in milliseconds (tests move it by hand); `msPerResult`: the
 * cost per result assumed until a rewrite was timed.
 */
export function createRewritePacing({
  now = () => performance.now(),
  msPerResult = REWRITE_PACING.defaultMsPerResult,
}: { now?: () => number; msPerResult?: number } = {}) {
  const fields = new Map<string, FieldState>();
  const stateOf = (simuladoId: string): FieldState => {
    const state = fields.get(simuladoId) ?? { quietUntil: 0 };
    fields.set(simuladoId, state);
    return state;
  };

  /** How long the field must hold still: what the next rewrite would cost, spaced. */
  function holdMs(state: FieldState): number {
    const rewriteMs = state.lastRewriteMs ?? (state.participants ?? 0) * msPerResult;
    return Math.min(REWRITE_PACING.spacing * rewriteMs, REWRITE_PACING.maxHoldMs);
  }

  return {
    /**
     * A live read of the field. A count other than the last one means results arrived
     * (the first read counts too: a recompute is only asked for after a change).
     */
    sawField(simuladoId: string, participants: number): void {
      const state = stateOf(simuladoId);
      if (state.participants !== participants) state.changedAt = now();
      state.participants = participants;
    },

    /** A rewrite just ended, after `durationMs`. */
    rewrote(simuladoId: string, durationMs: number): void {
      const state = stateOf(simuladoId);
      state.lastRewriteMs = durationMs;
      const spacing = REWRITE_PACING.spacing * durationMs;
      state.quietUntil = now() + Math.min(spacing, REWRITE_PACING.maxSpacingMs);
      state.pendingSince = undefined;
    },

    /**
     * The earliest moment the simulado's rewrite may start: after its spacing and once the
     * field held still for `holdMs` — but never past MAX_STALE_MS after the first ask, so
     * a job put off to that moment finds it come.
     */
    due(simuladoId: string): RewriteDue {
      const state = stateOf(simuladoId);
      const at = now();
      state.pendingSince ??= at;
      const still = state.changedAt === undefined ? 0 : state.changedAt + holdMs(state);
      const wanted = Math.max(state.quietUntil, still);
      const due = Math.min(wanted, state.pendingSince + REWRITE_PACING.maxStaleMs);
      return { waitMs: due - at, key: String(Math.round(due)) };
    },

    /** Forgets a simulado (a deleted one). */
    forget(simuladoId: string): void {
      fields.delete(simuladoId);
    },
  };
}
