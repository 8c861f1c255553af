import { defineModule, type ModuleRuntime } from '../area-module';
import { createMailProcessors } from './mail.jobs';

/** Sends the e-mails the other areas enqueue (mail.send). */
export const mailModule = defineModule<ModuleRuntime>()({
  name: 'mail',
  processors: createMailProcessors,
});
