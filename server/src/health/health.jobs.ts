import os from 'node:os';
import type { JobDefinition, Processors } from '../jobs/types';

/** Liveness proof for both queue back ends: the processor echoes the nonce. */
export type HealthJobs = {
  'system.ping': JobDefinition<{ nonce: string }, { pong: string; processedBy: string }>;
};

export function createHealthProcessors(): Processors<HealthJobs> {
  return {
    // processedBy names the process, so a test can tell a worker's answer from the API's.
    'system.ping': async ({ nonce }) => ({
      pong: nonce,
      processedBy: `${os.hostname()}:${process.pid}`,
    }),
  };
}
