/**
 * The one window 'popstate' listener that may run before the router's. Listeners on
 * window fire in the order they were added, and the hash router cannot block an entry it
 * did not make (an address edited by hand): so this is installed before the router is
 * created, and a screen that must not be left unasked (a timed exam, useLeaveGuard) sets
 * the interceptor. An interceptor that answers true has handled the change: the router
 * never sees it.
 */
type Interceptor = (event: PopStateEvent) => boolean;

let interceptor: Interceptor | null = null;
let installed = false;

export function installPopGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    if (interceptor?.(event)) event.stopImmediatePropagation();
  });
}

export function setPopInterceptor(next: Interceptor | null): void {
  interceptor = next;
}
