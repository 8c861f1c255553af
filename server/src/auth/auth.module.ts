import { defineModule, type ModuleRuntime } from '../area-module';
import type { AuthJobs } from './auth.jobs';
import { createAuthProcessors } from './auth.jobs';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import type { SessionCache } from './session-cache';

declare module '../area-module' {
  interface AppServices {
    auth: AuthService;
    /**
     * The cookie look-up's cache, built by buildApp (app.ts) before any area: the session
     * plugin reads it, and the services that end sessions drop their entries.
     */
    sessionCache: SessionCache;
  }
}

/** Accounts, sign-in sessions and the e-mails that verify and recover them. */
export const authModule = defineModule<ModuleRuntime<AuthJobs>>()({
  name: 'auth',
  services: (runtime, { services }) => ({
    auth: createAuthService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      config: runtime.config,
      limiter: services.limiter,
      logger: runtime.logger,
      sessionCache: services.sessionCache,
      events: runtime.events,
    }),
  }),
  routes: async (app, { runtime, services }) => {
    await app.register(authRoutes, { auth: services.auth, publicUrl: runtime.config.publicUrl });
  },
  processors: createAuthProcessors,
});
