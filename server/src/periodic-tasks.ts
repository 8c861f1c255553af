import type { AppServices, PeriodicTaskDeclaration, ProcessRole } from './area-module';
import type { Config } from './config';
import type { PeriodicTask } from './jobs/periodic';
import { modules, type AreaRuntime } from './modules';

/** The periodic tasks one process runs, by name; `stop()` waits for runs in progress. */
export type RunningTasks = { readonly names: readonly string[]; stop(): Promise<void> };

/**
 * The tasks a role runs under this config, in the order of modules.ts: each area's
 * declaration says which roles run it (area-module.ts, PeriodicTaskDeclaration).
 */
export function periodicTasksFor(
  role: ProcessRole,
  config: Pick<Config, 'env'>,
): Array<PeriodicTaskDeclaration<AreaRuntime>> {
  const declared: Array<PeriodicTaskDeclaration<AreaRuntime>> = modules.flatMap(
    (module): ReadonlyArray<PeriodicTaskDeclaration<AreaRuntime>> => module.periodicTasks ?? [],
  );
  return declared.filter(
    (task) =>
      task.roles.includes(role) && !(config.env === 'test' && task.offInTests?.includes(role)),
  );
}

/** The tasks running on each runtime: a second app built on one runtime starts none. */
const started = new WeakMap<object, readonly string[]>();

/** The names of the periodic tasks started on this runtime (none: an empty list). */
export function runningPeriodicTasks(runtime: object): readonly string[] {
  return started.get(runtime) ?? [];
}

/**
 * The one place periodic tasks start: createRuntime calls it for a worker, buildApp for
 * an API process (embedded or scaled), once per runtime. The caller stops them on close.
 */
export function startPeriodicTasks(
  role: ProcessRole,
  runtime: AreaRuntime,
  services?: AppServices,
): RunningTasks {
  if (started.has(runtime)) return { names: [], stop: async () => {} };
  const running: Array<{ name: string; task: PeriodicTask }> = [];
  for (const declaration of periodicTasksFor(role, runtime.config))
    running.push({ name: declaration.name, task: declaration.start({ runtime, role, services }) });
  const names = running.map(({ name }) => name);
  started.set(runtime, names);
  return {
    names,
    async stop() {
      for (const { task } of running.reverse()) await task.stop();
      started.set(runtime, []);
    },
  };
}
