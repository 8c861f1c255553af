import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { RANKING_EVENTS, type SessionUser } from '@gabaritei/shared';
import { findSessionUser } from '../auth/session.repository';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { SESSION_COOKIE } from '../plugins/session';
import { rooms, type EventPublisher } from './types';

export type SocketData = { user: SessionUser | null };

/** Session tokens are 43 characters; anything far longer is not worth a query. */
const MAX_TOKEN_LENGTH = 128;

/** Simulado ids are UUIDs; a longer room name is not one anybody publishes to. */
const MAX_SIMULADO_ID_LENGTH = 64;

function isSimuladoId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SIMULADO_ID_LENGTH;
}

export type SocketServerDeps = {
  db: Db;
  clock: Clock;
  redis: Redis | null;
  /** The adapter's channel key (RedisKeys.socketIo), shared with the workers' emitter. */
  channelKey: string;
  /** Called for every valid `ranking:join`, after the socket joined the room. */
  onRankingJoin?(simuladoId: string, user: SessionUser | null): void;
};

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
  >(app.server, { path: '/socket.io', serveClient: false, cors: undefined });
  if (deps.redis) {
    const pub = deps.redis.duplicate();
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
      socket.data.user =
        token && token.length <= MAX_TOKEN_LENGTH
          ? await findSessionUser(deps.db, token, deps.clock.now())
          : null;
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  io.on('connection', (socket) => {
    const user = socket.data.user;
    if (user) void socket.join(rooms.user(user.id));
    // Liveness proof used by tests and the client's connection indicator.
    socket.on('ping', (ack: unknown) => {
      if (typeof ack === 'function') ack({ pong: true, user: user?.id ?? null });
    });
    // The one place the id is validated: onRankingJoin receives only valid ones.
    socket.on(RANKING_EVENTS.join, (simuladoId: unknown) => {
      if (!isSimuladoId(simuladoId)) return;
      void socket.join(rooms.ranking(simuladoId));
      deps.onRankingJoin?.(simuladoId, user);
    });
    socket.on('ranking:leave', (simuladoId: unknown) => {
      if (typeof simuladoId === 'string') void socket.leave(rooms.ranking(simuladoId));
    });
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
