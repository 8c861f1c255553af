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
  services: (runtime, { services }) => {
    const deps = { db: runtime.db, clock: runtime.clock };
    const papers = createPapersService(deps);
    return {
      papers,
      paperCorrections: createCorrectionsService({ ...deps, papers, events: runtime.events }),
      // A candidate's paper pass opens her paper's images too (exam/paper-pass.ts).
      paperAssets: createAssetsService({ ...deps, passVersion: services.exam.passVersion }),
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
