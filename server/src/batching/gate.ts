import { createBatcher } from './batcher';

/**
 * Runs at most `limit` of the calls given to it at once, the others in arrival order as
 * those finish: admission control for a burst (the exam's start). The batcher
 * with batches of one is exactly that, and a call's failure stays its own.
 */
export function createGate(limit: number) {
  const batcher = createBatcher<() => Promise<unknown>, unknown>({
    maxInFlight: limit,
    maxBatch: 1,
    run: async ([call]) => [await call!()],
  });
  return <T>(call: () => Promise<T>): Promise<T> => batcher.submit(call) as Promise<T>;
}
