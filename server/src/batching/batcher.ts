/**
 * Groups calls that arrive together into one call of `run`, with at most `maxInFlight`
 * batches running at once. Under light load every item runs alone at once; under load
 * the items that queue while the running batches finish go together — on PGlite (one
 * connection, ~0.5 ms of WASM overhead per statement) and on PostgreSQL (one round trip
 * and one commit per batch) that is what lets the exam's saves scale.
 */
export function createBatcher<I, O>(options: {
  maxInFlight: number;
  maxBatch: number;
  run(items: I[]): Promise<O[]>;
}) {
  type Waiting = { item: I; resolve(value: O): void; reject(error: unknown): void };
  const queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function runBatch(batch: Waiting[]): Promise<void> {
    try {
      const results = await options.run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index] as O));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad item must not fail its neighbours: each runs again on its own.
      await Promise.all(batch.map((waiting) => runBatch([waiting])));
    }
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      inFlight += 1;
      void runBatch(queue.splice(0, options.maxBatch)).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // setImmediate, not a microtask: requests parsed in the same turn of the event
        // loop then join one batch.
        if (!scheduled) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
  };
}
