import { defineModule, type ModuleRuntime } from '../area-module';
import { startPurger } from './purge';

/**
 * Deletes expired sign-in sessions and e-mail tokens where the jobs run: the embedded
 * process or each worker. Under NODE_ENV=test the embedded process does not purge (its
 * tests call purgeExpiredAuth directly); a test's worker does, as a deployed one.
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
