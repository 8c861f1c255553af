import { defineModule, type ModuleRuntime } from '../area-module';
import { createDisciplineFieldCache } from './discipline-field-cache';
import { createDisciplineService, type DisciplineService } from './disciplines.service';
import { createEvolutionService, type EvolutionService } from './evolution.service';
import { createQuestionFieldService, type QuestionFieldService } from './question-field.service';
import { resultRoutes } from './results.routes';
import { createResultService, type ResultService } from './results.service';

declare module '../area-module' {
  interface AppServices {
    results: ResultService;
    disciplines: DisciplineService;
    questionField: QuestionFieldService;
    evolution: EvolutionService;
  }
}

/** A student's results and their per-discipline breakdown (after the exam area). */
export const resultsModule = defineModule<ModuleRuntime>()({
  name: 'results',
  services: (runtime, { services }) => {
    const fields = createDisciplineFieldCache(runtime.clock);
    return {
      // Finalise-on-access: a read finds an attempt whose time is up already a result.
      results: createResultService({ db: runtime.db, settleAttempt: services.exam.settleAttempt }),
      disciplines: createDisciplineService({
        db: runtime.db,
        clock: runtime.clock,
        fields,
        settleAttempt: services.exam.settleAttempt,
      }),
      evolution: createEvolutionService({
        db: runtime.db,
        clock: runtime.clock,
        fields,
        settleAttempt: services.exam.settleAttempt,
      }),
      questionField: createQuestionFieldService({
        db: runtime.db,
        clock: runtime.clock,
        settleAttempt: services.exam.settleAttempt,
      }),
    };
  },
  routes: async (app, { services }) => {
    await app.register(resultRoutes, {
      results: services.results,
      disciplines: services.disciplines,
      questionField: services.questionField,
      evolution: services.evolution,
    });
  },
});
