import { defineModule, type ModuleRuntime } from '../area-module';
import { createAssetsService, type AssetsService } from './assets.service';
import { createCorrectionsService, type CorrectionsService } from './corrections.service';
import { paperAssetRoutes, paperEditorRoutes } from './papers.routes';
import { createPapersService, type PapersService } from './papers.service';

declare module '../area-module' {
  interface AppServices {
    papers: PapersService;
    paperCorrections: CorrectionsService;
    paperAssets: AssetsService;
  }
}

/** Papers: the 'Questões' editor, corrections with their audit, and the papers' images. */
export const papersModule = defineModule<ModuleRuntime>()({
  name: 'papers',
  services: (runtime) => {
    const deps = { db: runtime.db, clock: runtime.clock };
    const papers = createPapersService(deps);
    return {
      papers,
      paperCorrections: createCorrectionsService({ ...deps, papers }),
      paperAssets: createAssetsService(deps),
    };
  },
  routes: async (app, { services }) => {
    const options = {
      papers: services.papers,
      corrections: services.paperCorrections,
      assets: services.paperAssets,
    };
    await app.register(paperEditorRoutes, options);
    await app.register(paperAssetRoutes, options);
  },
});
