import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { ProcessRole } from './area-module';
import {
  periodicTasksFor,
  runningPeriodicTasks,
  startPeriodicTasks,
  type RunningTasks,
} from './periodic-tasks';
import { describeBackends, scaledModeAvailable, useScaledApp, useTestApp } from './test/support';

const SWEEP = 'exam.expiry-sweep';
const ANNOUNCE = 'exam.expiry-announcements';
const PURGE = 'housekeeping.purge';
const PRERENDER = 'reports.prerender-scheduler';
const INSTANCE = 'system-health.instance-figures';
const CLUSTER = 'system-health.cluster-figures';
const FALLBACK = 'exam.expiry-fallback';

/** What each role runs in production: the operators' contract (docs/ARCHITECTURE.md). */
const PRODUCTION: Record<ProcessRole, string[]> = {
  embedded: [SWEEP, ANNOUNCE, PRERENDER, PURGE, INSTANCE, CLUSTER],
  api: [PRERENDER, FALLBACK, INSTANCE, CLUSTER],
  worker: [SWEEP, ANNOUNCE, PURGE, INSTANCE],
};
/** Under NODE_ENV=test the pre-render scheduler and the embedded purge stay off. */
const IN_TESTS: Record<ProcessRole, string[]> = {
  embedded: [SWEEP, ANNOUNCE, INSTANCE, CLUSTER],
  api: [INSTANCE, CLUSTER],
  worker: [SWEEP, ANNOUNCE, PURGE, INSTANCE],
};
const ROLES: ProcessRole[] = ['embedded', 'api', 'worker'];

const names = (role: ProcessRole, env: 'production' | 'test') =>
  periodicTasksFor(role, { env }).map((task) => task.name);

describe('periodic tasks: who runs what', () => {
  it.each(ROLES)('the %s role runs exactly its declared tasks, each once', (role) => {
    expect(names(role, 'production').sort()).toEqual([...PRODUCTION[role]].sort());
    expect(names(role, 'test').sort()).toEqual([...IN_TESTS[role]].sort());
    expect(new Set(names(role, 'production')).size).toBe(names(role, 'production').length);
  });

  it('a scaled API instance runs no task that only workers run', () => {
    const workerOnly = periodicTasksFor('worker', { env: 'production' })
      .filter((task) => !task.roles.includes('api'))
      .map((task) => task.name);
    expect(workerOnly.sort()).toEqual([SWEEP, ANNOUNCE, PURGE].sort());
    for (const env of ['production', 'test'] as const)
      expect(names('api', env).filter((name) => workerOnly.includes(name))).toEqual([]);
  });

  it('starts tasks only through the modules: no other production file calls a starter', () => {
    const src = import.meta.dirname;
    const starter =
      /\b(startExpirySweeper|startFallbackSweeper|startAnnouncementResender|startPurger|startReportScheduler|startInstanceHealthBroadcast|startPeriodicTasks)\(/g;
    const callers: string[] = [];
    for (const path of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!path.endsWith('.ts') || /\.(test|test-support)\.ts$/.test(path)) continue;
      const text = readFileSync(join(src, path), 'utf8');
      for (const match of text.matchAll(starter)) {
        // Its definition (`function startPurger(`) is not a call.
        const before = text.slice(Math.max(0, match.index - 16), match.index);
        if (!/function\s+$/.test(before)) callers.push(`${path}: ${match[1]}`);
      }
    }
    // The declarations live in their areas' modules; the one starter has one caller per
    // kind of process: buildApp (API roles) and createRuntime (the worker role).
    expect(callers.sort()).toEqual(
      [
        'app.ts: startPeriodicTasks',
        'exam/exam.module.ts: startAnnouncementResender',
        'exam/exam.module.ts: startExpirySweeper',
        'exam/exam.module.ts: startFallbackSweeper',
        'housekeeping/housekeeping.module.ts: startPurger',
        'reports/reports.module.ts: startReportScheduler',
        'runtime.ts: startPeriodicTasks',
        'system-health/system-health.module.ts: startInstanceHealthBroadcast',
      ].sort(),
    );
  });
});

/** A second start on a runtime whose tasks run starts nothing: no task runs twice. */
async function expectNoSecondStart(runtime: object, role: ProcessRole): Promise<void> {
  const before = [...runningPeriodicTasks(runtime)];
  const again: RunningTasks = startPeriodicTasks(
    role,
    runtime as Parameters<typeof startPeriodicTasks>[1],
  );
  expect(again.names).toEqual([]);
  await again.stop();
  expect(runningPeriodicTasks(runtime)).toEqual(before);
}

describeBackends('periodic tasks: the embedded role', (backend) => {
  const t = useTestApp(backend);

  it('runs the expiry sweep and the health figures, once each', async () => {
    const running = runningPeriodicTasks(t.app.runtime);
    expect([...running].sort()).toEqual([...IN_TESTS.embedded].sort());
    expect(new Set(running).size).toBe(running.length);
    await expectNoSecondStart(t.app.runtime, 'embedded');
  });
});

describe.skipIf(!scaledModeAvailable())('periodic tasks: the scaled roles', () => {
  const t = useScaledApp();

  it('an API instance runs the health figures and none of the workers’ tasks', async () => {
    const running = runningPeriodicTasks(t.app.runtime);
    expect([...running].sort()).toEqual([...IN_TESTS.api].sort());
    expect(running).not.toContain(SWEEP);
    expect(running).not.toContain(PURGE);
    await expectNoSecondStart(t.app.runtime, 'api');
  });

  it('a worker runs the sweep, the purge and its own health figures, once each', async () => {
    const running = runningPeriodicTasks(t.worker);
    expect([...running].sort()).toEqual([...IN_TESTS.worker].sort());
    await expectNoSecondStart(t.worker, 'worker');
  });

  it('stops them when the process closes', async () => {
    const app = await buildApp(t.config, { logger: pino({ level: 'silent' }) });
    expect(runningPeriodicTasks(app.runtime).length).toBeGreaterThan(0);
    await app.close();
    expect(runningPeriodicTasks(app.runtime)).toEqual([]);
  });
});
