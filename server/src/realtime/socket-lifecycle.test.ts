import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuthToken } from '../auth/auth-tokens.repository';
import { newToken } from '../auth/tokens';
import { SESSION_COOKIE } from '../http/session';
import type { createMemoryWatchers } from '../ranking/watchers';
import {
  buildTestApp,
  describeBackends,
  redisAvailable,
  testDatabaseUrl,
  useTestApp,
  type TestApp,
} from '../test/support';
import { MAX_RANKING_ROOMS_PER_SOCKET } from './ranking-join';
import {
  client,
  createSimulado,
  disconnection,
  listen,
  ping,
  publishProbe,
  receive,
  signedInUser,
} from './socket.test-support';
import { rooms } from './types';

// A socket lives no longer than its sign-in, opens only
// from our own pages, hears only its owner's private events and holds no arbitrary rooms.

const FOREIGN = 'https://rival.example';

describeBackends('socket lifecycle', (backend) => {
  const t = useTestApp(backend);
  let url: string;
  beforeAll(async () => {
    url = await listen(t);
  });

  it('closes the sockets of a session that logs out, and only those', async () => {
    const user = await signedInUser(t.db);
    const other = await signedInUser(t.db, { email: user.email });
    const [mine, sameUserElsewhere] = [
      await client(url, { cookie: user.cookie }),
      await client(url, { cookie: other.cookie }),
    ];
    const gone = disconnection(mine);
    const res = await t.api.post('/api/auth/logout', undefined, { cookie: user.token });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await ping(sameUserElsewhere)).toEqual({ pong: true, user: user.id });
  });

  it('closes every socket of the account on a password reset', async () => {
    const user = await signedInUser(t.db);
    const again = await signedInUser(t.db, { email: user.email });
    const sockets = [
      await client(url, { cookie: user.cookie }),
      await client(url, { cookie: again.cookie }),
    ];
    const gone = sockets.map((socket) => disconnection(socket));
    const token = newToken();
    const now = new Date();
    await insertAuthToken(t.db, {
      userId: user.id,
      purpose: 'reset_password',
      token,
      now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    const res = await t.api.post('/api/auth/reset-password', {
      token,
      newPassword: 'nova-senha-1',
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('closes the sockets of a deleted account', async () => {
    const admin = await signedInUser(t.db, { role: 'ADMIN' });
    const user = await signedInUser(t.db);
    const socket = await client(url, { cookie: user.cookie });
    const gone = disconnection(socket);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      cookies: { [SESSION_COOKIE]: admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('refuses a handshake from a foreign origin, like HTTP does', async () => {
    const user = await signedInUser(t.db);
    await expect(client(url, { cookie: user.cookie, origin: FOREIGN })).rejects.toThrow();
    // Our own pages (the public URL, or the address the socket reached) still connect.
    const own = await client(url, { cookie: user.cookie, origin: url });
    expect(await ping(own)).toEqual({ pong: true, user: user.id });
    const configured = await client(url, { origin: t.config.publicUrl });
    expect(await ping(configured)).toEqual({ pong: true, user: null });
  });

  it('delivers private events only to their owner', async () => {
    const [ana, bia] = [await signedInUser(t.db), await signedInUser(t.db)];
    const simulado = await createSimulado(t.db);
    const anaSocket = await client(url, { cookie: ana.cookie });
    const biaSocket = await client(url, { cookie: bia.cookie });
    const anonymous = await client(url);
    // Everyone watches the same public ranking; one tries to join Ana's private room by name.
    for (const socket of [anaSocket, biaSocket, anonymous]) socket.emit('ranking:join', simulado);
    biaSocket.emit('ranking:join', rooms.user(ana.id));
    anonymous.emit('ranking:join', `../${rooms.user(ana.id)}`);
    const heard: string[] = [];
    for (const [name, socket] of [
      ['bia', biaSocket],
      ['anonymous', anonymous],
    ] as const) {
      for (const event of ['ranking:me', 'exam:expired']) socket.on(event, () => heard.push(name));
    }
    await Promise.all([anaSocket, biaSocket, anonymous].map(ping));
    const received = [
      new Promise((resolve) => anaSocket.once('ranking:me', resolve)),
      new Promise((resolve) => anaSocket.once('exam:expired', resolve)),
    ];
    publishProbe(t.app.runtime.events, rooms.user(ana.id), 'ranking:me', { position: 1 });
    publishProbe(t.app.runtime.events, rooms.user(ana.id), 'exam:expired', { sessionId: 's' });
    expect(await Promise.all(received)).toEqual([{ position: 1 }, { sessionId: 's' }]);
    await Promise.all([biaSocket, anonymous].map(ping)); // a round trip: anything sent is in
    expect(heard).toEqual([]);
  });

  it('keeps rooms and watchers bounded when a socket joins 10,000 bogus names', async () => {
    const user = await signedInUser(t.db);
    const socket = await client(url, { cookie: user.cookie });
    const real = await Promise.all(Array.from({ length: 12 }, () => createSimulado(t.db)));
    for (let i = 0; i < 10_000; i++) {
      const bogus = i % 2 ? `sala-${i}-${'x'.repeat(i % 300)}` : crypto.randomUUID();
      socket.emit('ranking:join', bogus);
    }
    for (const id of real) socket.emit('ranking:join', id);
    await ping(socket);
    const [server] = await t.app.io.in(rooms.user(user.id)).fetchSockets();
    const ranking = [...server!.rooms].filter((room) => room.startsWith('ranking:'));
    // Budget spent on the bogus UUIDs: at most the per-socket cap, only existing simulados.
    expect(ranking.length).toBeLessThanOrEqual(MAX_RANKING_ROOMS_PER_SOCKET);
    for (const room of ranking) expect(real).toContain(room.slice('ranking:'.length));
    const watchers = t.app.runtime.rankingWatchers as ReturnType<typeof createMemoryWatchers>;
    expect(watchers.size().simulados).toBeLessThanOrEqual(MAX_RANKING_ROOMS_PER_SOCKET);
  });
});

/** Two API instances on one Redis and one database: a session ended on A closes on B. */
describe.skipIf(!redisAvailable() || !testDatabaseUrl)('socket lifecycle across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  beforeAll(async () => {
    a = await buildTestApp({ backend: 'postgres', redis: true });
    // One deployment: the same database and the same Redis prefix (REDIS_PREFIX).
    b = await buildTestApp({
      redis: true,
      config: { databaseUrl: a.config.databaseUrl, redisPrefix: a.config.redisPrefix },
    });
    await listen(a);
    urlB = await listen(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('closes on B the sockets of a session logged out on A', async () => {
    const user = await signedInUser(a.app.runtime.db);
    const socket = await client(urlB, { cookie: user.cookie });
    // The adapter's subscription may lag its start: wait until A's events reach B.
    await receive(socket, 'hello', () =>
      publishProbe(a.app.runtime.events, rooms.user(user.id), 'hello', 1),
    );
    const gone = disconnection(socket);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: user.token },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('closes on B every socket of an account deleted on A', async () => {
    const admin = await signedInUser(a.app.runtime.db, { role: 'ADMIN' });
    const user = await signedInUser(a.app.runtime.db);
    const socket = await client(urlB, { cookie: user.cookie });
    await receive(socket, 'hello', () =>
      publishProbe(a.app.runtime.events, rooms.user(user.id), 'hello', 1),
    );
    const gone = disconnection(socket);
    const res = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      cookies: { [SESSION_COOKIE]: admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
