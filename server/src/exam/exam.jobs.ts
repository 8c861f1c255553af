import type { JobDefinition, Processors } from '../jobs/types';
import { createExpirer } from './expiry';
import type { FinaliserDeps } from './finalise';

export type ExamJobs = {
  /** Finalises one exam session once its time (plus the save grace) is up. */
  'exam.expire': JobDefinition<{ sessionId: string }, { finalised: boolean }>;
};

export function createExamProcessors(deps: FinaliserDeps): Processors<ExamJobs> {
  const expirer = createExpirer(deps);
  return {
    // A no-op when the session was submitted (or finalised in another job's batch)
    // meanwhile, or its time is not up yet.
    'exam.expire': async ({ sessionId }) => ({ finalised: await expirer.expire(sessionId) }),
  };
}
