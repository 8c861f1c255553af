// The cookie plugin decorates the app with parseCookie; this file reads it at the handshake.
/// <reference types="@fastify/cookie" />
import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { RANKING_EVENTS, type SessionUser } from '@gabaritei/shared';
import { SESSION_COOKIE } from '../http/session';
import { isForeignOrigin } from '../http/origin';
import { guardPublish } from './guarded-publish';
import type { RankingJoinGuard } from './ranking-join';
import { rooms, type EventPublisher } from './types';

export type SocketData = { user: SessionUser | null; sessionRoom: string | null };

/** Session tokens are 43 characters; anything far longer is not worth a query. */
const MAX_TOKEN_LENGTH = 128;

/** Who a session token belongs to, and the room of that one sign-in session. */
export type SocketSessionResolver = (
  token: string,
) => Promise<{ user: SessionUser; sessionRoom: string } | null>;

export type SocketServerDeps = {
  /** Supplied by auth/ (auth/socket-session.ts), so realtime/ never imports auth/. */
  resolveSession: SocketSessionResolver;
  redis: Redis | null;
  /** The HTTP origin rule (plugins/origin-check.ts) applies to the handshake too. */
  site: { publicUrl: string; trustProxy: boolean };
  /** Which `ranking:join` may join (an existing simulado, within the socket's budget). */
  rankingJoins: RankingJoinGuard;
  /** The adapter's channel key (RedisKeys.socketIo), shared with the workers' emitter. */
  channelKey: string;
  /**
   * Rooms an area lets some users join by event (the admins' health tab): `allowed` decides
   * from the socket's user, so realtime/ holds no area's rule.
   */
  roomJoins?: Array<{
    join: string;
    leave: string;
    room: string;
    allowed(user: SessionUser | null): boolean;
  }>;
  /** Called for every valid `ranking:join`, after the socket joined the room. */
  onRankingJoin?(simuladoId: string, user: SessionUser | null): void;
};

/** The scheme and host the handshake reached us by, as Fastify's request.protocol/host. */
function ownOrigin(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = (name: string) =>
    trustProxy
      ? String(req.headers[name] ?? '')
          .split(',')[0]
          ?.trim()
      : undefined;
  const protocol =
    forwarded('x-forwarded-proto') || (req.socket instanceof TLSSocket ? 'https' : 'http');
  return `${protocol}://${forwarded('x-forwarded-host') || req.headers.host}`;
}

/**
 * Socket.IO on the API's own HTTP server. The handshake is authenticated with the session
 * cookie (anonymous sockets are allowed: rankings are public); a signed-in socket joins its
 * private room `user:{id}`. With Redis, the adapter fans events out across API instances.
 */
export function attachSocketServer(app: FastifyInstance, deps: SocketServerDeps): Server {
  const io = new Server<
    Record<string, never>,
    Record<string, never>,
    Record<string, never>,
    SocketData
  >(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: undefined,
    // A page of another site must not open a socket with our visitor's cookie.
    allowRequest: (req, callback) =>
      callback(
        null,
        !isForeignOrigin(req.headers, { ...deps.site, own: ownOrigin(req, deps.site.trustProxy) }),
      ),
  });
  if (deps.redis) {
    const pub = guardPublish(deps.redis.duplicate(), (error) =>
      app.log.warn({ err: error }, 'socket.io publish dropped: redis unavailable'),
    );
    const sub = deps.redis.duplicate();
    for (const connection of [pub, sub]) {
      connection.on('error', (error: Error) =>
        app.log.warn({ err: error }, 'socket.io redis error'),
      );
    }
    io.adapter(createAdapter(pub, sub, { key: deps.channelKey }));
    app.addHook('onClose', async () => {
      // The adapter subscribes without awaiting; quitting under those commands rejects
      // promises nobody can catch. A PING queues behind them, so it answers once they did.
      await Promise.allSettled([pub.ping(), sub.ping()]);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    try {
      // @fastify/cookie's parser (registered by app.ts): the same rules as the HTTP routes.
      const header = socket.handshake.headers.cookie;
      const token = header ? app.parseCookie(header)[SESSION_COOKIE] : undefined;
      const valid = token && token.length <= MAX_TOKEN_LENGTH ? token : null;
      const session = valid ? await deps.resolveSession(valid) : null;
      socket.data.user = session?.user ?? null;
      // The session's own room: ending that one session (logout) closes exactly its sockets.
      socket.data.sessionRoom = session?.sessionRoom ?? null;
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  io.on('connection', (socket) => {
    const { user, sessionRoom } = socket.data;
    if (user && sessionRoom) void socket.join([rooms.user(user.id), sessionRoom]);
    const joins = deps.rankingJoins.forSocket();
    const rankingRooms = () => [...socket.rooms].filter((room) => room.startsWith('ranking:'));
    // Joins wait for a database look-up; one chain keeps a socket's events in their order,
    // so a ping answered means every event sent before it was handled.
    let handled = Promise.resolve();
    const inOrder = (work: () => Promise<void> | void) => {
      handled = handled.then(work).catch((error: unknown) => {
        app.log.warn({ err: error }, 'socket event failed');
      });
    };
    // Liveness proof used by tests and the client's connection indicator.
    socket.on('ping', (ack: unknown) =>
      inOrder(() => {
        if (typeof ack === 'function') ack({ pong: true, user: user?.id ?? null });
      }),
    );
    // The one place the id is validated: onRankingJoin receives only valid ones.
    socket.on(RANKING_EVENTS.join, (simuladoId: unknown) =>
      inOrder(async () => {
        const held = rankingRooms();
        // A re-join (the client's every minute) takes no new room.
        const again = typeof simuladoId === 'string' && held.includes(rooms.ranking(simuladoId));
        const admitted = await joins.admit(simuladoId, again ? 0 : held.length);
        if (!admitted || !socket.connected) return;
        await socket.join(rooms.ranking(admitted));
        deps.onRankingJoin?.(admitted, user);
      }),
    );
    for (const entry of deps.roomJoins ?? []) {
      socket.on(entry.join, () =>
        inOrder(async () => {
          if (entry.allowed(user) && socket.connected) await socket.join(entry.room);
        }),
      );
      socket.on(entry.leave, () => inOrder(async () => socket.leave(entry.room)));
    }
    socket.on('ranking:leave', (simuladoId: unknown) =>
      inOrder(async () => {
        if (typeof simuladoId === 'string') await socket.leave(rooms.ranking(simuladoId));
      }),
    );
  });

  app.addHook('preClose', async () => {
    // Close sockets but not the HTTP server: Fastify closes that itself, and would wait
    // for upgraded WebSocket connections forever. Closing the transports (not a Socket.IO
    // disconnect, after which a client stays away for good) makes the clients reconnect,
    // through nginx to another instance while this one drains. Only this instance's
    // clients: a disconnect through the Redis adapter would reach every instance's.
    io.engine.close();
  });
  return io as unknown as Server;
}

/** A publisher bound to an io server; until bound (startup), events are dropped. */
export function createIoPublisher(): EventPublisher & { bind(io: Server): void } {
  let server: Server | null = null;
  return {
    bind: (io) => {
      server = io;
    },
    toRoom: (room, event, payload) => {
      server?.to(room).emit(event, payload);
    },
    // Through the Redis adapter this reaches the sockets of every instance.
    disconnectRoom: (room) => {
      server?.in(room).disconnectSockets(true);
    },
  };
}
