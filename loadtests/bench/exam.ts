/**
 * `pnpm bench exam [--mode embedded|scaled|cluster] [--candidates N] [--paper real] …`: an
 * exam day against the production server over real HTTP, from this separate process
 * (`--mode cluster`: lib/exam-cluster.ts; `--paper real`: lib/real-paper-run.ts).
 * 1. A database of the bench's own is created and filled before the server starts.
 * 2. The server bundle (and in scaled mode one worker) runs as a child process.
 * 3. Phase 1: candidates sign in, start within one second, save every ~2 s, submit.
 * 4. Phase 2: back-to-back saves at rising concurrency, to find the saturation point.
 * 5. The server is stopped (SIGTERM) and the database checked: every 2xx save stored
 * (targets and how to read the tables: loadtests/README.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseExamBenchArgs } from './lib/args';
import { runClusterBench } from './lib/exam-cluster';
import { runExamDay } from './lib/exam-day';
import { countSubmittedWithResult, openConnections, signInAll } from './lib/exam-steps';
import { createHttpClient } from './lib/http';
import { onInterrupt } from './lib/interrupt';
import { ErrorTally, SaveLedger } from './lib/ledger';
import { describePerSave, readPgCounters, type PgCounters } from './lib/pg-stats';
import {
  cpuBetween,
  cpuSnapshot,
  freePort,
  repoRoot,
  spawnBundle,
  waitForHttp,
  waitForOutput,
  type Child,
} from './lib/processes';
import { summarizeCpuProfile } from './lib/profile';
import { describeCpu, printReport, type PidNames } from './lib/report';
import { runSaturation } from './lib/saturation';
import { printRunsSummary, singleInstanceFigures, type Figure } from './lib/runs';
import { benchServerEnv, createBenchDatabase, poolEnv } from './lib/setup';
import { prepareMachine, printSeedOnly, runSeedInto } from './lib/exam-support';
import * as real from './lib/real-paper-run';

const options = parseExamBenchArgs(process.argv.slice(2));
const cores = os.cpus().length;
const log = (line: string) => console.info(line);

async function main(): Promise<boolean> {
  log(
    `exam bench: ${options.mode} mode, ${options.candidates} candidates × ${options.answers} answers, ` +
      `${cores} cores, Node ${process.version}, client ${options.transport} over ${options.connections} connections`,
  );
  if (!options.seedOnly) await prepareMachine(log);
  const runs: Figure[][] = [];
  let passed = true;
  for (let run = 1; run <= (options.seedOnly ? 1 : options.runs); run++) {
    if (options.runs > 1) log(`\n═══ run ${run} of ${options.runs} ═══`);
    const result =
      options.mode === 'cluster' ? await runClusterBench(options, log) : await runSingle();
    runs.push(result.figures);
    passed &&= result.passed;
  }
  if (runs.length > 1) {
    printRunsSummary(`${runs.length} runs, ${options.mode} mode: each figure, median, worst`, runs);
  }
  return passed;
}

/** One run of the embedded or scaled bench: one server (and in scaled mode one worker). */
async function runSingle(): Promise<{ passed: boolean; figures: Figure[] }> {
  const scaled = options.mode === 'scaled';
  const database = await createBenchDatabase(options);
  const children: Child[] = [];
  const cleanup = async () => {
    for (const child of children) if (child.process.exitCode === null) await child.stop(5000);
    if (options.keep || options.seedOnly) log(`kept the bench database: ${database.location}`);
    else await database.cleanup().catch((error: unknown) => console.error('cleanup failed', error));
  };
  const unregister = onInterrupt(cleanup);
  const profileDir = options.profile
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-bench-prof-'))
    : null;
  try {
    log(`seeding ${database.location}…`);
    const seedHandle = await database.open();
    const { fixture, paper } = await real
      .seedPapers(seedHandle.db, options)
      .finally(() => seedHandle.close());
    if (options.seedOnly) {
      printSeedOnly(log, database.env, fixture);
      return { passed: true, figures: [] };
    }

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      ...benchServerEnv(options, database),
    };
    const server = spawnBundle(
      'server',
      path.join(repoRoot, 'server/dist/main.js'),
      env,
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    children.push(server);
    const worker = scaled
      ? spawnBundle('worker', path.join(repoRoot, 'workers/dist/main.js'), {
          ...database.env,
          ...poolEnv(options),
        })
      : null;
    if (worker) children.push(worker);
    await waitForHttp(`${baseUrl}/readyz`, server);
    if (worker) await waitForOutput(worker, /worker ready/);
    log(`server ready at ${baseUrl} (pid ${server.process.pid})`);
    const names: PidNames = new Map([[process.pid, 'load generator']]);
    for (const child of children) names.set(child.process.pid!, child.name);
    const pids = [...names.keys()];
    const { connections, transport } = options;
    const http = createHttpClient({ baseUrl, connections, transport });
    const errors = new ErrorTally();
    const ledger = new SaveLedger();

    log(`signing in ${options.candidates} candidates…`);
    const signIn = await signInAll(http, fixture.candidates, fixture.password, errors);
    const { cookies, latency: signInLatency } = signIn;
    const signInErrors = errors.total;
    await openConnections(http, options.connections);
    const scrollMs = options.meanThinkMs;
    const { inlinePaper: inline, noImages } = options;
    const opening = { http, cookies, baseUrl, errors, log, scrollMs, inline, images: !noImages };
    const open = paper && (await real.beforeDay({ ...opening, paper }));
    log('phase 1: the exam day…');
    const dayBefore = cpuSnapshot(pids);
    const day = await runExamDay({
      http,
      cookies,
      simuladoId: paper?.realSimuladoId ?? fixture.daySimuladoId,
      questionIds: paper?.realQuestionIds ?? fixture.dayQuestionIds,
      ...open?.hooks,
      inlinePaper: options.inlinePaper,
      answers: options.answers,
      meanThinkMs: options.meanThinkMs,
      submitWindowMs: options.submitWindowMs,
      ledger,
      errors,
      progress: log,
    });
    const dayCpu = describeCpu(cpuBetween(dayBefore, cpuSnapshot(pids)), names, cores);
    const realPassed = !open || (await real.afterDay({ ...open, day, errors, log }));

    let saturation = null;
    let pgLines: string[] = [];
    if (!options.skipSaturation) {
      log('phase 2: saturation…');
      // An idle PostgreSQL backend publishes its counters up to 10 s late: wait, so that
      // phase 1's work is not counted in phase 2 (and all of phase 2's is).
      const settle = () => new Promise((resolve) => setTimeout(resolve, 11_000));
      const pgBefore: PgCounters | null = scaled
        ? await settle().then(() => readPgCounters(database.env.DATABASE_URL!))
        : null;
      const acknowledgedBefore = ledger.acknowledged;
      saturation = await runSaturation({
        http,
        cookies,
        simuladoId: fixture.saturationSimuladoId,
        questionIds: fixture.saturationQuestionIds,
        steps: options.saturationSteps,
        stepMs: options.stepMs,
        ledger,
        errors,
        pids,
        progress: log,
      });
      if (pgBefore) {
        await settle();
        const pgAfter = await readPgCounters(database.env.DATABASE_URL!);
        pgLines = describePerSave(pgBefore, pgAfter, ledger.acknowledged - acknowledgedBefore);
      }
    }
    await http.close();

    log('stopping the server (SIGTERM) and checking the database…');
    if (worker) await worker.stop();
    const serverExit = await server.stop();
    if (serverExit !== 0) console.error(`server exited with ${serverExit}:\n${server.tail()}`);
    else if (server.warnings() > 0) console.error(`server warnings:\n${server.tail()}`);
    const checkHandle = await database.open();
    let lost;
    let submittedWithResult = 0;
    try {
      lost = await ledger.findLost(checkHandle.db);
      submittedWithResult = await countSubmittedWithResult(checkHandle.db, day.submittedSessionIds);
    } finally {
      await checkHandle.close();
    }

    const passed = printReport({
      options,
      signIn: signInLatency,
      signInErrors,
      day,
      dayErrors: {
        start: errors.count('start'),
        paper: errors.count('paper'),
        save: errors.count('save-answer'),
        submit: errors.count('submit'),
      },
      dayCpu,
      saturation,
      saturationCpu: (step) => describeCpu(step.cpu, names, cores),
      checks: {
        errors: errors.total,
        errorLines: errors.lines(),
        acknowledgedSaves: ledger.acknowledged,
        lostSaves: lost.lost,
        lostExamples: lost.examples,
        submitted: day.submittedSessionIds.length,
        submittedWithResult,
        serverExit,
        serverWarnings: server.warnings(),
      },
      pgLines,
    });
    if (profileDir) summarizeCpuProfile(profileDir);
    const figures = singleInstanceFigures({
      day,
      errors: errors.total,
      lostSaves: lost.lost,
      saturation,
      cpuCheckMs: saturation ? Math.max(...saturation.cpuCheckMs) : undefined,
      loopbackUs: saturation ? Math.max(...saturation.loopbackUs) : undefined,
    });
    return { passed: passed && realPassed, figures };
  } finally {
    unregister();
    await cleanup();
  }
}

(options.seedInto ? runSeedInto(options.seedInto, options.candidates, log) : main()).then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
