import { SYSTEM_HEALTH_EVENTS } from '@gabaritei/shared';
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import { broadcastSessionCache } from './auth/session-broadcast';
import { createSessionCache } from './auth/session-cache';
import type { Clock } from './clock';
import type { Config } from './config';
import { metricsPlugin } from './metrics/metrics.routes';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { hostileInputPlugin } from './plugins/hostile-input';
import { instanceTagPlugin } from './plugins/instance-tag';
import { originCheckPlugin } from './plugins/origin-check';
import { requestLogPlugin } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticClientPlugin } from './plugins/static-client';
import { createRankingJoinGuard } from './realtime/ranking-join';
import { attachSocketServer } from './realtime/socket-server';
import { createSocketSessionResolver } from './auth/socket-session';
import { canWatchSystemHealth, systemHealthRoom } from './system-health/system-health.policy';
import { simuladoExists } from './ranking/ranking.repository';
import { trackRankingJoins } from './ranking/watchers';
import { createRuntime, type Runtime } from './runtime';
import { countRankingWatchers } from './realtime/room-counts';
import { createServices } from './services';
import { modules } from './modules';
import { processRole } from './area-module';
import { startPeriodicTasks } from './periodic-tasks';

declare module 'fastify' {
  interface FastifyInstance {
    runtime: Runtime;
    /** The Socket.IO server on this instance (tests look at its sockets' rooms). */
    io: Server;
    /**
     * Every route as registered (method, URL and its options): the authorization matrix, the
     * key-embargo scan and the contract proof are checked against it.
     */
    routeList: Array<{ method: string; url: string; route: RouteOptions }>;
    /** SIGTERM's first step (main.ts): /readyz answers 503 while requests still run. */
    beginDrain(): void;
  }
}

export type BuildOptions = {
  /** Reuse resources (tests that build two apps on one database); otherwise owned here. */
  runtime?: Runtime;
  clock?: Clock;
  logger?: Logger;
};

/** 512 KiB: generous for any JSON form; the CSV import route raises its own limit. */
const BODY_LIMIT = 512 * 1024;

/**
 * Builds the whole application from a config object, in a fixed order: runtime →
 * external plugins → app plugins → the areas' services and routes (modules.ts) → static
 * client → Socket.IO → the role's periodic tasks. It does not listen;
 * `main.ts` does, and tests use `app.inject` or listen on a random port.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const runtime = options.runtime ?? (await createRuntime(config, options));
  const ownsRuntime = !options.runtime;
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps FastifyInstance's default generics.
    loggerInstance: runtime.logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: 'idle',
    // A request on a kept-alive connection while the server closes is served, not answered
    // 503: nginx passes a 503 on (it retries a save only when nothing came back, since the
    // app's 503 also means "database down") and the candidate would see a failed save.
    // Draining answers with `Connection: close` instead (below), so connections still end.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // Every line a request logs carries `requestId` (and `instance`, from the logger). One
    // line per request, written by requestLogPlugin (probes and scrapes at debug).
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: true,
    }),
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('runtime', runtime);
  app.decorate('routeList', [] as FastifyInstance['routeList']);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') app.routeList.push({ method, url: route.url, route });
  });
  if (ownsRuntime) app.addHook('onClose', async () => runtime.close());

  await app.register(requestLogPlugin);
  await app.register(instanceTagPlugin, { instanceId: config.instanceId });
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(fastifyCookie);
  await app.register(errorsPlugin, { clock: runtime.clock, metrics: runtime.metrics });
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  await app.register(hostileInputPlugin);
  // After the error handler and the input rules, so /metrics answers like every route; still
  // before the routes, whose durations its hooks measure.
  await app.register(metricsPlugin, { metrics: runtime.metrics, token: config.metricsToken });
  // One cache for the cookie look-up and the services that end sessions; with Redis an
  // ended user's entries are dropped on every API instance. The look-up, made by every
  // request, reads through the hot path's own pool (db/connect.ts).
  const sessionCache = broadcastSessionCache(createSessionCache(runtime.clock), runtime);
  app.addHook('onReady', () => sessionCache.ready);
  app.addHook('onClose', () => sessionCache.close());
  const hotPath = { db: runtime.database.hotDb, clock: runtime.clock };
  await app.register(sessionPlugin, { ...hotPath, cache: sessionCache });

  // Read by the health tab's figures once the socket server below exists.
  let io: Server | null = null;
  const sockets = {
    clients: () => io?.engine.clientsCount ?? 0,
    inRoom: (room: string) => io?.sockets.adapter.rooms.get(room)?.size ?? 0,
  };
  const services = createServices(runtime, { sessionCache }, sockets);
  let draining = false;
  app.decorate('beginDrain', () => {
    draining = true;
  });
  // While draining, each response closes its connection: nginx opens a new one for the next
  // request, and once the listener is closed that connect is refused, which nginx retries
  // on another instance for every method. No kept-alive connection outlives the drain.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  // Every area's routes, in modules.ts order (each area's `<area>.module.ts`).
  for (const module of modules)
    await module.routes?.(app, { runtime, services, isDraining: () => draining });
  await app.register(staticClientPlugin, { clientDist: config.clientDist });
  io = attachSocketServer(app, {
    resolveSession: createSocketSessionResolver({ db: runtime.db, clock: runtime.clock }),
    redis: runtime.redis,
    site: { publicUrl: config.publicUrl, trustProxy: config.trustProxy },
    rankingJoins: createRankingJoinGuard({
      clock: runtime.clock,
      simuladoExists: (simuladoId) => simuladoExists(runtime.db, simuladoId),
    }),
    channelKey: runtime.redisKeys.socketIo,
    onRankingJoin: trackRankingJoins(runtime.rankingWatchers),
    roomJoins: [
      {
        join: SYSTEM_HEALTH_EVENTS.join,
        leave: SYSTEM_HEALTH_EVENTS.leave,
        room: systemHealthRoom,
        allowed: canWatchSystemHealth,
      },
    ],
  });
  // Engine.IO answers outside Fastify's hooks: its handshakes and polls name the instance
  // too, so an operator (and the cluster smoke) can tell which one holds the sockets.
  io.engine.on('headers', (headers: Record<string, string>) => {
    headers['x-instance'] = config.instanceId;
  });
  runtime.events.bind(io);
  app.decorate('io', io);
  runtime.metrics.sources.sockets = sockets.clients;
  runtime.metrics.sources.rankingWatchers = () => countRankingWatchers(app.io);
  // The periodic tasks of this process's role (embedded or scaled API), declared by the
  // areas; stopped at preClose, before the socket server's onClose quits the adapter they
  // emit on (an emit in flight would find its Redis connection closed).
  const tasks = startPeriodicTasks(processRole(runtime.role, config), runtime, services);
  app.addHook('preClose', () => tasks.stop());
  return app;
}
