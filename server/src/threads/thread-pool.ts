import { createRequire } from 'node:module';
import path from 'node:path';
import { Tinypool } from 'tinypool';
import type { AppError } from '../http/errors';

/**
 * A worker module next to the module at `callerUrl`: its TypeScript source under tsx when
 * the server runs from source (tests, `pnpm dev`), or dist/<name>.js beside the bundle,
 * where build.mjs writes it (every bundled module's URL is the bundle's own).
 */
export function workerEntry(callerUrl: string, name: string) {
  if (!callerUrl.endsWith('.ts'))
    return { filename: new URL(`./${name}.js`, callerUrl).href, execArgv: [] };
  const tsx = path.join(
    path.dirname(createRequire(callerUrl).resolve('tsx/package.json')),
    'dist/loader.mjs',
  );
  return { filename: new URL(`./${name}.ts`, callerUrl).href, execArgv: ['--import', tsx] };
}

export type ThreadPoolOptions = {
  entry: { filename: string; execArgv: string[] };
  /** Tasks run at once by this process; the others wait their turn in the queue. */
  threads?: number;
  /** Tasks that may wait; one more is refused at once with `refusals.busy`. */
  queue?: number;
  timeoutMs: number;
  /** The heap one thread may use: past it the thread dies, not the process. */
  heapMb?: number;
  /** What the caller answers when a task passes its time, its heap, or finds the queue full. */
  refusals: { tooSlow: () => AppError; tooHeavy: () => AppError; busy: () => AppError };
};

/**
 * Worker threads (tinypool) for CPU-heavy work that must not run on the thread serving the
 * exams. Each process runs at most `threads` tasks at once, each within its own heap and
 * time: a task past them is refused and its thread replaced; the process goes on. Threads
 * start with the first task and leave after 10 s idle, never holding the process open.
 */
export function createThreadPool<Task, Result>(options: ThreadPoolOptions) {
  const { entry, threads = 1, queue = 8, timeoutMs, heapMb = 160, refusals } = options;
  let pool: Tinypool | null = null;
  const create = () => {
    const created = new Tinypool({
      ...entry,
      minThreads: 0,
      maxThreads: threads,
      maxQueue: queue,
      idleTimeout: 10_000,
      // A thread serves the next task too (starting one costs more than a small task);
      // one that died at a limit is replaced.
      isolateWorkers: false,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
    });
    // A thread that dies with no task of its own (while starting) is reported on the pool;
    // unheard, that event would end the process. Its waiting task meets its time limit.
    created.on('error', () => {});
    return created;
  };

  return {
    async run(task: Task, transferList: ArrayBuffer[] = []): Promise<Result> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        pool ??= create();
        return (await pool.run(task, { signal: controller.signal, transferList })) as Result;
      } catch (error) {
        if (controller.signal.aborted) throw refusals.tooSlow();
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw refusals.tooHeavy();
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw refusals.busy();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    /** Ends the threads; a later task starts new ones. */
    async close(): Promise<void> {
      const running = pool;
      pool = null;
      await running?.destroy();
    },
  };
}
