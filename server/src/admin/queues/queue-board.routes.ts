import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { requireRole } from '../../http/session';
import { QUEUE_NAME } from '../../jobs/bullmq';

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * bull-board at /admin/queues: the BullMQ queue of the scaled mode, for administrators
 * (the session cookie, then the role: 401/403 JSON like the API). Registered only with
 * Redis; the embedded mode's in-process queue has nothing to show, so the path is a 404.
 * Its own Queue handle: the runtime's JobQueue keeps BullMQ behind its contract.
 */
export async function queueBoardRoutes(
  app: FastifyInstance,
  opts: { redisUrl: string; bullmqPrefix: string },
): Promise<void> {
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error: Error) =>
    app.log.warn({ err: error }, 'queue board: redis error'),
  );
  const queue = new Queue(QUEUE_NAME, { connection, prefix: opts.bullmqPrefix });
  queue.on('error', (error) => app.log.warn({ err: error }, 'queue board: redis error'));
  app.addHook('onClose', async () => {
    await queue.close();
    await connection.quit().catch(() => undefined);
  });

  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: [new BullMQAdapter(queue)], serverAdapter });
  // The guard sits on this encapsulated context, so it covers every route bull-board adds.
  // It answers itself: bull-board's own error handler would turn the refusal into a 500-ish
  // body instead of the API's { statusCode, code, message }.
  const adminOnly = requireRole('ADMIN');
  app.addHook('onRequest', async (request, reply) => {
    try {
      await adminOnly(request, reply);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply
        .code(error.statusCode)
        .send({ statusCode: error.statusCode, code: error.code, message: error.message });
    }
  });
  await app.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
}
