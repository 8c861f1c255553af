import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { adminContactRoutes } from './admin/contact-messages.routes';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { broadcastSessionCache } from './auth/session-broadcast';
import { createSessionCache } from './auth/session-cache';
import { classRoutes, teacherRoutes } from './classes/classes.routes';
import type { Clock } from './clock';
import type { Config } from './config';
import { contactRoutes } from './contact/contact.routes';
import { answerRoutes } from './exam/answers.routes';
import { examSessionRoutes } from './exam/exam.routes';
import { startExpirySweeper } from './exam/expiry';
import { startPurger } from './housekeeping/purge';
import { healthRoutes } from './health/health.routes';
import { errorsPlugin } from './plugins/errors';
import { instanceTagPlugin } from './plugins/instance-tag';
import { periodicTaskPlugin } from './plugins/periodic-task';
import { originCheckPlugin } from './plugins/origin-check';
import { sessionPlugin } from './plugins/session';
import { staticClientPlugin } from './plugins/static-client';
import { purchaseRoutes } from './purchases/purchases.routes';
import { attachSocketServer } from './realtime/socket-server';
import { trackRankingJoins } from './ranking/watchers';
import { rankingRoutes } from './ranking/ranking.routes';
import { resultRoutes } from './results/results.routes';
import { startReportScheduler } from './reports/report-scheduler';
import { reportRoutes } from './reports/reports.routes';
import { createRuntime, type Runtime } from './runtime';
import { createServices } from './services';
import { simuladoModeRoutes } from './simulados/mode.routes';
import { simuladoRoutes } from './simulados/simulados.routes';
import { timeRoutes } from './time/time.routes';

declare module 'fastify' {
  interface FastifyInstance {
    runtime: Runtime;
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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('runtime', runtime);
  if (ownsRuntime) app.addHook('onClose', async () => runtime.close());

  await app.register(instanceTagPlugin, { instanceId: config.instanceId });
  await app.register(fastifyCookie);
  await app.register(errorsPlugin);
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  // One cache for the cookie look-up and the services that end sessions; with Redis an
  // ended user's entries are dropped on every API instance.
  const sessionCache = broadcastSessionCache(createSessionCache(runtime.clock), runtime);
  app.addHook('onReady', () => sessionCache.ready);
  app.addHook('onClose', () => sessionCache.close());
  await app.register(sessionPlugin, { db: runtime.db, clock: runtime.clock, cache: sessionCache });

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
  await app.register(timeRoutes, { prefix: '/api/time', clock: runtime.clock });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth: services.auth,
    publicUrl: config.publicUrl,
  });
  await app.register(simuladoRoutes, { prefix: '/api/simulados', simulados: services.simulados });
  await app.register(simuladoModeRoutes, { prefix: '/api/simulados', exam: services.exam });
  await app.register(purchaseRoutes, { prefix: '/api/purchases', purchases: services.purchases });
  await app.register(resultRoutes, { prefix: '/api/result', results: services.results });
  await app.register(rankingRoutes, { prefix: '/api/results/ranking', ranking: services.ranking });
  await app.register(examSessionRoutes, { prefix: '/api/exam-sessions', exam: services.exam });
  await app.register(adminRoutes, { prefix: '/api/admin', admin: services.admin });
  await app.register(adminContactRoutes, { prefix: '/api/admin', contact: services.contact });
  await app.register(answerRoutes, { prefix: '/api/answers', practice: services.practice });
  await app.register(classRoutes, { prefix: '/api/classes', classes: services.classes });
  await app.register(teacherRoutes, { prefix: '/api/teacher', classes: services.classes });
  await app.register(contactRoutes, { prefix: '/api/contact', contact: services.contact });
  // Embedded mode sweeps here; in the scaled mode the workers do (createRuntime, worker role).
  const { db, clock, events, logger, jobs } = runtime;
  await app.register(periodicTaskPlugin, {
    enabled: config.runJobsInProcess,
    start: () =>
      startExpirySweeper({ db, clock, events, logger, jobs }, config.examSweepIntervalMs),
  });
  // Expired sessions and e-mail tokens: here when embedded, in the workers when scaled.
  await app.register(periodicTaskPlugin, {
    enabled: config.runJobsInProcess && config.env !== 'test',
    start: () => startPurger({ db, clock, logger }),
  });
  await app.register(reportRoutes, { prefix: '/api/reports', reports: services.reports });
  await app.register(periodicTaskPlugin, {
    enabled: config.env !== 'test',
    start: () => startReportScheduler({ db, clock, jobs, logger }),
  });

  await app.register(staticClientPlugin, { clientDist: config.clientDist });
  const io = attachSocketServer(app, {
    db: runtime.db,
    clock: runtime.clock,
    redis: runtime.redis,
    channelKey: runtime.redisKeys.socketIo,
    onRankingJoin: trackRankingJoins(runtime.rankingWatchers),
  });
  runtime.events.bind(io);
  return app;
}
