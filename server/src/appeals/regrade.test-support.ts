import type { JobMap, Processors } from '../jobs/types';

/**
 * Holds back one job's processor of an in-process runtime, as if its worker were stopped:
 * the jobs queue up (each waits in its processor) until `release()` starts the worker.
 */
export function holdJobs<M extends JobMap, N extends keyof M & string>(
  processors: Processors<M>,
  name: N,
): { release(): void; restore(): void } {
  const original = processors[name];
  let release!: () => void;
  const started = new Promise<void>((resolve) => (release = resolve));
  processors[name] = async (payload) => {
    await started;
    return original(payload);
  };
  return {
    release,
    restore: () => {
      release();
      processors[name] = original;
    },
  };
}
