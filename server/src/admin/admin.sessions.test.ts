import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@gabaritei/shared';
import { buildApp } from '../app';
import { apiClient, createAccount, relaxedRateLimits, signIn } from '../auth/auth.test-support';
import { deleteSession } from '../auth/session.repository';
import { SESSION_COOKIE } from '../plugins/session';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import type { RankingJobs } from '../ranking/ranking.jobs';
import { client } from '../realtime/socket.test-support';
import { createRuntime, type Runtime } from '../runtime';
import { createSimulado, insertResult } from '../simulados/catalogue.test-support';
import {
  buildTestApp,
  redisAvailable,
  testConfig,
  testRedisUrl,
  type TestApp,
} from '../test/support';
import { adminApi } from './admin.test-support';
import { createAdminService } from './admin.service';

/** Polls until `check` holds; the pub/sub message crosses Redis in a few milliseconds. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 1_500): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/**
 * Two API instances on one database, each with its own 2 s session cache. The clock is
 * fake and never moves, so a cached entry can only go because someone said so.
 */
describe.skipIf(!redisAvailable())(
  'deleting a user ends the sessions on every API instance',
  () => {
    const clock = createFakeClock();
    let runtime: Runtime;
    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      const config = testConfig({
        redisUrl: testRedisUrl,
        runJobsInProcess: true,
        rateLimits: relaxedRateLimits,
      });
      runtime = await createRuntime(config, { clock, logger: pino({ level: 'silent' }) });
      first = await buildApp(config, { runtime });
      second = await buildApp(config, { runtime });
      await Promise.all([first.ready(), second.ready()]);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await runtime?.close();
    });

    it('drops the cached session on the other instance at once', async () => {
      const db = runtime.db;
      const admin = await createAccount(db, { role: 'ADMIN' });
      const adminCookie = await signIn(apiClient(first), admin.email, admin.password);
      const student = await createAccount(db);
      const cookie = await signIn(apiClient(first), student.email, student.password);
      const control = await createAccount(db);
      const controlCookie = await signIn(apiClient(first), control.email, control.password);
      const me = (app: FastifyInstance, c: string) => adminApi(app).get('/api/auth/me', c);
      // Both are now cached on the second instance.
      expect((await me(second, cookie)).statusCode).toBe(200);
      // And the student has a tab open, live, on the second instance.
      await second.listen({ port: 0, host: '127.0.0.1' });
      const { port } = second.server.address() as AddressInfo;
      const socket = await client(`http://127.0.0.1:${port}`, {
        cookie: `${SESSION_COOKIE}=${cookie}`,
      });
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect((await me(second, controlCookie)).statusCode).toBe(200);

      // Control: a session removed behind the cache's back stays accepted there (the cache
      // really caches, and the clock does not let it expire).
      await deleteSession(db, controlCookie);
      expect((await me(second, controlCookie)).statusCode).toBe(200);

      const res = await adminApi(first).delete(`/api/admin/users/${student.user.id}`, adminCookie);
      expect(res.statusCode).toBe(200);
      expect((await me(first, cookie)).statusCode).toBe(401);
      expect(await eventually(async () => (await me(second, cookie)).statusCode === 401)).toBe(
        true,
      );
      expect((await me(second, controlCookie)).statusCode).toBe(200);
      // The open tab lost its live connection through the Redis adapter.
      expect(await disconnected).toBe('io server disconnect');
      socket.close();
    });
  },
);

describe('the admin service', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimits: relaxedRateLimits } });
    db = t.app.runtime.db;
  });
  afterAll(async () => t?.close());

  const recorded: Array<{ name: keyof RankingJobs; payload: unknown; jobId?: string }> = [];
  const forgotten: string[] = [];
  const service = () =>
    createAdminService({
      db,
      clock: createFakeClock(),
      logger: pino({ level: 'silent' }),
      jobs: {
        enqueue: async <N extends keyof RankingJobs>(
          name: N,
          payload: RankingJobs[N]['payload'],
          options?: { jobId?: string },
        ) => {
          recorded.push({ name, payload, jobId: options?.jobId });
        },
      },
      sessionCache: { forgetUser: (id) => forgotten.push(id) },
      events: t.app.runtime.events,
      reports: { remove: async () => {} },
    });

  it('refuses to delete the last administrator, even for a caller not in the table', async () => {
    const admins = await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute();
    expect(admins).toEqual([]);
    const only = await createAccount(db, { role: 'ADMIN' });
    const ghost = {
      id: crypto.randomUUID(),
      name: 'X',
      email: 'x@example.com',
      role: 'ADMIN' as const,
    };
    await expect(service().deleteUser(ghost, only.user.id)).rejects.toMatchObject({
      statusCode: 409,
      message: ADMIN_MESSAGES.cannotDeleteLastAdmin,
    });
    const second = await createAccount(db, { role: 'ADMIN' });
    await service().deleteUser(ghost, second.user.id);
    expect(forgotten).toContain(second.user.id);
  });

  it("asks for a recompute of every ranking that held the user's results", async () => {
    const [a, b, untouched] = [
      await createSimulado(db),
      await createSimulado(db),
      await createSimulado(db),
    ];
    const student = await createAccount(db);
    const other = await createAccount(db);
    await insertResult(db, { userId: student.user.id, simuladoId: a, completedAt: new Date() });
    await insertResult(db, {
      userId: student.user.id,
      simuladoId: b,
      completedAt: new Date(),
      attemptType: 'PRACTICE',
    });
    await insertResult(db, {
      userId: other.user.id,
      simuladoId: untouched,
      completedAt: new Date(),
    });
    recorded.length = 0;
    const admin = {
      id: crypto.randomUUID(),
      name: 'A',
      email: 'a@example.com',
      role: 'ADMIN' as const,
    };
    await service().deleteUser(admin, student.user.id);
    // The ranking area coalesces by simulado: one job id per simulado, and the queue turns
    // it into a time window's id (coalesceMs, see jobs/types.ts).
    expect(recorded.sort((x, y) => String(x.jobId).localeCompare(String(y.jobId)))).toEqual(
      [a, b].sort().map((simuladoId) => ({
        name: 'ranking.recompute',
        payload: { simuladoId },
        jobId: `ranking:${simuladoId}`,
      })),
    );
    const left = await db.selectFrom('results').select('simulado_id').execute();
    expect(left.map((r) => r.simulado_id)).toEqual([untouched]);
  });
});
