/** A task that runs on an interval until stopped. */
export type PeriodicTask = { stop(): Promise<void> };

/**
 * Runs `task` every `intervalMs` (and at once with `immediately`), never two runs at a
 * time: a tick that finds the previous run still going is skipped. A failure goes to
 * `onError` and the next tick tries again. The timer does not keep the process alive;
 * `stop()` clears it and waits for a run in progress, so shutdown never cuts one short.
 * Used by the expiry sweep, the auth purge and the report pre-render scheduler.
 */
export function startPeriodic(
  task: () => Promise<unknown>,
  options: { intervalMs: number; immediately?: boolean; onError(error: unknown): void },
): PeriodicTask {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = task()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  if (options.immediately) tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
