// What `pnpm bench exam` says about the machine before a run and, with --seed-only, after it.
import os from 'node:os';
import { buildBundles, cpuBetween, cpuSnapshot, descendantsOf } from './processes';
import type { ExamFixture } from './setup';

/** --seed-only --database-url: an existing database instead of the bench's own. */
export { runSeedInto } from './seed-into';

/** Says whether the machine is idle (other load skews every figure) and builds the bundles. */
export async function prepareMachine(log: (line: string) => void): Promise<void> {
  const cores = os.cpus().length;
  // Two seconds of the machine, less this process and its own children (tsx's esbuild).
  const own = [process.pid, ...descendantsOf(process.pid)];
  const idleFrom = cpuSnapshot(own);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = cpuBetween(idleFrom, cpuSnapshot(own));
  const busy = Math.max(0, idle.machine - [...idle.perPid.values()].reduce((a, b) => a + b, 0));
  log(`machine busy before the bench (other processes): ${busy.toFixed(2)} of ${cores} cores`);
  if (busy > 0.2) {
    console.warn(
      '⚠️  other processes are using the CPU: the figures will be lower than on an idle machine',
    );
  }
  log('building the production bundles…');
  buildBundles(['server', 'workers']);
}

/** --seed-only: how to point a server and k6/exam-day.ts at the database just filled. */
export function printSeedOnly(
  log: (line: string) => void,
  env: Record<string, string>,
  fixture: ExamFixture,
): void {
  const vars = Object.entries(env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  log(
    `\nStart a server on it:\n  ${vars} DEMO_SEED=false RATE_LIMIT_AUTH_PER_IP=100000 pnpm start`,
  );
  log(
    `Then run the exam day with k6:\n  k6 run -e BASE_URL=http://localhost:3000 ` +
      `-e SIMULADO_ID=${fixture.daySimuladoId} -e PASSWORD='${fixture.password}' ` +
      `-e CANDIDATES=${fixture.candidates.length} ` +
      `loadtests/k6/exam-day.ts`,
  );
}
