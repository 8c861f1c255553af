import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { setPopInterceptor } from './popGuard';

export type LeaveGuard = {
  /** The warning is on screen: confirm or stay. */
  asking: boolean;
  /** 'Voltar' inside the exam: asks first while the clock runs, else leaves at once. */
  requestLeave: (leave: () => void) => void;
  confirm: () => void;
  stay: () => void;
};

/**
 * Leaving a timed exam warns that the clock keeps running: 'Voltar' and any
 * in-app link ask first (a dialog), closing or reloading the tab gets the browser's own
 * beforeunload prompt, and an address edited by hand (a new #/… typed in the bar) is put
 * back and asks too. `active` is true only while an official attempt is being answered,
 * so a submit's navigation to /results is never held up.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const activeRef = useRef(active);
  activeRef.current = active;
  const [pending, setPending] = useState<(() => void) | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A leave already confirmed: the router's own navigation must not be asked again.
  const confirmed = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      activeRef.current && !confirmed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // The router cannot block a history entry it did not make (an edited hash has no `idx`
  // in its state), so the pop guard, which runs before the router's listener, keeps the
  // router from seeing the change; the exam's address is put back and the dialog asks.
  useEffect(() => {
    if (!active) return;
    const examState: unknown = window.history.state;
    const examHref = window.location.href;
    setPopInterceptor((event) => {
      const state = event.state as { idx?: unknown } | null;
      if (typeof state?.idx === 'number') return false;
      const target = window.location.hash.replace(/^#/, '') || '/';
      if (target.split('?')[0] === pathname) return false;
      window.history.replaceState(examState, '', examHref);
      setPending(() => () => {
        confirmed.current = true;
        navigate(target);
      });
      return true;
    });
    return () => setPopInterceptor(null);
  }, [active, pathname, navigate]);

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
