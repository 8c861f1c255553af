/**
 * `pnpm bench exam --mode cluster`: the exam day through nginx in front of `--api` API
 * instances (2) and one worker, started by `pnpm cluster up` on the bench's own database
 * and Redis prefix. The day runs twice on the same signed-in candidates — on the first
 * simulado with every instance up, then on the second with the last instance SIGKILLed
 * once half of the day's saves are acknowledged — and after each, every acknowledged save
 * is looked for in the database. Failed saves are resent by the client's own rule.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { ExamBenchOptions } from './args';
import {
  sigkill,
  startBenchCluster,
  type BenchCluster,
  type ClusterProcess,
} from './bench-cluster';
import { clusterFigures, printClusterReport, type ClusterRun } from './cluster-report';
import { runExamDay } from './exam-day';
import { countSubmittedWithResult, openConnections, signInAll } from './exam-steps';
import { createHttpClient, type HttpClient } from './http';
import { onInterrupt } from './interrupt';
import { ErrorTally, SaveLedger } from './ledger';
import { cpuBetween, cpuSnapshot, descendantsOf } from './processes';
import { describeCpu, type PidNames } from './report';
import type { Figure } from './runs';
import { benchServerEnv, createBenchDatabase, seedExamFixture, type BenchDatabase } from './setup';

type Log = (line: string) => void;

export async function runClusterBench(
  options: ExamBenchOptions,
  log: Log,
): Promise<{ passed: boolean; figures: Figure[] }> {
  const database = await createBenchDatabase(options);
  let down: (() => Promise<void>) | null = null;
  let clusterDir: string | null = null;
  let passed = false;
  const cleanup = async () => {
    await down?.();
    if (options.keep) log(`kept the bench database: ${database.location}`);
    else await database.cleanup();
  };
  const unregister = onInterrupt(cleanup);
  try {
    log(`seeding ${database.location}…`);
    const seed = await database.open();
    const fixture = await seedExamFixture(seed.db, options.candidates).finally(() => seed.close());

    log(`starting the cluster: nginx, ${options.apis} API instances, 1 worker…`);
    const cluster = await startBenchCluster({
      apis: options.apis,
      workers: 1,
      port: options.port,
      env: benchServerEnv(options, database),
      registerDown: (stop) => (down = stop),
    });
    clusterDir = cluster.dir;
    const { names, apis } = nameProcesses(cluster.processes);
    log(`cluster up at ${cluster.baseUrl} (logs in ${cluster.dir})`);

    const http = createHttpClient({
      baseUrl: cluster.baseUrl,
      connections: options.connections,
      transport: options.transport,
    });
    const signInErrors = new ErrorTally();
    log(`signing in ${options.candidates} candidates…`);
    const { cookies, latency } = await signInAll(
      http,
      fixture.candidates,
      fixture.password,
      signInErrors,
    );
    const day = { http, cookies, options, database, names, log, cluster };

    log('run 1: the exam day with every instance up…');
    const intact = await runDay(day, fixture.daySimuladoId, fixture.dayQuestionIds, null);
    const victim = apis[apis.length - 1]!;
    log(`run 2: the exam day again, ${names.get(victim.pid)} SIGKILLed half-way through…`);
    const withKill = await runDay(
      day,
      fixture.saturationSimuladoId,
      fixture.saturationQuestionIds,
      victim,
    );
    await http.close();

    passed = printClusterReport({
      options,
      signIn: latency,
      signInErrors: signInErrors.total,
      intact,
      withKill,
    });
    return { passed, figures: clusterFigures(intact, withKill) };
  } finally {
    unregister();
    await cleanup().catch((error: unknown) => console.error('cleanup failed', error));
    if (clusterDir && passed && !options.keep) fs.rmSync(clusterDir, { recursive: true });
    else if (clusterDir) log(`kept the cluster's logs: ${clusterDir}`);
  }
}

/** api-1…api-N by port (as `pnpm cluster up` names them), the worker, nginx and its worker. */
function nameProcesses(processes: ClusterProcess[]) {
  const names: PidNames = new Map([[process.pid, 'load generator']]);
  const apis = processes.filter((p) => p.role === 'api').sort((a, b) => a.port! - b.port!);
  apis.forEach((p, i) => names.set(p.pid, `api-${i + 1}`));
  for (const p of processes) {
    if (p.role === 'worker') names.set(p.pid, 'worker');
    if (p.role === 'nginx')
      for (const pid of [p.pid, ...descendantsOf(p.pid)]) names.set(pid, 'nginx');
  }
  return { names, apis };
}

async function runDay(
  ctx: {
    http: HttpClient;
    cookies: string[];
    options: ExamBenchOptions;
    database: BenchDatabase;
    names: PidNames;
    log: Log;
    cluster: BenchCluster;
  },
  simuladoId: string,
  questionIds: string[],
  victim: ClusterProcess | null,
): Promise<ClusterRun> {
  const { options, names } = ctx;
  await openConnections(ctx.http, options.connections);
  const ledger = new SaveLedger();
  const errors = new ErrorTally();
  let killed: ClusterRun['killed'] = null;
  const pids = [...names.keys()];
  const upstreamErrorsBefore = ctx.cluster.upstreamErrors();
  const before = cpuSnapshot(pids);
  const day = await runExamDay({
    http: ctx.http,
    cookies: ctx.cookies,
    simuladoId,
    questionIds,
    answers: options.answers,
    meanThinkMs: options.meanThinkMs,
    submitWindowMs: options.submitWindowMs,
    ledger,
    errors,
    progress: ctx.log,
    retryFailedSaves: true,
    atHalfSaves: victim
      ? () => {
          sigkill(victim);
          killed = { name: names.get(victim.pid)!, afterSaves: ledger.acknowledged };
          ctx.log(
            `  SIGKILL → ${killed.name} (pid ${victim.pid}) after ${ledger.acknowledged} saves`,
          );
        }
      : undefined,
  });
  if (victim) names.set(victim.pid, `${names.get(victim.pid)} (killed: not counted)`);
  const cpu = describeCpu(cpuBetween(before, cpuSnapshot(pids)), names, os.cpus().length);
  const handle = await ctx.database.open();
  try {
    return {
      day,
      errors,
      lost: await ledger.findLost(handle.db),
      acknowledged: ledger.acknowledged,
      submittedWithResult: await countSubmittedWithResult(handle.db, day.submittedSessionIds),
      cpu,
      killed,
      upstreamErrors: ctx.cluster.upstreamErrors() - upstreamErrorsBefore,
    };
  } finally {
    await handle.close();
  }
}
