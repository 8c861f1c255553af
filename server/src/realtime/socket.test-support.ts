import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll } from 'vitest';
import type { Role } from '@gabaritei/shared';
import { insertSession } from '../auth/session.repository';
import { newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { SESSION_COOKIE } from '../http/session';
import type { TestApp } from '../test/support';
import type { EventPublisher } from './types';

export type Ack = { pong: boolean; user: string | null };

/** A user with a live session, straight through the repositories (not the auth routes). */
export async function signedInUser(
  db: Db,
  options: { now?: Date; role?: Role; email?: string } = {},
): Promise<{ id: string; email: string; token: string; cookie: string }> {
  const now = options.now ?? new Date();
  const email = options.email ?? `ana-${newToken().slice(0, 10).toLowerCase()}@example.com`;
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  const { id } =
    found ??
    (await db
      .insertInto('users')
      .values({
        name: 'Ana',
        email,
        password_hash: 'x',
        role: options.role ?? 'STUDENT',
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const token = newToken();
  await insertSession(db, {
    token,
    userId: id,
    now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return { id, email, token, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A simulado row, so its ranking room may be joined. */
export async function createSimulado(db: Db, id?: string): Promise<string> {
  const row = await db
    .insertInto('simulados')
    .values({
      ...(id ? { id } : {}),
      title: 'Sala',
      subject: null,
      description: null,
      price_cents: 0,
      duration_minutes: 60,
      start_date: null,
      end_date: null,
      archived_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A real Socket.IO client (closed after each test); rejects when the handshake is refused. */
export async function client(
  url: string,
  options: { cookie?: string; origin?: string } = {},
): Promise<Socket> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: headers,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Puts the suite's app on a port in `beforeAll` and answers a way to open clients to it,
 * signed in as the session `token` when given (closed after each test, like `client`).
 */
export function useSocketClients(t: TestApp): (token?: string) => Promise<Socket> {
  let url = '';
  beforeAll(async () => {
    url = await listen(t);
  });
  return (token) => client(url, token ? { cookie: `${SESSION_COOKIE}=${token}` } : {});
}

export const ping = (socket: Socket) => socket.timeout(5000).emitWithAck('ping') as Promise<Ack>;

/** Resolves with the disconnect reason, or rejects after `ms`. */
export function disconnection(socket: Socket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/**
 * The next `event` on the socket. Publishes until it arrives: a Redis subscription set up
 * a moment ago may not be listening yet, and the test must not depend on that race.
 */
export function receive(socket: Socket, event: string, publish: () => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(publish, 100);
    const fail = setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`no ${event} within 5 s`));
    }, 5000);
    socket.once(event, (payload: unknown) => {
      clearInterval(timer);
      clearTimeout(fail);
      resolve(payload);
    });
    publish();
  });
}

/**
 * Transport tests send probes that are no product event (the contract's types would refuse
 * them): this is the one place that steps around those types, on purpose.
 */
export function publishProbe(
  events: EventPublisher,
  room: string,
  event: string,
  payload: unknown,
): void {
  const untyped = events.toRoom as (room: string, event: string, payload: unknown) => void;
  untyped.call(events, room, event, payload);
}
