import { describe, expect, it } from 'vitest';
import {
  formatClock,
  nextWarning,
  passedWarnings,
  remainingSeconds,
  spokenClock,
  timerLevel,
} from './timer';

describe('timer rules', () => {
  it('is danger at 1 minute or less, warning at 5 or less, else safe; practice always safe', () => {
    expect(timerLevel('countdown', 301)).toBe('safe');
    expect(timerLevel('countdown', 300)).toBe('warning');
    expect(timerLevel('countdown', 61)).toBe('warning');
    expect(timerLevel('countdown', 60)).toBe('danger');
    expect(timerLevel('countdown', 0)).toBe('danger');
    expect(timerLevel('stopwatch', 10)).toBe('safe');
  });

  it('counts whole seconds to expiresAt on the server clock, never below 0', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_000, 500)).toBe(10);
    expect(remainingSeconds(10_000, 1_000)).toBe(9);
    expect(remainingSeconds(10_000, 20_000)).toBe(0);
  });

  it('formats the clock and says it in words', () => {
    expect(formatClock(545)).toBe('09:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-3)).toBe('00:00');
    expect(spokenClock(3723)).toBe('1 hora, 2 minutos e 3 segundos');
    expect(spokenClock(60)).toBe('1 minuto');
    expect(spokenClock(0)).toBe('0 segundos');
  });

  it('fires each warning once, as its threshold is crossed', () => {
    const fired = passedWarnings(11 * 60);
    expect(nextWarning(10 * 60 + 1, fired)).toBeNull();
    expect(nextWarning(10 * 60, fired)).toBe('10 minutos restantes!');
    expect(nextWarning(9 * 60, fired)).toBeNull();
    expect(nextWarning(5 * 60, fired)).toBe('5 minutos restantes!');
    expect(nextWarning(60, fired)).toBe('Último minuto!');
    expect(nextWarning(30, fired)).toBeNull();
  });

  it('skips the thresholds already behind at the start and shows only the most urgent', () => {
    expect(nextWarning(4 * 60, passedWarnings(4 * 60))).toBeNull();
    expect(nextWarning(50, passedWarnings(11 * 60))).toBe('Último minuto!');
  });
});
