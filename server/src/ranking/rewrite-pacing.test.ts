import { describe, expect, it } from 'vitest';
import { REWRITE_PACING, createRewritePacing } from './rewrite-pacing';

/** The pacing on a clock the test moves by hand: no waiting, no database. */
function pacedAt(start = 10_000, msPerResult: number = REWRITE_PACING.defaultMsPerResult) {
  const clock = { now: start };
  const pacing = createRewritePacing({ now: () => clock.now, msPerResult });
  return { clock, pacing };
}

describe('the pacing of snapshot rewrites', () => {
  it('holds a large field’s rewrite while results arrive, and runs it once they pause', () => {
    const { clock, pacing } = pacedAt();
    // 50,000 results: a rewrite would cost about 0.4 s, so the field must hold still 1 s.
    pacing.sawField('s', 50_000);
    expect(pacing.due('s').waitMs).toBe(REWRITE_PACING.maxHoldMs);
    for (let more = 1; more <= 3; more++) {
      clock.now += 400;
      pacing.sawField('s', 50_000 + more * 100);
      expect(pacing.due('s').waitMs).toBe(REWRITE_PACING.maxHoldMs);
    }
    // Reads that find the same count do not move the hold: it ends 1 s after the last change.
    clock.now += 600;
    pacing.sawField('s', 50_300);
    expect(pacing.due('s').waitMs).toBe(400);
    clock.now += 400;
    pacing.sawField('s', 50_300);
    expect(pacing.due('s').waitMs).toBe(0);
  });

  it('never holds a rewrite more than the longest staleness, however long results arrive', () => {
    const { clock, pacing } = pacedAt();
    let participants = 50_000;
    pacing.sawField('s', participants);
    const first = pacing.due('s');
    const waits: number[] = [];
    for (let t = 0; t < REWRITE_PACING.maxStaleMs; t += 250) {
      clock.now += 250;
      pacing.sawField('s', (participants += 10));
      waits.push(pacing.due('s').waitMs);
    }
    expect(first.waitMs).toBe(REWRITE_PACING.maxHoldMs);
    // The asks near the end are all due when the staleness ends: at once, the same moment.
    expect(waits.at(-1)).toBe(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(REWRITE_PACING.maxHoldMs);
    // Once it ran, the next rewrite waits for its spacing, and is held from scratch.
    pacing.rewrote('s', 400);
    pacing.sawField('s', (participants += 10));
    expect(pacing.due('s').waitMs).toBe(REWRITE_PACING.spacing * 400);
    clock.now += REWRITE_PACING.maxStaleMs - 1;
    pacing.sawField('s', participants + 10);
    expect(pacing.due('s').waitMs).toBe(1);
  });

  it('spaces rewrites by three of their durations, capped', () => {
    const { clock, pacing } = pacedAt();
    pacing.sawField('s', 10);
    pacing.rewrote('s', 100);
    // 50 ms after a rewrite of 100 ms: 250 ms of its spacing are left.
    clock.now += 50;
    expect(pacing.due('s')).toEqual({ waitMs: 250, key: String(10_300) });
    pacing.rewrote('s', 5_000);
    expect(pacing.due('s').waitMs).toBe(REWRITE_PACING.maxSpacingMs);
  });

  it('barely holds a small field, whose rewrite costs little', () => {
    const { pacing } = pacedAt();
    pacing.sawField('small', 40);
    expect(pacing.due('small').waitMs).toBeLessThan(5);
    // Another simulado's burst is its own.
    pacing.sawField('large', 50_000);
    expect(pacing.due('small').waitMs).toBeLessThan(5);
    expect(pacing.due('large').waitMs).toBe(REWRITE_PACING.maxHoldMs);
  });

  it('names the same moment for asks that wait for it, so they share one delayed job', () => {
    const { clock, pacing } = pacedAt(20_000, 1);
    pacing.sawField('s', 200);
    const first = pacing.due('s');
    clock.now += 100;
    const second = pacing.due('s');
    expect(second.key).toBe(first.key);
    expect(second.waitMs).toBe(first.waitMs - 100);
  });
});
