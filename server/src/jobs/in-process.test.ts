import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createInProcessQueue } from './in-process';
import { QueueClosedError, type JobDefinition, type Processors } from './types';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The queue knows no job of the areas: the test declares its own two. */
type TestJobs = {
  'system.ping': JobDefinition<{ nonce: string }, { pong: string; processedBy: string }>;
  'mail.send': JobDefinition<
    { to: string; subject: string; text: string; html: string },
    { delivered: 'smtp' | 'log' }
  >;
};

/** Processors whose `mail.send` the test scripts; `system.ping` echoes. */
function setup(mailSend: Processors<TestJobs>['mail.send'], baseBackoffMs = 10) {
  const processors: Processors<TestJobs> = {
    'system.ping': async ({ nonce }) => ({ pong: nonce, processedBy: 'test' }),
    'mail.send': mailSend,
  };
  return createInProcessQueue({ processors: () => processors, logger, baseBackoffMs });
}

const message = (subject: string) => ({ to: 'a@b.c', subject, text: 't', html: '<p>t</p>' });

describe('in-process job queue', () => {
  it('processes an enqueued job', async () => {
    const sent: string[] = [];
    const queue = setup(async (m) => {
      sent.push(m.subject);
      return { delivered: 'log' };
    });
    await queue.enqueue('mail.send', message('olá'));
    await expect.poll(() => sent).toEqual(['olá']);
    await queue.close();
  });

  it('honours the delay', async () => {
    const ranAt: number[] = [];
    const queue = setup(async () => {
      ranAt.push(performance.now());
      return { delivered: 'log' };
    });
    const start = performance.now();
    await queue.enqueue('mail.send', message('later'), { delayMs: 150 });
    await sleep(60);
    expect(ranAt).toEqual([]);
    await expect.poll(() => ranAt.length, { timeout: 2000 }).toBe(1);
    // Timers may fire a millisecond early; never much earlier.
    expect(ranAt[0]! - start).toBeGreaterThanOrEqual(145);
    await queue.close();
  });

  it('deduplicates by jobId while the job is unfinished, and runs the id again afterwards', async () => {
    let runs = 0;
    const queue = setup(async () => {
      runs++;
      await sleep(30);
      return { delivered: 'log' };
    });
    const first = queue.enqueueAndWait('mail.send', message('a'), { jobId: 'x', delayMs: 20 });
    await queue.enqueue('mail.send', message('b'), { jobId: 'x' });
    await sleep(35); // now running: still a duplicate
    const second = queue.enqueueAndWait('mail.send', message('c'), { jobId: 'x' });
    await expect(first).resolves.toEqual({ delivered: 'log' });
    await expect(second).resolves.toEqual({ delivered: 'log' });
    expect(runs).toBe(1);

    await queue.enqueueAndWait('mail.send', message('d'), { jobId: 'x' });
    expect(runs).toBe(2);
    await queue.close();
  });

  it('retries with exponential back-off, then fails with the last error', async () => {
    const attempts: number[] = [];
    const queue = setup(async () => {
      attempts.push(performance.now());
      throw new Error(`attempt ${attempts.length} failed`);
    }, 40);
    await expect(queue.enqueueAndWait('mail.send', message('x'), { attempts: 3 })).rejects.toThrow(
      'attempt 3 failed',
    );
    expect(attempts).toHaveLength(3);
    const [a, b, c] = attempts as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(35); // 40 ms
    expect(c - b).toBeGreaterThanOrEqual(75); // 80 ms
    await queue.close();
  });

  it('succeeds when a retry succeeds', async () => {
    let calls = 0;
    const queue = setup(async () => {
      calls++;
      if (calls < 2) throw new Error('flaky');
      return { delivered: 'smtp' };
    });
    await expect(queue.enqueueAndWait('mail.send', message('x'))).resolves.toEqual({
      delivered: 'smtp',
    });
    expect(calls).toBe(2);
    await queue.close();
  });

  it('enqueueAndWait returns the result, or rejects on timeout', async () => {
    const queue = setup(async () => {
      await sleep(200);
      return { delivered: 'log' };
    });
    await expect(queue.enqueueAndWait('system.ping', { nonce: 'n1' })).resolves.toEqual({
      pong: 'n1',
      processedBy: 'test',
    });
    await expect(
      queue.enqueueAndWait('mail.send', message('slow'), { timeoutMs: 50 }),
    ).rejects.toThrow(/timed out/);
    await queue.close();
  });

  it('close waits for running jobs, cancels waiting ones and refuses new ones', async () => {
    let finished = false;
    const queue = setup(async () => {
      await sleep(150);
      finished = true;
      return { delivered: 'log' };
    });
    const running = queue.enqueueAndWait('mail.send', message('running'));
    // Caught at once: it rejects during close(), before the assertion below looks at it.
    const delayed = queue
      .enqueueAndWait('mail.send', message('delayed'), { delayMs: 10_000 })
      .catch((error: unknown) => error);
    await sleep(20);
    const started = performance.now();
    await queue.close();
    expect(finished).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    await expect(running).resolves.toEqual({ delivered: 'log' });
    expect(await delayed).toBeInstanceOf(QueueClosedError);
    await expect(queue.enqueue('system.ping', { nonce: 'late' })).rejects.toBeInstanceOf(
      QueueClosedError,
    );
  });

  it('close does not wait out a retry back-off', async () => {
    const queue = setup(async () => {
      throw new Error('down');
    }, 5_000);
    const job = queue
      .enqueueAndWait('mail.send', message('x'), { attempts: 5 })
      .catch((error: unknown) => error);
    await sleep(20);
    const started = performance.now();
    await queue.close();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await job).toMatchObject({ message: 'down' });
  });
});
