/** The jobs area's public surface: what other packages (workers/, tests) may import. */
export { createBullMqQueue, QUEUE_NAME, startBullMqWorker } from './bullmq';
export { createInProcessQueue } from './in-process';
export { createProcessors, type ProcessorDeps } from './processors';
export {
  QueueClosedError,
  type EnqueueOptions,
  type JobName,
  type JobPayloads,
  type JobQueue,
  type JobResults,
  type Processors,
} from './types';
export {
  assertWorkerConfig,
  createWorkerRuntime,
  WorkerConfigError,
  type WorkerRuntime,
} from './worker-runtime';
