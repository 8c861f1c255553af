/**
 * Cleanup that must run even when the bench is interrupted (Ctrl-C, SIGTERM, a closed
 * terminal): processes started detached — the cluster's nginx, instances and worker — do
 * not get the terminal's signal, and a `finally` block does not run when a signal ends
 * the process. Registered steps run once, newest first, then the process exits 130.
 */
const steps: Array<() => Promise<unknown>> = [];
let interrupted = false;

/** Registers a step; the function returned unregisters it once it ran normally. */
export function onInterrupt(step: () => Promise<unknown>): () => void {
  steps.unshift(step);
  return () => {
    const index = steps.indexOf(step);
    if (index >= 0) steps.splice(index, 1);
  };
}

async function runSteps(signal: NodeJS.Signals) {
  if (interrupted) return; // a second Ctrl-C waits for the first cleanup
  interrupted = true;
  console.error(`\n${signal}: stopping what the bench started…`);
  for (const step of steps) {
    await step().catch((error: unknown) => console.error('cleanup step failed:', error));
  }
  process.exit(130);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, (name) => void runSteps(name));
}
