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

// What every queue promises runs in queue-contract.test.ts; here, what only this one does.
describe('in-process job queue', () => {
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
