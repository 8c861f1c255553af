import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../auth/tokens';
import { SESSION_COOKIE } from '../http/session';
import { redisKeys } from '../redis-keys';
import { buildTestApp, redisAvailable, testDatabaseUrl, type TestApp } from '../test/support';
import { createRedisEmitterPublisher } from './redis-emitter';
import {
  client,
  createSimulado,
  listen,
  ping,
  publishProbe,
  receive,
  signedInUser,
} from './socket.test-support';

describe('Socket.IO on one instance', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t);
  });
  afterAll(async () => t?.close());

  it('answers an anonymous ping', async () => {
    const socket = await client(url);
    expect(await ping(socket)).toEqual({ pong: true, user: null });
  });

  it('authenticates the handshake with the session cookie and joins the user room', async () => {
    const user = await signedInUser(t.app.runtime.db);
    const socket = await client(url, { cookie: user.cookie });
    expect(await ping(socket)).toEqual({ pong: true, user: user.id });
    const received = new Promise((resolve) => socket.once('result:ready', resolve));
    publishProbe(t.app.runtime.events, `user:${user.id}`, 'result:ready', { resultId: 'r1' });
    expect(await received).toEqual({ resultId: 'r1' });
  });

  it('treats an unknown, expired or malformed cookie as anonymous', async () => {
    const expired = await signedInUser(t.app.runtime.db, {
      now: new Date(Date.now() - 7_200_000),
    });
    for (const cookie of [
      `${SESSION_COOKIE}=${newToken()}`,
      expired.cookie,
      `${SESSION_COOKIE}=%E0%A4%A`,
    ]) {
      const socket = await client(url, { cookie });
      expect(await ping(socket)).toEqual({ pong: true, user: null });
    }
  });

  it('joins and leaves ranking rooms', async () => {
    const simulado = await createSimulado(t.app.runtime.db);
    const socket = await client(url);
    socket.emit('ranking:join', simulado);
    await ping(socket); // events are handled in order: the join has happened
    const received = new Promise((resolve) => socket.once('ranking:update', resolve));
    publishProbe(t.app.runtime.events, `ranking:${simulado}`, 'ranking:update', { top: [] });
    expect(await received).toEqual({ top: [] });

    socket.emit('ranking:leave', simulado);
    await ping(socket);
    let late = false;
    socket.once('ranking:update', () => {
      late = true;
    });
    publishProbe(t.app.runtime.events, `ranking:${simulado}`, 'ranking:update', { top: [] });
    await ping(socket); // a round trip later, an event sent before it would have arrived
    expect(late).toBe(false);
  });

  it('closes connected sockets when the app closes', async () => {
    const other = await buildTestApp();
    const socket = await client(await listen(other));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const started = performance.now();
    await other.close();
    // A transport close, not a server disconnect: the client reconnects (elsewhere, behind
    // nginx) by itself.
    expect(await disconnected).toBe('transport close');
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

const withRedis = redisAvailable();

describe('Socket.IO across instances (Redis adapter)', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    if (!withRedis) return;
    // One PostgreSQL database behind both when available (as in production); otherwise
    // each instance has its own PGlite and the sockets stay anonymous.
    a = await buildTestApp({ backend: testDatabaseUrl ? 'postgres' : 'pglite', redis: true });
    // One deployment: the same database and the same REDIS_PREFIX.
    b = await buildTestApp({
      redis: true,
      config: { databaseUrl: a.config.databaseUrl, redisPrefix: a.config.redisPrefix },
    });
    urlA = await listen(a);
    urlB = await listen(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it.skipIf(!withRedis)('delivers an event published on A to a client of B', async () => {
    // B admits only a simulado its database holds (A's too when they share PostgreSQL).
    const simulado = await createSimulado(b.app.runtime.db, crypto.randomUUID());
    const room = `ranking:${simulado}`;
    const socket = await client(urlB);
    socket.emit('ranking:join', simulado);
    await ping(socket);
    const payload = await receive(socket, 'ranking:update', () =>
      publishProbe(a.app.runtime.events, room, 'ranking:update', { from: 'A' }),
    );
    expect(payload).toEqual({ from: 'A' });
  });

  it.skipIf(!withRedis || !testDatabaseUrl)(
    "reaches a user's room on B from A when both share the database",
    async () => {
      const user = await signedInUser(a.app.runtime.db);
      const socket = await client(urlB, { cookie: user.cookie });
      expect(await ping(socket)).toEqual({ pong: true, user: user.id });
      const payload = await receive(socket, 'result:ready', () =>
        publishProbe(a.app.runtime.events, `user:${user.id}`, 'result:ready', { from: 'A' }),
      );
      expect(payload).toEqual({ from: 'A' });
    },
  );

  it.skipIf(!withRedis)(
    'delivers an event published by a worker through the Redis emitter',
    async () => {
      const redis = new Redis(a.config.redisUrl!);
      try {
        const events = createRedisEmitterPublisher(redis, redisKeys(a.config.redisPrefix).socketIo);
        const simulado = await createSimulado(a.app.runtime.db);
        const socket = await client(urlA);
        socket.emit('ranking:join', simulado);
        await ping(socket);
        const payload = await receive(socket, 'ranking:update', () =>
          publishProbe(events, `ranking:${simulado}`, 'ranking:update', { from: 'worker' }),
        );
        expect(payload).toEqual({ from: 'worker' });
      } finally {
        await redis.quit();
      }
    },
  );

  it.skipIf(!withRedis)("closing A does not disconnect B's clients", async () => {
    const onB = await client(urlB);
    // The same deployment as A and B (its prefix; its database, which starts fast when on
    // PostgreSQL), so the adapter really links the three.
    const extra = await buildTestApp({
      redis: true,
      config: { databaseUrl: a.config.databaseUrl, redisPrefix: a.config.redisPrefix },
    });
    const onExtra = await client(await listen(extra));
    let disconnected = false;
    onB.on('disconnect', () => {
      disconnected = true;
    });
    await extra.close();
    expect(onExtra.connected).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(disconnected).toBe(false);
    expect(await ping(onB)).toEqual({ pong: true, user: null });
  });
});
