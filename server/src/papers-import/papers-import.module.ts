import { defineModule, type ModuleRuntime } from '../area-module';
import { createPapersExportService, type PapersExportService } from './papers-export.service';
import { createPapersImportService, type PapersImportService } from './papers-import.service';
import { papersImportRoutes } from './papers-import.routes';

declare module '../area-module' {
  interface AppServices {
    paperImports: PapersImportService;
    paperExports: PapersExportService;
  }
}

/** Papers in and out of files: the Word and ZIP imports, the Word and JSON exports. */
export const papersImportModule = defineModule<ModuleRuntime>()({
  name: 'papers-import',
  services: (runtime) => {
    const deps = { db: runtime.db, clock: runtime.clock };
    return {
      paperImports: createPapersImportService({ ...deps, logger: runtime.logger }),
      paperExports: createPapersExportService(deps),
    };
  },
  routes: async (app, { services }) => {
    await app.register(papersImportRoutes, {
      imports: services.paperImports,
      exports: services.paperExports,
    });
  },
});
