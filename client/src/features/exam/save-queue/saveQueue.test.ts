import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { AnswerSaveQueue, type QueuedSave, type SaveQueueEvent } from './saveQueue';
import { SessionClosedError } from './saveFailures';
import { saveQueueKey } from '../storage';

type Reply = 'ok' | 'network' | ApiError;

/** A server whose replies the test scripts; every request is recorded. */
function fakeServer(script: Reply[] = []) {
  const requests: QueuedSave[] = [];
  const send = vi.fn(async (_sessionId: string, save: QueuedSave) => {
    requests.push(save);
    const reply = script.shift() ?? 'ok';
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply instanceof ApiError) throw reply;
    return {};
  });
  return { send, requests };
}

let clock = 1_000;
function newQueue(send: ReturnType<typeof fakeServer>['send'], online = true) {
  return new AnswerSaveQueue('ses-1', {
    send,
    storage: localStorage,
    now: () => clock,
    isOnline: () => online,
    backoff: { baseMs: 1_000, maxMs: 8_000 },
    // The top of the jitter's range: each wait is its whole ceiling, so the timings below
    // are exact (saveQueue.jitter.test.ts draws them).
    random: () => 1,
  });
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const stored = () => JSON.parse(localStorage.getItem(saveQueueKey('ses-1')) ?? 'null');

beforeEach(() => {
  vi.useFakeTimers();
  clock = 1_000;
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('AnswerSaveQueue', () => {
  it('sends answers in order, one at a time, with increasing clientSeq', async () => {
    const server = fakeServer();
    const queue = newQueue(server.send);

    queue.enqueue('q1', 'A');
    queue.enqueue('q2', 'B');
    queue.enqueue('q3', null);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot().status).toBe('saving');
    await settle();

    expect(server.requests.map((r) => [r.questionId, r.selectedOption])).toEqual([
      ['q1', 'A'],
      ['q2', 'B'],
      ['q3', null],
    ]);
    const seqs = server.requests.map((r) => r.clientSeq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(3);
    expect(queue.getSnapshot()).toEqual({ status: 'saved', pending: 0 });
    expect(stored()).toBeNull();
  });

  it('follows the server clock for clientSeq, never going back', async () => {
    const server = fakeServer();
    const queue = newQueue(server.send);
    clock = 50_000;
    queue.enqueue('q1', 'A');
    clock = 10; // the offset was measured again and moved back
    queue.enqueue('q1', 'B');
    await settle();
    expect(server.requests.map((r) => r.clientSeq)).toEqual([50_000, 50_001]);
  });

  it('replaces an unsent answer to the same question but keeps the one in flight', async () => {
    const server = fakeServer();
    const queue = newQueue(server.send);

    queue.enqueue('q1', 'A'); // in flight
    queue.enqueue('q2', 'B');
    queue.enqueue('q1', 'C');
    queue.enqueue('q2', 'D');
    expect(queue.pendingAnswers()).toEqual({ q1: 'C', q2: 'D' });
    await settle();

    expect(server.requests.map((r) => `${r.questionId}${r.selectedOption}`)).toEqual([
      'q1A',
      'q1C',
      'q2D',
    ]);
  });

  it('retries a network failure with exponential back-off, keeping the order', async () => {
    const server = fakeServer(['network', 'network', 'network', 'ok', 'ok']);
    const queue = newQueue(server.send);

    queue.enqueue('q1', 'A');
    queue.enqueue('q2', 'B');
    await settle();
    expect(server.send).toHaveBeenCalledTimes(1);
    // No reply at all is no connection, even where the browser still says it is online.
    expect(queue.getSnapshot()).toEqual({ status: 'offline', pending: 2 });

    await vi.advanceTimersByTimeAsync(999);
    expect(server.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s
    expect(server.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // then 2 s
    expect(server.send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000); // then 4 s: accepted, and q2 right after
    expect(server.requests.map((r) => r.questionId)).toEqual(['q1', 'q1', 'q1', 'q1', 'q2']);
    expect(queue.getSnapshot()).toEqual({ status: 'saved', pending: 0 });
  });

  it('says it could not save now (not offline) when the server answered with a 5xx', async () => {
    const server = fakeServer([new ApiError(503, { message: 'Indisponível' }), 'ok']);
    const queue = newQueue(server.send);
    queue.enqueue('q1', 'A');
    await settle();
    expect(queue.getSnapshot()).toEqual({ status: 'retrying', pending: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(queue.getSnapshot()).toEqual({ status: 'saved', pending: 0 });
  });

  it('caps the back-off and says offline when the device is', async () => {
    const server = fakeServer(Array<Reply>(10).fill('network'));
    const queue = newQueue(server.send, false);
    queue.enqueue('q1', 'A');
    await settle();
    expect(queue.getSnapshot().status).toBe('offline');

    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000); // attempts 2..5
    expect(server.send).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(7_999); // capped at 8 s, not 16
    expect(server.send).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.send).toHaveBeenCalledTimes(6);
  });

  it('skips the wait when the connection is back', async () => {
    const server = fakeServer(['network']);
    const queue = newQueue(server.send);
    queue.enqueue('q1', 'A');
    await settle();

    queue.retryNow();
    await settle();
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot().status).toBe('saved');
  });

  it('keeps unsent answers across a reload and sends them from the new page', async () => {
    const before = fakeServer(['network']);
    const first = newQueue(before.send);
    first.enqueue('q1', 'A');
    first.enqueue('q2', 'B');
    await settle();
    expect(stored().pending.map((p: QueuedSave) => p.questionId)).toEqual(['q1', 'q2']);
    const lastSeq = stored().lastSeq as number;

    // The reload: a fresh queue for the same session, from storage only.
    const after = fakeServer();
    const second = newQueue(after.send);
    expect(second.pendingAnswers()).toEqual({ q1: 'A', q2: 'B' });
    second.enqueue('q3', 'C');
    await settle();

    expect(after.requests.map((r) => r.questionId)).toEqual(['q1', 'q2', 'q3']);
    expect(after.requests[2]!.clientSeq).toBeGreaterThan(lastSeq);
    expect(stored()).toBeNull();
  });

  it('flushes before a submit: resolves once the server has every answer', async () => {
    const server = fakeServer(['network']);
    const queue = newQueue(server.send);
    queue.enqueue('q1', 'A');
    queue.enqueue('q2', 'B');
    await settle(); // q1 failed, waiting out its back-off

    let flushed = false;
    const flush = queue.flush().then(() => (flushed = true));
    await settle();
    await flush;
    expect(flushed).toBe(true);
    expect(server.requests.map((r) => r.questionId)).toEqual(['q1', 'q1', 'q2']);
    await expect(queue.flush()).resolves.toBeUndefined();
  });

  it('rejects a flush that cannot reach the server, keeping the answers', async () => {
    const server = fakeServer(['network', 'network']);
    const queue = newQueue(server.send);
    queue.enqueue('q1', 'A');
    await settle();

    await expect(queue.flush()).rejects.toBeInstanceOf(TypeError);
    expect(queue.pendingAnswers()).toEqual({ q1: 'A' });
    expect(stored().pending).toHaveLength(1);
  });

  it('stops when the session expired, forgetting the outbox', async () => {
    const expired = new ApiError(400, {
      code: 'SESSION_EXPIRED',
      message: 'Seu tempo esgotou. Suas respostas foram enviadas automaticamente.',
    });
    const server = fakeServer([expired]);
    const queue = newQueue(server.send);
    const events: SaveQueueEvent[] = [];
    queue.onEvent((event) => events.push(event));

    queue.enqueue('q1', 'A');
    queue.enqueue('q2', 'B');
    await settle();

    expect(events).toEqual([{ type: 'closed', reason: 'expired', error: expired }]);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot().status).toBe('closed');
    expect(stored()).toBeNull();
    expect(queue.enqueue('q3', 'C')).toBeNull();
    await expect(queue.flush()).rejects.toBeInstanceOf(SessionClosedError);
  });

  it('drops a save the server refuses for itself and goes on with the rest', async () => {
    const refused = new ApiError(400, { message: 'Esta questão não pertence ao simulado.' });
    const server = fakeServer([refused]);
    const queue = newQueue(server.send);
    const events: SaveQueueEvent[] = [];
    queue.onEvent((event) => events.push(event));

    queue.enqueue('qx', 'A');
    queue.enqueue('q2', 'B');
    await settle();

    expect(events).toEqual([
      { type: 'rejected', save: expect.objectContaining({ questionId: 'qx' }), error: refused },
    ]);
    expect(server.requests.map((r) => r.questionId)).toEqual(['qx', 'q2']);
    expect(queue.getSnapshot().status).toBe('saved');
  });
});
