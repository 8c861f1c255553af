import type { MailJobs } from '../mail/mail.jobs';
import { defineModule, type ModuleRuntime } from '../area-module';
import { classRoutes, teacherRoutes } from './classes.routes';
import { createClassService, type ClassService } from './classes.service';
import { myClassRoutes } from './my-classes.routes';
import { createMyClassService, type MyClassService } from './my-classes.service';

declare module '../area-module' {
  interface AppServices {
    classes: ClassService;
    myClasses: MyClassService;
  }
}

/** Teachers' classes and invitations, and a student's own classes. */
export const classesModule = defineModule<ModuleRuntime<MailJobs>>()({
  name: 'classes',
  services: (runtime) => ({
    classes: createClassService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      publicUrl: runtime.config.publicUrl,
      logger: runtime.logger,
    }),
    myClasses: createMyClassService({
      db: runtime.db,
      clock: runtime.clock,
      logger: runtime.logger,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(classRoutes, { classes: services.classes });
    await app.register(teacherRoutes, { classes: services.classes });
    await app.register(myClassRoutes, { myClasses: services.myClasses });
  },
});
