import { defineModule, type ModuleRuntime } from '../area-module';
import { simuladoModeRoutes } from './mode.routes';
import { mySimuladoRoutes } from './my-simulados.routes';
import { createMySimuladoService, type MySimuladoService } from './my-simulados.service';
import { simuladoRoutes } from './simulados.routes';
import { createSimuladoService, type SimuladoService } from './simulados.service';

declare module '../area-module' {
  interface AppServices {
    simulados: SimuladoService;
    mySimulados: MySimuladoService;
  }
}

/** The catalogue, one simulado's modes (official or practice), and "Meus simulados". */
export const simuladosModule = defineModule<ModuleRuntime>()({
  name: 'simulados',
  services: (runtime) => ({
    simulados: createSimuladoService({ db: runtime.db, clock: runtime.clock }),
    mySimulados: createMySimuladoService({ db: runtime.db, clock: runtime.clock }),
  }),
  routes: async (app, { services }) => {
    await app.register(simuladoRoutes, { simulados: services.simulados });
    // The modes are the exam area's answer: which one a simulado offers this user now.
    await app.register(simuladoModeRoutes, { exam: services.exam });
    await app.register(mySimuladoRoutes, { mySimulados: services.mySimulados });
  },
});
