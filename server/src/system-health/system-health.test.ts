import { expect, it } from 'vitest';
import {
  SYSTEM_HEALTH_EVENTS,
  type ClusterHealth,
  type InstanceHealth,
  type SystemHealth,
} from '@gabaritei/shared';
import {
  candidate,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
} from '../exam/exam.test-support';
import { client, listen, ping, signedInUser } from '../realtime/socket.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

/** The next `event` the socket hears within `ms`, or null. */
function next<T>(socket: Awaited<ReturnType<typeof client>>, event: string, ms = 3000) {
  return new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describeBackends('Saúde do sistema (admin health tab)', (backend) => {
  const t = useTestApp(backend, {
    config: { rateLimits: relaxedRateLimits, healthIntervalMs: 200 },
  });
  const exam = examApi(t.api);

  it('answers admins only, in JSON errors for everyone else', async () => {
    const anonymous = await t.app.inject('/api/admin/health');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    for (const role of ['STUDENT', 'TEACHER'] as const) {
      const user = await signedInUser(t.db, { role });
      const res = await t.app.inject({
        url: '/api/admin/health',
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('counts sessions in progress per simulado and the saves of the last minute', async () => {
    const admin = await signedInUser(t.db, { role: 'ADMIN' });
    const simulado = await createSimulado(t.db);
    const [question] = await questionsOf(t.db, simulado);
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const saved = await exam.save(student.cookie, session.id, {
      questionId: question!.id,
      selectedOption: question!.correct,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await t.app.inject({ url: '/api/admin/health', headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const health = res.json<SystemHealth>();
    expect(health.cluster.sessionsInProgress).toContainEqual(
      expect.objectContaining({ simuladoId: simulado, sessions: 1 }),
    );
    expect(health.cluster.savesPerMinute).toBeGreaterThanOrEqual(1);
    expect(health.cluster.queue.kind).toBe('in-process');
    expect(health.instance).toMatchObject({ role: 'api', instanceId: t.config.instanceId });
    expect(health.instance.savesPerMinute).toBeGreaterThanOrEqual(1);
    expect(health.instance.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(0);
  });

  it('pushes live figures to an admin who joined, and to nobody else', async () => {
    const url = await listen(t);
    const admin = await signedInUser(t.db, { role: 'ADMIN' });
    const student = await signedInUser(t.db, { role: 'STUDENT' });
    const adminSocket = await client(url, { cookie: admin.cookie });
    const studentSocket = await client(url, { cookie: student.cookie });
    const anonymousSocket = await client(url);
    for (const socket of [adminSocket, studentSocket, anonymousSocket]) {
      socket.emit(SYSTEM_HEALTH_EVENTS.join);
      await ping(socket);
    }
    const heardByOthers = Promise.all(
      [studentSocket, anonymousSocket].flatMap((socket) => [
        next(socket, SYSTEM_HEALTH_EVENTS.instance, 1500),
        next(socket, SYSTEM_HEALTH_EVENTS.cluster, 1500),
      ]),
    );
    const [instance, cluster] = await Promise.all([
      next<InstanceHealth>(adminSocket, SYSTEM_HEALTH_EVENTS.instance),
      next<ClusterHealth>(adminSocket, SYSTEM_HEALTH_EVENTS.cluster),
    ]);
    expect(instance).toMatchObject({ role: 'api', instanceId: t.config.instanceId });
    expect(instance!.sockets).toBeGreaterThanOrEqual(3);
    expect(cluster?.queue.kind).toBe('in-process');
    expect(await heardByOthers).toEqual([null, null, null, null]);

    // Leaving stops the figures.
    adminSocket.emit(SYSTEM_HEALTH_EVENTS.leave);
    await ping(adminSocket);
    expect(await next(adminSocket, SYSTEM_HEALTH_EVENTS.instance, 800)).toBeNull();
  });
});
