/**
 * `pnpm bench timeup [--mode embedded|scaled|cluster] [--candidates N] [--spread S] [--runs N]
 * [--starts http|seeded] [--duration MIN]`: a wave of time-ups against the production
 * server over real HTTP and Socket.IO.
 * 1. Its own database: an official simulado of 60 questions, N candidates signed in.
 * 2. The server (scaled: and a worker; cluster: nginx, 2 instances, 2 workers) starts.
 * 3. Every candidate opens a socket; a watcher joins the ranking room.
 * 4. They start over `spread` s, save `answers` answers each and never submit (seeded:
 *    written directly, jobs included): every result comes from the server's expiry.
 * 5. Measured against each session's deadline (expiresAt + the save grace, when the server
 *    may first finalise it): when its result landed, when its socket heard exam:expired,
 *    when the ranking held everyone; then every acknowledged save and every score checked.
 * See docs/BENCHMARKS.md for the targets.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { SAVE_GRACE_MS } from '../../shared/src/exam/mode';
import { createHttpClient } from './lib/http';
import { onInterrupt } from './lib/interrupt';
import { ErrorTally } from './lib/ledger';
import { cpuCheckMs } from './lib/machine-check';
import type { cpuBetween } from './lib/processes';
import { cpuSnapshot } from './lib/processes';
import { describeCpu } from './lib/report';
import { printRunsSummary, type Figure } from './lib/runs';
import { prepareMachine } from './lib/exam-support';
import { createBenchDatabase } from './lib/setup';
import { startTarget, type TimeupMode } from './lib/timeup-target';
import { checkResults } from './lib/timeup-check';
import { seedTimeupFixture } from './lib/timeup-setup';
import { printTimeup, rssKb, stage, timeupFigures, type Stage } from './lib/timeup-report';
import { seedWave } from './lib/timeup-seeded';
import {
  connectWave,
  saveAll,
  startPaced,
  type SavedAnswers,
  type Started,
} from './lib/timeup-wave';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'scaled' },
    candidates: { type: 'string' },
    spread: { type: 'string', default: '10' },
    answers: { type: 'string', default: '20' },
    duration: { type: 'string' },
    runs: { type: 'string', default: '1' },
    starts: { type: 'string' },
    'postgres-url': { type: 'string' },
    'redis-url': { type: 'string' },
  },
});
const mode: TimeupMode =
  args.mode === 'embedded' ? 'embedded' : args.mode === 'cluster' ? 'cluster' : 'scaled';
const candidates = Number(args.candidates ?? (mode === 'embedded' ? 2000 : 10_000));
const spreadMs = Number(args.spread) * 1000;
const answers = Number(args.answers);
// Over HTTP the saves must all land before the first deadline: `--duration` gives them time.
const durationMinutes = Number(args.duration ?? 1);
const runs = Number(args.runs);
// Seeded starts write the sessions, answers and jobs directly (lib/timeup-seeded.ts): the
// default of a scaled wave too big for this machine to start over HTTP within the spread.
const seeded =
  (args.starts ?? (mode !== 'embedded' && candidates > 2000 ? 'seeded' : 'http')) === 'seeded';
if (seeded && mode === 'embedded') {
  console.error('timeup bench: --starts seeded needs Redis (--mode scaled or cluster)');
  process.exit(2);
}
const cores = os.cpus().length;
const log = (line: string) => console.info(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

async function runOnce(): Promise<{ passed: boolean; figures: Figure[] }> {
  const database = await createBenchDatabase({
    mode,
    postgresUrl:
      args['postgres-url'] ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: args['redis-url'] ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  let stopTarget: (() => Promise<void>) | null = null;
  const cleanup = async () => {
    await stopTarget?.();
    await database.cleanup().catch((error: unknown) => console.error('cleanup failed', error));
  };
  const unregister = onInterrupt(cleanup);
  try {
    log(`seeding ${database.location}…`);
    const seed = await database.open();
    const fixture = await seedTimeupFixture(seed.db, { candidates, durationMinutes }).finally(() =>
      seed.close(),
    );
    const target = await startTarget(mode, database, candidates, (stop) => (stopTarget = stop));
    const { baseUrl, names } = target;
    const pids = [...names.keys()];
    const apisKb = () => target.apiPids.reduce((sum, pid) => sum + rssKb(pid), 0);
    const rssBefore = apisKb();
    log(`connecting ${candidates} candidate sockets…`);
    const wave = await connectWave(baseUrl, fixture.cookies, fixture.simuladoId);
    const socketKb = (apisKb() - rssBefore) / candidates;
    const cpuCheck = cpuCheckMs();
    log(`CPU check ${cpuCheck.toFixed(0)} ms; starting ${candidates} over ${spreadMs / 1000} s…`);
    const errors = new ErrorTally();
    const startCpu = cpuSnapshot(pids);
    let open: Array<Started & { cookie: string }>;
    let saved: SavedAnswers;
    let startStage: Stage;
    let saveStage: Stage;
    if (seeded) {
      const handle = await database.open();
      try {
        const wave = await seedWave(handle.db, fixture, {
          spreadMs,
          durationMinutes,
          answers,
          redisUrl: database.env.REDIS_URL!,
          prefix: database.env.REDIS_PREFIX!,
        });
        open = wave.started.map((s, i) => ({ ...s, cookie: fixture.cookies[i]! }));
        saved = wave.saved;
      } finally {
        await handle.close();
      }
      startStage = saveStage = stage(startCpu, cpuSnapshot(pids));
      log(`${open.length} sessions, ${answers} answers each and their jobs seeded`);
    } else {
      const http = createHttpClient({ baseUrl, connections: 64, transport: 'request' });
      const started = await startPaced(http, fixture.cookies, fixture.simuladoId, spreadMs, errors);
      startStage = stage(startCpu, cpuSnapshot(pids));
      open = started.flatMap((s, i) => (s ? [{ ...s, cookie: fixture.cookies[i]! }] : []));
      for (const line of errors.lines()) log(`  ${line}`);
      log(`${open.length} started; saving ${answers} answers each…`);
      const saveCpu = cpuSnapshot(pids);
      const saveBegan = Date.now();
      const questionIds = fixture.questions.map((q) => q.id);
      saved = await saveAll(http, open, questionIds, answers, errors);
      saveStage = stage(saveCpu, cpuSnapshot(pids));
      log(`saves done in ${((Date.now() - saveBegan) / 1000).toFixed(1)} s`);
      await http.close();
    }
    const firstDeadline = Math.min(...open.map((s) => s.expiresAt)) + SAVE_GRACE_MS;
    const lastDeadline = Math.max(...open.map((s) => s.expiresAt)) + SAVE_GRACE_MS;
    if (open.length === 0) throw new Error('no candidate could start');
    log(
      `${((firstDeadline - Date.now()) / 1000).toFixed(1)} s before the first deadline; waiting…`,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstDeadline - Date.now())));
    const expiryCpu = cpuSnapshot(pids);
    const lastExpected = lastDeadline + 180_000;
    let lastReport = Date.now();
    let killed: string | null = null;
    // The sockets say when the wave is over: the database of embedded mode is the server's.
    while (
      Date.now() < lastExpected &&
      (wave.expiredAt.size < open.length || wave.rankingFinalAt === null)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Cluster: one worker dies half-way through the wave; the other must finish it.
      if (target.killOneWorker && !killed && wave.expiredAt.size >= open.length / 2) {
        killed = target.killOneWorker();
        log(`SIGKILLed ${killed} with ${wave.expiredAt.size} of ${open.length} finalised`);
      }
      if (Date.now() - lastReport > 5000) {
        log(`${wave.expiredAt.size} of ${open.length} heard exam:expired…`);
        lastReport = Date.now();
      }
    }
    const expiryStage = stage(expiryCpu, cpuSnapshot(pids));
    for (const [reason, count] of wave.dropped) log(`${count} sockets dropped: ${reason}`);
    // The last events of a slow wave: up to their targets' 2 s more.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    wave.close();
    await target.stop();
    const handle = await database.open();
    try {
      const check = await checkResults(handle.db, fixture.simuladoId, fixture.questions, saved);
      const input = {
        mode,
        candidates,
        started: open.length,
        complete: check.rows.length >= open.length,
        check,
        expiredAt: wave.expiredAt,
        rankingFinalAt: wave.rankingFinalAt,
        errors,
        cpuCheck,
        socketKb,
        stages: { start: startStage, save: saveStage, expiry: expiryStage },
        seeded,
        describe: (cpu: ReturnType<typeof cpuBetween>) => describeCpu(cpu, names, cores),
        names,
        saves: answers * open.length,
      };
      const passed = printTimeup(input);
      const warnings = target.warnings();
      if (warnings) console.error(`server warnings:\n${warnings}`);
      return { passed, figures: timeupFigures(input) };
    } finally {
      await handle.close();
    }
  } finally {
    unregister();
    await cleanup();
  }
}

async function main(): Promise<boolean> {
  log(
    `timeup bench: ${mode} mode, ${candidates} candidates × ${answers} answers, deadlines ` +
      `over ${spreadMs / 1000} s, ${durationMinutes}-minute exam, ${cores} cores, Node ${process.version}`,
  );
  await prepareMachine(log);
  const all: Figure[][] = [];
  let passed = true;
  for (let run = 1; run <= runs; run++) {
    if (runs > 1) log(`═══ run ${run} of ${runs} ═══`);
    const result = await runOnce();
    all.push(result.figures);
    passed &&= result.passed;
  }
  if (all.length > 1)
    printRunsSummary(`${all.length} runs, ${mode} mode: each, median, worst`, all);
  return passed;
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
