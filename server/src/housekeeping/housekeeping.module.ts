import { defineModule, type ModuleRuntime } from '../area-module';
import { startPurger } from './purge';

/**
 * Deletes expired sign-in sessions and e-mail tokens, where the jobs run: the embedded
 * process (not under NODE_ENV=test, whose frozen clocks would find live rows expired) or
 * each worker.
 */
export const housekeepingModule = defineModule<ModuleRuntime>()({
  name: 'housekeeping',
  periodicTasks: [
    {
      name: 'housekeeping.purge',
      roles: ['embedded', 'worker'],
      offInTests: ['embedded'],
      start: ({ runtime: { db, clock, logger } }) => startPurger({ db, clock, logger }),
    },
  ],
});
