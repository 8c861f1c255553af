import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveFlagsInput } from '@gabaritei/shared';
import { ApiError } from '../../../api/client';
import { FlagSaveQueue } from './flagQueue';
import { flagQueueKey } from '../storage';

const BACKOFF = { baseMs: 100, maxMs: 400 };

function deferredSender() {
  const calls: { input: SaveFlagsInput; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const send = vi.fn(
    (_session: string, input: SaveFlagsInput) =>
      new Promise<unknown>((resolve, reject) =>
        calls.push({ input, resolve: () => resolve({}), reject }),
      ),
  );
  return { send, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FlagSaveQueue', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('sends one request at a time, the newest state per question, and forgets what landed', async () => {
    const { send, calls } = deferredSender();
    const queue = new FlagSaveQueue('s1', { send, backoff: BACKOFF });
    queue.set('q1', { marked: true, struck: [] });
    queue.set('q1', { marked: true, struck: ['B'] });
    queue.set('q2', { marked: false, struck: ['A'] });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({ questionId: 'q1', marked: true, struck: [] });
    calls[0]!.resolve();
    await flush();
    // The newer q1 state arrived while the first was on its way: it goes next.
    expect(calls[1]!.input).toEqual({ questionId: 'q1', marked: true, struck: ['B'] });
    calls[1]!.resolve();
    await flush();
    calls[2]!.resolve();
    await flush();
    expect(queue.size).toBe(0);
    expect(localStorage.getItem(flagQueueKey('s1'))).toBeNull();
  });

  it('keeps a change made offline on the device and retries it; a reload picks it up', async () => {
    vi.useFakeTimers();
    const { send, calls } = deferredSender();
    const queue = new FlagSaveQueue('s1', { send, backoff: BACKOFF });
    queue.set('q1', { marked: true, struck: ['C'] });
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem(flagQueueKey('s1'))!)).toEqual({
      q1: { marked: true, struck: ['C'] },
    });
    // Another page (a reload) finds it and sends it.
    const { send: send2, calls: calls2 } = deferredSender();
    const reloaded = new FlagSaveQueue('s1', { send: send2, backoff: BACKOFF });
    expect(reloaded.pendingFlags()).toEqual({ q1: { marked: true, struck: ['C'] } });
    expect(calls2).toHaveLength(1);
    // The first queue retries after its back-off too.
    await vi.advanceTimersByTimeAsync(BACKOFF.maxMs);
    expect(calls).toHaveLength(2);
  });

  it('drops a refused change, and stops for good once the attempt is closed', async () => {
    const { send, calls } = deferredSender();
    const queue = new FlagSaveQueue('s1', { send, backoff: BACKOFF });
    queue.set('q1', { marked: true, struck: [] });
    queue.set('q2', { marked: true, struck: [] });
    calls[0]!.reject(new ApiError(400, { code: 'VALIDATION_ERROR', message: 'Questão inválida.' }));
    await flush();
    expect(calls[1]!.input.questionId).toBe('q2');
    calls[1]!.reject(new ApiError(409, { code: 'ALREADY_SUBMITTED', message: 'Você já enviou.' }));
    await flush();
    expect(queue.closed).toBe(true);
    queue.set('q3', { marked: true, struck: [] });
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem(flagQueueKey('s1'))).toBeNull();
  });
});
