import { describe, expect, it } from 'vitest';
import { coalesce, type CoalesceMemory } from './types';

/**
 * coalesce() is pure given the time: these pass the queue's "now" by hand, a clock the
 * test moves, so the windows and the leading edge are checked without waiting for them.
 */
describe('coalesce', () => {
  const W = 250;
  const options = { jobId: 'ranking:s1', coalesceMs: W, leading: true, attempts: 2 };

  it('delays every request to its window’s end without a leading edge', () => {
    expect(coalesce({ jobId: 'x', coalesceMs: W }, 1_010)).toEqual({ jobId: 'x:4', delayMs: 240 });
    expect(coalesce({ jobId: 'x', coalesceMs: W, leading: true }, 1_010)).toEqual({
      jobId: 'x:4',
      delayMs: 240,
    });
    expect(coalesce({ jobId: 'x', delayMs: 7 }, 1_010)).toEqual({ jobId: 'x', delayMs: 7 });
  });

  it('runs the first request after a quiet window at once, the rest at the window’s end', () => {
    const memory: CoalesceMemory = new Map();
    let now = 10_000; // window 40
    expect(coalesce(options, now, memory)).toEqual({
      jobId: 'ranking:s1:40:lead',
      delayMs: 0,
      attempts: 2,
    });
    now += 60;
    expect(coalesce(options, now, memory)).toMatchObject({ jobId: 'ranking:s1:40', delayMs: 190 });
    // The next window is still busy: it trails too.
    now += 250;
    expect(coalesce(options, now, memory)).toMatchObject({ jobId: 'ranking:s1:41', delayMs: 190 });
    // One window without a request (42): window 43 leads again.
    now += 500;
    expect(coalesce(options, now, memory)).toMatchObject({
      jobId: 'ranking:s1:43:lead',
      delayMs: 0,
    });
    // Another id has its own memory.
    expect(coalesce({ ...options, jobId: 'ranking:s2' }, now, memory)).toMatchObject({
      jobId: 'ranking:s2:43:lead',
    });
  });

  it('forgets quiet ids once it holds many', () => {
    const memory: CoalesceMemory = new Map();
    for (let i = 0; i < 10_000; i++) memory.set(`old:${i}`, 1);
    coalesce(options, 10_000, memory);
    expect(memory).toEqual(new Map([['ranking:s1', 40]]));
  });
});
