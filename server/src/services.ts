import type { Runtime } from './runtime';

/**
 * The application services, each a factory with explicit dependencies. Areas add their
 * service here; routes receive this object and stay thin.
 */
export function createServices(runtime: Runtime) {
  return {
    runtime,
  };
}

export type Services = ReturnType<typeof createServices>;
