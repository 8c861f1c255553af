import { Alert, Button, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatClock, spokenClock } from '../../features/exam/timer/timer';
import {
  useCountdown,
  useStopwatch,
  type ExamTimerState,
} from '../../features/exam/timer/useExamTimer';
import { extraTimeLabel, useExtraMinutes } from '../../features/exam/timer/extraTime';
import classes from './FloatingTimer.module.css';

/** Exam: remaining time to the server's expiresAt; at 0 `onTimeUp` submits. */
export function CountdownTimer(props: {
  simuladoId: string;
  expiresAt: string;
  offsetMs: number;
  onTimeUp: () => void;
}) {
  const timer = useCountdown(props);
  const extra = useExtraMinutes(props.simuladoId);
  return (
    <TimerPill timer={timer} label="Tempo restante">
      {extra > 0 ? (
        <Text size="xs" data-testid="extra-time" style={{ whiteSpace: 'nowrap' }}>
          {extraTimeLabel(extra)}
        </Text>
      ) : null}
    </TimerPill>
  );
}

/** Practice: elapsed time, with pause and resume. */
export function StopwatchTimer({ simuladoId }: { simuladoId: string }) {
  const timer = useStopwatch(simuladoId);
  return (
    <TimerPill timer={timer} label="Tempo decorrido">
      <Button
        size="compact-xs"
        variant="white"
        color="dark"
        onClick={timer.paused ? timer.resume : timer.pause}
        aria-pressed={timer.paused}
      >
        {timer.paused ? 'Retomar' : 'Pausar'}
      </Button>
    </TimerPill>
  );
}

/** The sticky strip above the paper: the timer, then the save status, on the right. */
export function FloatingDock({ children }: { children: ReactNode }) {
  return (
    <div className={classes.dock} data-testid="exam-strip">
      {children}
    </div>
  );
}

/**
 * The floating pill (PRODUCT §2): the clock is a `timer` region (not announced every second);
 * the warnings go to an assertive live region that stays mounted, so each is read once.
 */
function TimerPill({
  timer,
  label,
  children,
}: {
  timer: ExamTimerState;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div className={classes.pill} data-level={timer.level} data-testid="exam-timer">
        <div role="timer" aria-label={`${label}: ${spokenClock(timer.seconds)}`}>
          <Text span size="xs" fw={600} aria-hidden>
            {label}
          </Text>{' '}
          <span className={classes.clock} aria-hidden>
            {formatClock(timer.seconds)}
          </span>
        </div>
        {timer.paused ? <VisuallyHidden>(pausado)</VisuallyHidden> : null}
        {children}
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {timer.warning ? (
          <Alert
            className={classes.warning}
            color={timer.level === 'danger' ? 'red.8' : 'orange.9'}
            variant="filled"
            p="xs"
          >
            {timer.warning}
          </Alert>
        ) : null}
      </div>
    </>
  );
}
