import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@gabaritei/shared';
import { localNow, serverNow } from '../clock';
import { local, readJson, removeKey, timerKey, writeJson } from '../storage';
import {
  nextWarning,
  passedWarnings,
  remainingSeconds,
  timerLevel,
  type TimerKind,
  type TimerLevel,
} from './timer';

export type ExamTimerState = {
  kind: TimerKind;
  /** Remaining (countdown) or elapsed (stopwatch) whole seconds. */
  seconds: number;
  level: TimerLevel;
  /** The warning on screen ('5 minutos restantes!'), for 3 s after its threshold. */
  warning: string | null;
  paused: boolean;
};

/**
 * The exam countdown (PRODUCT §4 Timer): remaining time to the server's `expiresAt`, read on
 * the server clock (device clock + offset), so a reload or a wrong device clock changes
 * nothing. Ticks every second; each warning fires once; at 0 `onTimeUp` fires once.
 */
export function useCountdown(options: {
  simuladoId: string;
  expiresAt: string;
  offsetMs: number;
  onTimeUp: () => void;
}): ExamTimerState {
  const { simuladoId, expiresAt, offsetMs } = options;
  const expiresAtMs = Date.parse(expiresAt);
  const onTimeUp = useRef(options.onTimeUp);
  onTimeUp.current = options.onTimeUp;
  const [seconds, setSeconds] = useState(() => remainingSeconds(expiresAtMs, serverNow(offsetMs)));
  const { warning, show } = useTimedWarning();

  useEffect(() => {
    const key = timerKey(simuladoId, 'EXAM');
    const fired = passedWarnings(remainingSeconds(expiresAtMs, serverNow(offsetMs)));
    let timeUp = false;
    const tick = () => {
      const left = remainingSeconds(expiresAtMs, serverNow(offsetMs));
      setSeconds(left);
      writeJson(local(), key, { seconds: left, savedAt: localNow() });
      const text = nextWarning(left, fired);
      if (text) show(text);
      if (left <= 0 && !timeUp) {
        timeUp = true;
        window.clearInterval(interval);
        onTimeUp.current();
      }
    };
    const interval = window.setInterval(tick, TIMINGS.timerTickMs);
    tick();
    return () => window.clearInterval(interval);
  }, [simuladoId, expiresAtMs, offsetMs, show]);

  return {
    kind: 'countdown',
    seconds,
    level: timerLevel('countdown', seconds),
    warning,
    paused: false,
  };
}

export type Stopwatch = ExamTimerState & { pause: () => void; resume: () => void };

/**
 * The practice stopwatch: counts up from the value stored for this simulado (restored on
 * return), can pause and resume, always 'safe'. Measured from timestamps, so a throttled
 * background tab still counts right.
 */
export function useStopwatch(simuladoId: string): Stopwatch {
  const key = timerKey(simuladoId, 'PRACTICE');
  const base = useRef<{ accumulatedMs: number; since: number | null } | null>(null);
  base.current ??= {
    accumulatedMs: readTimerSeconds(simuladoId, 'PRACTICE') * 1000,
    since: localNow(),
  };
  const elapsed = useCallback(() => {
    const { accumulatedMs, since } = base.current!;
    return Math.floor((accumulatedMs + (since === null ? 0 : localNow() - since)) / 1000);
  }, []);
  const [seconds, setSeconds] = useState(elapsed);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const tick = () => {
      const value = elapsed();
      setSeconds(value);
      writeJson(local(), key, { seconds: value, savedAt: localNow() });
    };
    if (paused) return;
    const interval = window.setInterval(tick, TIMINGS.timerTickMs);
    return () => window.clearInterval(interval);
  }, [key, paused, elapsed]);

  const pause = useCallback(() => {
    const state = base.current!;
    if (state.since === null) return;
    state.accumulatedMs += localNow() - state.since;
    state.since = null;
    const value = elapsed();
    setSeconds(value);
    writeJson(local(), key, { seconds: value, savedAt: localNow() });
    setPaused(true);
  }, [elapsed, key]);

  const resume = useCallback(() => {
    const state = base.current!;
    if (state.since !== null) return;
    state.since = localNow();
    setPaused(false);
  }, []);

  return { kind: 'stopwatch', seconds, level: 'safe', warning: null, paused, pause, resume };
}

/** The stored timer value of a simulado and mode, in seconds (0 when none). */
export function readTimerSeconds(simuladoId: string, mode: string): number {
  const stored = readJson(local(), timerKey(simuladoId, mode));
  if (typeof stored !== 'object' || stored === null || !('seconds' in stored)) return 0;
  const { seconds } = stored;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : 0;
}

/** Reset (PRODUCT §4): forgets the stored value. */
export function clearTimer(simuladoId: string, mode: string): void {
  removeKey(local(), timerKey(simuladoId, mode));
}

function useTimedWarning() {
  const [warning, setWarning] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setWarning(text);
    timer.current = window.setTimeout(() => setWarning(null), TIMINGS.timerWarningVisibleMs);
  }, []);
  return { warning, show };
}
