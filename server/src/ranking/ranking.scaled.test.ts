import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { RANKING_EVENTS, type RankingMeEvent, type RankingUpdatedEvent } from '@gabaritei/shared';
import { apiClient, relaxedRateLimits } from '../auth/auth.test-support';
import { examApi, grantAccess, questionsOf } from '../exam/exam.test-support';
import { SESSION_COOKIE } from '../plugins/session';
import { client, publishProbe } from '../realtime/socket.test-support';
import { rooms } from '../realtime/types';
import { createSimulado } from '../simulados/catalogue.test-support';
import { scaledModeAvailable, useScaledApp } from '../test/support';
import { seedStudents } from './ranking.test-support';

const scaled = scaledModeAvailable();

/**
 * The scaled mode end to end: a submission on API instance A enqueues the recompute on
 * BullMQ, a worker runs it and publishes through the Redis emitter, and a socket
 * connected to API instance B receives both the room update and its personal one.
 */
describe('live ranking across API instances (PostgreSQL + Redis + worker)', () => {
  const a = useScaledApp({ config: { rateLimits: relaxedRateLimits }, second: {} });
  let socket: Socket | undefined;

  it.skipIf(!scaled)(
    'pushes the update of a submission on A to a watcher on B',
    async () => {
      expect(a.app.runtime.jobs.kind).toBe('bullmq');
      const simulado = await createSimulado(a.db, { questions: 2 });
      const [student] = await seedStudents(a.db, 1, 'Escalada');
      await grantAccess(a.db, student!.id, simulado);
      const url = `http://127.0.0.1:${(a.second.server.address() as AddressInfo).port}`;
      socket = await client(url, { cookie: `${SESSION_COOKIE}=${student!.cookie}` });
      socket.emit(RANKING_EVENTS.join, simulado);
      // Until a probe from the worker's emitter arrives, the adapter may not listen yet.
      await new Promise<void>((resolve) => {
        const timer = setInterval(
          () => publishProbe(a.worker.events, rooms.ranking(simulado), 'probe', {}),
          100,
        );
        socket!.once('probe', () => {
          clearInterval(timer);
          resolve();
        });
      });
      const updated = new Promise<RankingUpdatedEvent>((resolve) =>
        socket!.once(RANKING_EVENTS.updated, resolve),
      );
      const mine = new Promise<RankingMeEvent>((resolve) =>
        socket!.once(RANKING_EVENTS.me, resolve),
      );

      const api = apiClient(a.app);
      const exam = examApi(api);
      const start = await exam.start(student!.cookie, simulado);
      expect(start.statusCode, start.body).toBe(200);
      const session = start.json() as { id: string };
      const [question] = await questionsOf(a.db, simulado);
      await exam.save(student!.cookie, session.id, {
        questionId: question!.id,
        selectedOption: question!.correct,
      });
      expect((await exam.submit(student!.cookie, session.id)).statusCode).toBe(200);

      const event = await updated;
      expect(event).toMatchObject({ simuladoId: simulado, participants: 1, average: 50 });
      expect(event.rankings).toEqual([
        { userId: student!.id, userName: student!.name, rank: 1, score: 50 },
      ]);
      expect((await mine).me).toMatchObject({ userId: student!.id, rank: 1, percentile: 0 });
    },
    60_000,
  );
});
