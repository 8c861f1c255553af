import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUEUE_NAME } from '../jobs/bullmq';
import { createLogger } from '../logger';
import type { MailMessage } from '../mail/types';
import { createRuntime, type Runtime } from '../runtime';
import { signedIn } from '../simulados/catalogue.test-support';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture';
import {
  apiClient,
  buildTestApp,
  relaxedRateLimits,
  scaledModeAvailable,
  testRedisUrl,
  type TestApp,
} from '../test/support';
import { createAccount } from './auth.test-support';
import {
  expectNoToken,
  logSink,
  runMailingFlows,
  type MailReader,
} from './secret-flow.test-support';

/** Every state a BullMQ job can be kept in. */
const STATES = [
  'completed',
  'failed',
  'waiting',
  'delayed',
  'active',
  'prioritized',
  'waiting-children',
] as const;

/**
 * The scaled mode: an API and a worker on PostgreSQL and Redis, mail through a real SMTP
 * server. After the auth flows and a mail that keeps failing, every job Redis holds, the
 * queue board's JSON as an administrator and every log line are searched for the tokens
 * the SMTP server received.
 */
describe.skipIf(!scaledModeAvailable())('e-mail link tokens, BullMQ queue', () => {
  const log = logSink();
  const logger = createLogger({ logLevel: 'trace', env: 'test' }, log.stream);
  let smtp: SmtpCapture;
  let t: TestApp;
  let worker: Runtime;
  let queue: Queue;
  let connection: Redis;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({
      backend: 'postgres',
      redis: true,
      logger,
      config: { rateLimits: relaxedRateLimits, smtpUrl: smtp.url },
    });
    worker = await createRuntime(t.config, { role: 'worker', logger });
    connection = new Redis(testRedisUrl!, { maxRetriesPerRequest: null });
    queue = new Queue(QUEUE_NAME, { connection, prefix: t.app.runtime.redisKeys.bullmq });
  });
  afterAll(async () => {
    await queue?.close();
    await connection?.quit();
    await worker?.close();
    await t?.close();
    await smtp?.close();
  });

  const readSmtp: MailReader = async (to, count) => {
    const deadline = performance.now() + 15_000;
    for (;;) {
      const mails = smtp.messages.filter((m) => m.envelopeTo.includes(to));
      if (mails.length >= count) return mails;
      if (performance.now() > deadline) throw new Error(`${count} e-mail(s) to ${to} never came`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  async function everyJob(): Promise<string> {
    const jobs = await queue.getJobs([...STATES], 0, -1);
    return JSON.stringify(
      jobs.map((job) => ({
        name: job.name,
        data: job.data as unknown,
        returnvalue: job.returnvalue as unknown,
        failedReason: job.failedReason,
        stacktrace: job.stacktrace,
      })),
    );
  }

  it('reach the SMTP server only: not Redis, not the queue board, not the logs', async () => {
    const api = apiClient(t.app);
    const { tokens } = await runMailingFlows(t, api, t.app.runtime.db, readSmtp);

    // A reset mail that never gets out: its job ends failed, and is kept for the operator.
    const unlucky = await createAccount(t.app.runtime.db, { email: 'sem.caixa@example.com' });
    const send = worker.mailer.send.bind(worker.mailer);
    vi.spyOn(worker.mailer, 'send').mockImplementation(async (message: MailMessage) => {
      if (message.to === unlucky.email) throw new Error('mailbox unavailable');
      return send(message);
    });
    const asked = await api.post('/api/auth/forgot-password', { email: unlucky.email });
    expect(asked.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await queue.getJobCountByTypes('failed')).toBe(1), {
      timeout: 20_000,
      interval: 200,
    });

    // Mail jobs are forgotten as soon as they are done: nothing personal lingers.
    const completed = await queue.getJobs(['completed'], 0, -1);
    expect(completed.map((job) => job.name).filter((name) => name.includes('mail'))).toEqual([]);
    expectNoToken('a BullMQ job', await everyJob(), tokens);

    const admin = await signedIn(api, t.app.runtime.db, 'ADMIN');
    for (const status of STATES) {
      const board = await t.app.inject({
        url: `/admin/queues/api/queues?activeQueue=${QUEUE_NAME}&status=${status}&page=1&jobsPerPage=1000`,
        cookies: { gabaritei_sid: admin.cookie },
      });
      expect(board.statusCode, board.body).toBe(200);
      expectNoToken(`the queue board (${status})`, board.body, tokens);
    }
    expectNoToken('the log', log.lines.join('\n'), tokens);
  });
});
