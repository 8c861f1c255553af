import { expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { expectNoToken, logSink, outboxReader, runMailingFlows } from './secret-flow.test-support';

/**
 * The database keeps only hashes of the e-mail link tokens; the queue must not undo that.
 * In the embedded mode every job passes through the in-process queue: each enqueued
 * payload and every log line of the flows is searched for the tokens the e-mails carried.
 */
describeBackends('e-mail link tokens, in-process queue', (backend) => {
  const log = logSink();
  const t = useTestApp(backend, {
    config: { rateLimits: relaxedRateLimits },
    logger: createLogger({ logLevel: 'trace', env: 'test' }, log.stream),
  });

  it('reach the mailbox only: no job payload and no log line holds one', async () => {
    const enqueue = vi.spyOn(t.app.runtime.jobs, 'enqueue');
    const { tokens } = await runMailingFlows(t, t.api, t.db, outboxReader(t.db));
    const payloads = enqueue.mock.calls.map(([name, payload]) => ({ name, payload }));
    enqueue.mockRestore();

    // The flows did mail through the queue: the spy saw the jobs.
    expect(payloads.length).toBeGreaterThanOrEqual(5);
    expectNoToken('a job payload', JSON.stringify(payloads), tokens);
    expectNoToken('the log', log.lines.join('\n'), tokens);
  });
});
