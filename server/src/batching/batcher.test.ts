import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

describe('createBatcher', () => {
  it('runs a lone item at once and groups the items that queue behind a running batch', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>({
      maxInFlight: 1,
      maxBatch: 100,
      async run(items) {
        batches.push(items);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return items.map((item) => item * 10);
      },
    });
    const first = batcher.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const rest = [2, 3, 4].map((item) => batcher.submit(item));
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps at most maxInFlight batches of at most maxBatch items running', async () => {
    let running = 0;
    let peak = 0;
    const sizes: number[] = [];
    const batcher = createBatcher<number, number>({
      maxInFlight: 2,
      maxBatch: 3,
      async run(items) {
        running += 1;
        peak = Math.max(peak, running);
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return items;
      },
    });
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(await Promise.all(items.map((item) => batcher.submit(item)))).toEqual(items);
    expect(peak).toBe(2);
    expect(Math.max(...sizes)).toBe(3);
  });

  it('retries the items of a failed batch one by one, so only the bad one fails', async () => {
    const batcher = createBatcher<number, number>({
      maxInFlight: 1,
      maxBatch: 100,
      async run(items) {
        if (items.includes(13)) throw new Error('bad item');
        return items;
      },
    });
    const outcomes = await Promise.allSettled([1, 13, 2].map((item) => batcher.submit(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });
});
