import { defineModule, type ModuleRuntime } from '../area-module';
import { timeRoutes } from './time.routes';

/** The server's clock for the client's countdowns. */
export const timeModule = defineModule<ModuleRuntime>()({
  name: 'time',
  routes: async (app, { runtime }) => {
    await app.register(timeRoutes, { clock: runtime.clock });
  },
});
