import type { JobDefinition, Processors } from '../jobs/types';
import { createFinaliser, type FinaliserDeps } from './finalise';

export type ExamJobs = {
  /** Finalises one exam session once its time (plus the save grace) is up. */
  'exam.expire': JobDefinition<{ sessionId: string }, { finalised: boolean }>;
};

export function createExamProcessors(deps: FinaliserDeps): Processors<ExamJobs> {
  const finaliser = createFinaliser(deps);
  return {
    // A no-op when the session was submitted meanwhile or its time is not up yet.
    'exam.expire': async ({ sessionId }) => ({ finalised: await finaliser.expire(sessionId) }),
  };
}
