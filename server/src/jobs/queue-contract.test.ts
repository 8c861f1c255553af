import pino from 'pino';
import { deleteRedisKeys, redisAvailable, testRedisUrl, uniqueBullPrefix } from '../test/support';
import { createBullMqQueue } from './bullmq';
import { startBullMqWorker } from './bullmq-worker';
import { createInProcessQueue } from './in-process';
import { describeQueueContract, type ContractJobs } from './queue-contract.test-support';

const logger = pino({ level: 'silent' });

describeQueueContract('in-process', async (processors) => {
  const baseBackoffMs = 40;
  const queue = createInProcessQueue({ processors: () => processors, logger, baseBackoffMs });
  return { queue, backoffMs: baseBackoffMs, dispose: () => queue.close() };
});

if (redisAvailable()) {
  describeQueueContract('BullMQ with a worker (Redis)', async (processors) => {
    // A prefix per queue: no case sees another's jobs or counters.
    const prefix = uniqueBullPrefix();
    const queue = createBullMqQueue<ContractJobs>({ redisUrl: testRedisUrl!, prefix, logger });
    const worker = startBullMqWorker({ redisUrl: testRedisUrl!, prefix, logger, processors });
    await worker.worker.waitUntilReady();
    return {
      queue,
      // BullMQ's exponential back-off as bullmq.ts configures it.
      backoffMs: 500,
      dispose: async () => {
        await queue.close();
        await worker.close();
        await deleteRedisKeys(prefix);
      },
    };
  });
}
