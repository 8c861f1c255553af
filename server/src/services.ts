import type { AppServices, ServiceContext } from './area-module';
import { modules, type AreaRuntime } from './modules';

/**
 * The application services: each module's factory (modules.ts order) adds its own, and may
 * use those of the areas before it. buildApp seeds what it builds itself (the session
 * cache) and hands the result to the routes, which stay thin.
 */
export function createServices(
  runtime: AreaRuntime,
  seed: Pick<AppServices, 'sessionCache'>,
  sockets: ServiceContext['sockets'],
): AppServices {
  const built: Partial<AppServices> = { ...seed };
  let building = 'buildApp';
  // A service read before its area built it is a start-up error that names both areas.
  const services = new Proxy(built, {
    get(target, name) {
      if (typeof name === 'string' && !(name in target))
        throw new Error(
          `the ${building} area reads services.${name} before any area built it: ` +
            'list the area that provides it earlier in server/src/modules.ts',
        );
      return Reflect.get(target, name);
    },
  }) as AppServices;
  for (const module of modules) {
    building = module.name;
    Object.assign(built, module.services?.(runtime, { services, sockets }));
  }
  return services;
}

export type Services = AppServices;
