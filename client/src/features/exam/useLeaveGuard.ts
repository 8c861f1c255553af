import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';

export type LeaveGuard = {
  /** The warning is on screen: confirm or stay. */
  asking: boolean;
  /** 'Voltar' inside the exam: asks first while the clock runs, else leaves at once. */
  requestLeave: (leave: () => void) => void;
  confirm: () => void;
  stay: () => void;
};

/**
 * Leaving a timed exam warns that the clock keeps running (issue 16): 'Voltar' and any
 * in-app link ask first (a dialog), closing or reloading the tab gets the browser's own
 * beforeunload prompt. `active` is true only while an official attempt is being answered,
 * so a submit's navigation to /results is never held up.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const activeRef = useRef(active);
  activeRef.current = active;
  const [pending, setPending] = useState<(() => void) | null>(null);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      activeRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only prompt when returnValue is set; the text itself is not shown.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  // The attempt ended while a link was held (time up): let the navigation through.
  useEffect(() => {
    if (!active && blocker.state === 'blocked') blocker.proceed();
  }, [active, blocker]);

  const requestLeave = useCallback((leave: () => void) => {
    if (activeRef.current) setPending(() => leave);
    else leave();
  }, []);

  const confirm = useCallback(() => {
    const leave = pending;
    setPending(null);
    if (leave) leave();
    else if (blocker.state === 'blocked') blocker.proceed();
  }, [pending, blocker]);

  const stay = useCallback(() => {
    setPending(null);
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  return { asking: pending !== null || blocker.state === 'blocked', requestLeave, confirm, stay };
}
