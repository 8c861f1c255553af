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
import { accountRoutes } from './account/account.routes';
import type { Server } from 'socket.io';
import { adminContactRoutes } from './admin/contact-messages.routes';
import { adminRoutes } from './admin/admin.routes';
import { adminAppealRoutes } from './appeals/admin-appeals.routes';
import { appealFilingRoutes, myAppealRoutes } from './appeals/appeals.routes';
import { queueBoardRoutes } from './admin/queues/queue-board.routes';
import { authRoutes } from './auth/auth.routes';
import { broadcastSessionCache } from './auth/session-broadcast';
import { createSessionCache } from './auth/session-cache';
import { classRoutes, teacherRoutes } from './classes/classes.routes';
import { myClassRoutes } from './classes/my-classes.routes';
import type { Clock } from './clock';
import type { Config } from './config';
import { contactRoutes } from './contact/contact.routes';
import { answerRoutes } from './exam/answers.routes';
import { examSessionRoutes } from './exam/exam.routes';
import { startExpirySweeper } from './exam/expiry';
import { startPurger } from './housekeeping/purge';
import { healthRoutes } from './health/health.routes';
import { metricsPlugin } from './metrics/metrics.routes';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { hostileInputPlugin } from './plugins/hostile-input';
import { instanceTagPlugin } from './plugins/instance-tag';
import { periodicTaskPlugin } from './plugins/periodic-task';
import { originCheckPlugin } from './plugins/origin-check';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticClientPlugin } from './plugins/static-client';
import { purchaseRoutes } from './purchases/purchases.routes';
import { createRankingJoinGuard } from './realtime/ranking-join';
import { attachSocketServer } from './realtime/socket-server';
import { createSocketSessionResolver } from './auth/socket-session';
import { systemHealthPlugin } from './system-health/system-health.plugin';
import { canWatchSystemHealth, systemHealthRoom } from './system-health/system-health.policy';
import { simuladoExists } from './ranking/ranking.repository';
import { trackRankingJoins } from './ranking/watchers';
import { rankingRoutes } from './ranking/ranking.routes';
import { resultRoutes } from './results/results.routes';
import { startReportScheduler } from './reports/report-scheduler';
import { reportRoutes } from './reports/reports.routes';
import { createRuntime, type Runtime } from './runtime';
import { countRankingWatchers } from './realtime/room-counts';
import { createServices } from './services';
import { mySimuladoRoutes } from './simulados/my-simulados.routes';
import { simuladoModeRoutes } from './simulados/mode.routes';
import { simuladoRoutes } from './simulados/simulados.routes';
import { teacherStatisticsRoutes } from './statistics/statistics.routes';
import { timeRoutes } from './time/time.routes';

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
 * external plugins → app plugins → routes → static client → Socket.IO. It does not listen;
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
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // Every line a request logs carries `requestId` (and `instance`, from the logger).
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
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

  await app.register(instanceTagPlugin, { instanceId: config.instanceId });
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(fastifyCookie);
  await app.register(errorsPlugin);
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

  const services = createServices(runtime, { sessionCache });
  let draining = false;
  app.decorate('beginDrain', () => {
    draining = true;
  });
  await app.register(healthRoutes, {
    db: runtime.db,
    redis: runtime.redis,
    isDraining: () => draining,
  });
  await app.register(timeRoutes, { clock: runtime.clock });
  await app.register(authRoutes, { auth: services.auth, publicUrl: config.publicUrl });
  await app.register(simuladoRoutes, { simulados: services.simulados });
  await app.register(simuladoModeRoutes, { exam: services.exam });
  await app.register(purchaseRoutes, { purchases: services.purchases });
  await app.register(resultRoutes, {
    results: services.results,
    disciplines: services.disciplines,
  });
  await app.register(rankingRoutes, { ranking: services.ranking });
  await app.register(examSessionRoutes, { exam: services.exam });
  await app.register(adminRoutes, { admin: services.admin });
  await app.register(adminContactRoutes, { contact: services.contact });
  // The queue board shows BullMQ: only the scaled mode has it.
  if (config.redisUrl && !config.runJobsInProcess)
    await app.register(queueBoardRoutes, {
      redisUrl: config.redisUrl,
      // Not `prefix`: Fastify would take it for the routes' URL prefix.
      bullmqPrefix: runtime.redisKeys.bullmq,
    });
  await app.register(answerRoutes, { practice: services.practice });
  await app.register(classRoutes, { classes: services.classes });
  await app.register(teacherRoutes, { classes: services.classes });
  await app.register(myClassRoutes, { myClasses: services.myClasses });
  await app.register(mySimuladoRoutes, { mySimulados: services.mySimulados });
  await app.register(contactRoutes, { contact: services.contact });
  await app.register(accountRoutes, { account: services.account, publicUrl: config.publicUrl });
  // Embedded mode sweeps here; in the scaled mode the workers do (createRuntime, worker role).
  const { db, clock, events, logger, jobs, metrics } = runtime;
  await app.register(periodicTaskPlugin, {
    enabled: config.runJobsInProcess,
    start: () =>
      startExpirySweeper({ db, clock, events, logger, jobs, metrics }, config.examSweepIntervalMs),
  });
  // Expired sessions and e-mail tokens: here when embedded, in the workers when scaled.
  await app.register(periodicTaskPlugin, {
    enabled: config.runJobsInProcess && config.env !== 'test',
    start: () => startPurger({ db, clock, logger }),
  });
  await app.register(reportRoutes, { reports: services.reports });
  // Appeals, key decisions with regrade, item statistics.
  await app.register(appealFilingRoutes, { appeals: services.appeals });
  await app.register(myAppealRoutes, { appeals: services.appeals });
  await app.register(adminAppealRoutes, {
    appeals: services.appeals,
    decisions: services.keyDecisions,
    statistics: services.statistics,
  });
  await app.register(teacherStatisticsRoutes, { statistics: services.statistics });
  await app.register(periodicTaskPlugin, {
    enabled: config.env !== 'test',
    start: () => startReportScheduler({ db, clock, jobs, logger }),
  });

  await app.register(systemHealthPlugin, {
    runtime,
    // Read once the socket server below exists (the first tick comes after start-up).
    sockets: () => app.io.engine.clientsCount,
    localWatchers: () => app.io.sockets.adapter.rooms.get(systemHealthRoom)?.size ?? 0,
  });
  await app.register(staticClientPlugin, { clientDist: config.clientDist });
  const io = attachSocketServer(app, {
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
  metrics.sources.sockets = () => io.engine.clientsCount;
  metrics.sources.rankingWatchers = () => countRankingWatchers(io);
  return app;
}
