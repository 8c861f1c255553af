import { afterEach, describe, expect, it } from 'vitest';
import { QueueClosedError, type JobDefinition, type JobQueue, type Processors } from './types';

/** The queue knows no job of the areas: the contract declares its own two. */
export type ContractJobs = {
  'test.echo': JobDefinition<{ nonce: string }, { echoed: string }>;
  'test.work': JobDefinition<{ label: string }, { done: string }>;
};

/** A queue under test, running the processors it was given, and how to take it down. */
export type QueueUnderTest = {
  queue: JobQueue<ContractJobs>;
  /** The first retry's pause; later ones double it (exponential back-off). */
  backoffMs: number;
  /** Closes the queue (if the test did not) and everything that ran its jobs. */
  dispose(): Promise<void>;
};

export type MakeQueue = (processors: Processors<ContractJobs>) => Promise<QueueUnderTest>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A `test.work` processor the test scripts; `test.echo` echoes. */
type Work = Processors<ContractJobs>['test.work'];

/** Timers may fire a little early; never by more than this. */
const TIMER_SLACK_MS = 10;
const WAIT = { timeoutMs: 15_000 };

/**
 * What `JobQueue` promises, whichever back end runs the jobs: the same cases run against
 * the in-process queue and against BullMQ with a worker on the real Redis.
 */
export function describeQueueContract(name: string, makeQueue: MakeQueue): void {
  describe(`job queue contract: ${name}`, () => {
    let current: QueueUnderTest | undefined;
    afterEach(async () => {
      await current?.dispose();
      current = undefined;
    });

    async function start(work: Work) {
      current = await makeQueue({
        'test.echo': async ({ nonce }) => ({ echoed: nonce }),
        'test.work': work,
      });
      return current;
    }

    it('runs an enqueued job with its payload, by name', async () => {
      const seen: string[] = [];
      const { queue } = await start(async ({ label }) => {
        seen.push(label);
        return { done: label };
      });
      await queue.enqueue('test.work', { label: 'olá' });
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['olá']);
      await expect(queue.enqueueAndWait('test.echo', { nonce: 'n1' }, WAIT)).resolves.toEqual({
        echoed: 'n1',
      });
      // Names and payloads are typed: a payload of another job does not compile.
      const typed = () =>
        // @ts-expect-error: 'test.echo' takes a nonce, not a label
        queue.enqueue('test.echo', { label: 'x' });
      expect(typeof typed).toBe('function');
    });

    it('runs a delayed job no earlier than its delay, counted as delayed meanwhile', async () => {
      const ranAt: number[] = [];
      const { queue } = await start(async ({ label }) => {
        ranAt.push(performance.now());
        return { done: label };
      });
      const startedAt = performance.now();
      await queue.enqueue('test.work', { label: 'later' }, { delayMs: 400 });
      expect((await queue.counts()).delayed).toBe(1);
      expect(await queue.pendingByName()).toEqual({ 'test.work': 1 });
      await sleep(150);
      expect(ranAt).toEqual([]);
      await expect.poll(() => ranAt.length, { timeout: 10_000 }).toBe(1);
      expect(ranAt[0]! - startedAt).toBeGreaterThanOrEqual(400 - TIMER_SLACK_MS);
      await expect.poll(() => queue.pendingByName()).toEqual({});
    });

    it('deduplicates by jobId while the job is unfinished, and runs the id again afterwards', async () => {
      const runs: string[] = [];
      const { queue } = await start(async ({ label }) => {
        runs.push(label);
        await sleep(100);
        return { done: label };
      });
      const options = { ...WAIT, jobId: 'same', delayMs: 200 };
      await queue.enqueue('test.work', { label: 'a' }, options);
      const delayed = queue.enqueueAndWait('test.work', { label: 'b' }, options);
      await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['a']);
      // Running now: still a duplicate. Every caller gets the one job's result.
      const running = queue.enqueueAndWait('test.work', { label: 'c' }, options);
      await expect(delayed).resolves.toEqual({ done: 'a' });
      await expect(running).resolves.toEqual({ done: 'a' });
      expect(runs).toEqual(['a']);

      await expect(
        queue.enqueueAndWait('test.work', { label: 'd' }, { ...WAIT, jobId: 'same' }),
      ).resolves.toEqual({ done: 'd' });
      expect(runs).toEqual(['a', 'd']);
    });

    it('joins the enqueues of one coalescing window into one job at its end', async () => {
      const runs: string[] = [];
      const { queue } = await start(async ({ label }) => {
        runs.push(label);
        return { done: label };
      });
      // An hour's window: the job is still delayed when the test looks, wherever in it we are.
      const options = { jobId: 'window', coalesceMs: 3_600_000 };
      await queue.enqueue('test.work', { label: 'first' }, options);
      await queue.enqueue('test.work', { label: 'second' }, options);
      expect(await queue.counts()).toMatchObject({ delayed: 1, waiting: 0 });
      expect(await queue.pendingByName()).toEqual({ 'test.work': 1 });
      expect(runs).toEqual([]);
    });

    it('runs every job of a burst of adds exactly once', async () => {
      const runs: string[] = [];
      const { queue } = await start(async ({ label }) => {
        runs.push(label);
        return { done: label };
      });
      const labels = Array.from({ length: 50 }, (_, i) => `job-${i}`);
      // 50 distinct jobs, and each of the first ten asked for twice under its id.
      await Promise.all(
        [...labels, ...labels.slice(0, 10)].map((label) =>
          queue.enqueue('test.work', { label }, { jobId: label, delayMs: 100 }),
        ),
      );
      await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(50);
      await sleep(200);
      expect([...runs].sort()).toEqual([...labels].sort());
    });

    it('retries a failing job with exponential back-off and answers the retry that succeeds', async () => {
      const calls: number[] = [];
      const { queue, backoffMs } = await start(async ({ label }) => {
        calls.push(performance.now());
        if (calls.length < 3) throw new Error(`attempt ${calls.length} failed`);
        return { done: label };
      });
      await expect(
        queue.enqueueAndWait('test.work', { label: 'flaky' }, { ...WAIT, attempts: 3 }),
      ).resolves.toEqual({ done: 'flaky' });
      const [a, b, c] = calls as [number, number, number];
      expect(calls).toHaveLength(3);
      expect(b - a).toBeGreaterThanOrEqual(backoffMs - TIMER_SLACK_MS);
      expect(c - b).toBeGreaterThanOrEqual(2 * backoffMs - TIMER_SLACK_MS);
    });

    it('fails a job for good after its attempts, with the last error, and counts it', async () => {
      let calls = 0;
      const { queue } = await start(async () => {
        calls++;
        throw new Error(`attempt ${calls} failed`);
      });
      await expect(
        queue.enqueueAndWait('test.work', { label: 'x' }, { ...WAIT, attempts: 2 }),
      ).rejects.toThrow('attempt 2 failed');
      expect(calls).toBe(2);
      await expect.poll(async () => (await queue.counts()).failed).toBe(1);
      // A fire-and-forget failure reaches nobody but the counters (and the log).
      await queue.enqueue('test.work', { label: 'y' }, { attempts: 1 });
      await expect.poll(async () => (await queue.counts()).failed, { timeout: 10_000 }).toBe(2);
      expect(calls).toBe(3);
    });

    it('leaves nothing pending once its jobs completed', async () => {
      const { queue } = await start(async ({ label }) => ({ done: label }));
      await queue.enqueueAndWait('test.work', { label: 'a' }, WAIT);
      await queue.enqueueAndWait('test.echo', { nonce: 'b' }, WAIT);
      await expect
        .poll(() => queue.counts())
        .toEqual({ waiting: 0, active: 0, delayed: 0, due: 0, failed: 0 });
      expect(await queue.pendingByName()).toEqual({});
    });

    it('rejects enqueueAndWait after its timeout when the job takes longer', async () => {
      const { queue } = await start(async ({ label }) => {
        await sleep(1_000);
        return { done: label };
      });
      await expect(
        queue.enqueueAndWait('test.work', { label: 'slow' }, { timeoutMs: 200 }),
      ).rejects.toThrow(/timed out/);
    });

    it('on close, rejects the callers still waiting and refuses new jobs', async () => {
      const { queue } = await start(async ({ label }) => ({ done: label }));
      // Caught at once: it rejects during close(), before the assertion looks at it.
      const waiting = queue
        .enqueueAndWait('test.work', { label: 'delayed' }, { delayMs: 60_000 })
        .catch((error: unknown) => error);
      await expect.poll(async () => (await queue.counts()).delayed).toBe(1);
      await queue.close();
      expect(await waiting).toBeInstanceOf(QueueClosedError);
      await expect(queue.enqueue('test.echo', { nonce: 'late' })).rejects.toBeInstanceOf(
        QueueClosedError,
      );
      await expect(queue.enqueueAndWait('test.echo', { nonce: 'late' })).rejects.toBeInstanceOf(
        QueueClosedError,
      );
    });
  });
}
