/**
 * `pnpm bench ranking [--mode embedded|scaled] [--results N] [--watchers N] [--burst N]
 * [--watcher-procs N]`:
 * the live ranking of one simulado with 50,000 official results, against the production
 * server over real HTTP and Socket.IO, from this separate process.
 *
 * 1. A database of the bench's own is seeded: the results, plus `burst` candidates each
 *    holding an open session. The recompute job's own code is timed on it, here.
 * 2. The server bundle (and in scaled mode one worker) runs as a child process.
 * 3. GET /api/results/ranking/{id}: the first page (anonymous) and a deep page with `me`.
 * 4. `watchers` sockets join the ranking room, from `watcher-procs` processes of their own
 *    (lib/ranking-watchers.ts); the burst candidates all submit at once, from this one;
 *    the clock stops when the last watcher holds the final ranking.
 * See loadtests/README.md for the targets.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createHttpClient } from './lib/http';
import { cpuCheckMs } from './lib/machine-check';
import {
  buildBundles,
  freePort,
  repoRoot,
  spawnBundle,
  waitForHttp,
  waitForOutput,
  type Child,
} from './lib/processes';
import {
  API_APPLICATION,
  measureBurst,
  WORKER_APPLICATION,
  withApplicationName,
} from './lib/ranking-burst-cost';
import { seedRankingFixture, signedInCookie } from './lib/ranking-setup';
import { measurePages, timeRecompute } from './lib/ranking-measures';
import { startWatchers } from './lib/ranking-watchers';
import { createBenchDatabase, productionLikeEnv } from './lib/setup';
import { formatMs, mark, printTable, type LatencyRecorder } from './lib/stats';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'embedded' },
    results: { type: 'string', default: '50000' },
    watchers: { type: 'string', default: '2000' },
    burst: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '2000' },
    'watcher-procs': { type: 'string', default: '1' },
    'postgres-url': { type: 'string' },
    'redis-url': { type: 'string' },
  },
});
const mode = args.mode === 'scaled' ? 'scaled' : 'embedded';
const counts = {
  results: Number(args.results),
  watchers: Number(args.watchers),
  burst: Number(args.burst),
  requests: Number(args.requests),
  watcherProcs: Math.max(1, Number(args['watcher-procs']) || 1),
};
const TARGETS = { pageP95Ms: 50, recomputeMs: 1000, watchersMs: 500, submitsPerSecond: 500 };
const log = (line: string) => console.info(line);

async function main(): Promise<boolean> {
  log(
    `ranking bench: ${mode} mode, ${counts.results} results, ${counts.watchers} watchers, ` +
      `a burst of ${counts.burst}, ${os.cpus().length} cores, Node ${process.version}`,
  );
  log('building the production bundles…');
  buildBundles(['server', 'workers']);
  const database = await createBenchDatabase({
    mode,
    postgresUrl:
      args['postgres-url'] ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: args['redis-url'] ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  const children: Child[] = [];
  let watchers: Awaited<ReturnType<typeof startWatchers>> | undefined;
  try {
    log(`seeding ${database.location}…`);
    const handle = await database.open();
    let fixture;
    let recomputeTimes: number[];
    let deepCookie: string;
    let deepPage: number;
    try {
      fixture = await seedRankingFixture(handle.db, counts);
      log('timing the recompute job…');
      recomputeTimes = await timeRecompute(handle.db, fixture.simuladoId);
      // A signed-in candidate half-way down: the deep page holds their own row.
      const middle = Math.ceil(counts.results / 2);
      const entry = await handle.db
        .selectFrom('ranking_entries')
        .select('user_id')
        .where('simulado_id', '=', fixture.simuladoId)
        .where('position', '=', middle)
        .executeTakeFirstOrThrow();
      deepCookie = await signedInCookie(handle.db, entry.user_id);
      deepPage = Math.ceil(middle / 50);
    } finally {
      await handle.close();
    }

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      ...productionLikeEnv(),
      ...withApplicationName(database.env, API_APPLICATION),
    };
    const server = spawnBundle('server', path.join(repoRoot, 'server/dist/main.js'), env);
    children.push(server);
    const workerEnv = withApplicationName(database.env, WORKER_APPLICATION);
    const workerPath = path.join(repoRoot, 'workers/dist/main.js');
    const worker = mode === 'scaled' ? spawnBundle('worker', workerPath, workerEnv) : null;
    if (worker) children.push(worker);
    await waitForHttp(`${baseUrl}/readyz`, server);
    if (worker) await waitForOutput(worker, /worker ready/);
    log(`server ready at ${baseUrl}`);
    // A shared machine's speed right now (lib/machine-check.ts): compare runs by it.
    log(`CPU check: ${cpuCheckMs().toFixed(0)} ms (the server idle; lower is faster)`);

    const http = createHttpClient({ baseUrl, connections: 64, transport: 'request' });
    const ranking = `/api/results/ranking/${fixture.simuladoId}`;
    log('timing ranking pages…');
    const deepUrl = `${ranking}?page=${deepPage}&pageSize=50`;
    const paths: Array<[string, string | undefined]> = [
      [ranking, undefined],
      [deepUrl, deepCookie],
    ];
    const pages = await measurePages(http, paths, counts.requests);
    const deep = await http.get(deepUrl, deepCookie);
    const deepHasMe = Boolean((deep.body as { me?: unknown } | null)?.me);

    const procs = `${counts.watcherProcs} process${counts.watcherProcs > 1 ? 'es' : ''}`;
    log(`connecting ${counts.watchers} watchers in ${procs} of their own…`);
    watchers = await startWatchers({
      baseUrl,
      simuladoId: fixture.simuladoId,
      expected: counts.results + counts.burst,
      watchers: counts.watchers,
      procs: counts.watcherProcs,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));

    log(`the burst: ${counts.burst} submissions at once…`);
    const measured = await measureBurst({ http, watchers, fixture, database, server, worker });
    const { burst, reached, printCost } = measured;
    await watchers.stop();
    await http.close();
    const allReached = reached.times.length === counts.watchers;
    const lastWatcher = allReached ? Math.max(...reached.times) : Number.NaN;
    const watchersMs = lastWatcher - burst.lastResponseWall;

    const [cold, ...warm] = recomputeTimes;
    const warmMedian = [...warm].sort((a, b) => a - b)[Math.floor(warm.length / 2)]!;
    const [first, deepRec] = pages.recorders as [LatencyRecorder, LatencyRecorder];
    const row = (label: string, rec: LatencyRecorder) => [
      label,
      formatMs(rec.percentile(50)),
      formatMs(rec.percentile(95)),
      formatMs(rec.percentile(99)),
      `< ${TARGETS.pageP95Ms} ms`,
      mark(rec.percentile(95) < TARGETS.pageP95Ms),
    ];
    printTable(
      `GET ${ranking.replace(fixture.simuladoId, '{id}')} (${counts.requests} each, 8 at a time)`,
      [
        ['page', 'p50', 'p95', 'p99', 'target p95', ''],
        row('first page, anonymous', first),
        row(`page ${deepPage} with me${deepHasMe ? '' : ' (me MISSING)'}`, deepRec),
      ],
    );
    const { burstMs, submits, submitFailures, failures } = burst;
    const burstRate = counts.burst / (burstMs / 1000);
    printTable('recompute and live updates', [
      ['measure', 'value', 'target', ''],
      [
        'recompute of ' + counts.results + ', first (empty snapshot)',
        formatMs(cold!),
        `< ${TARGETS.recomputeMs} ms`,
        mark(cold! < TARGETS.recomputeMs),
      ],
      [
        'recompute of ' + counts.results + ', again (median of 3)',
        formatMs(warmMedian),
        `< ${TARGETS.recomputeMs} ms`,
        mark(warmMedian < TARGETS.recomputeMs),
      ],
      [
        'burst: first submit sent → last response',
        formatMs(burstMs),
        `≥ ${TARGETS.submitsPerSecond}/s`,
        mark(burstRate >= TARGETS.submitsPerSecond),
      ],
      [
        `last response → last of ${counts.watchers} watchers final`,
        allReached ? formatMs(watchersMs) : `${reached.times.length} reached`,
        `< ${TARGETS.watchersMs} ms`,
        mark(allReached && watchersMs < TARGETS.watchersMs),
      ],
      [
        'submit latency p50 / p99',
        `${formatMs(submits.percentile(50))} / ${formatMs(submits.percentile(99))}`,
        '',
        '',
      ],
      [`watchers' CPU time, burst → final (${procs})`, formatMs(reached.cpuMs), '', ''],
      ['ranking:updated events one watcher got, burst → final', String(reached.updates), '', ''],
      ['submit failures', String(submitFailures), '0', mark(submitFailures === 0)],
      ['page failures', String(pages.failures), '0', mark(pages.failures === 0)],
    ]);
    printCost();
    for (const [key, n] of failures) log(`  submit failure ${key}: ${n}`);
    log(`The watchers ran in ${procs} of their own, not in the one that submitted.`);
    if (server.warnings() > 0) console.error(`server warnings:\n${server.tail()}`);
    return (
      first.percentile(95) < TARGETS.pageP95Ms &&
      deepRec.percentile(95) < TARGETS.pageP95Ms &&
      deepHasMe &&
      warmMedian < TARGETS.recomputeMs &&
      allReached &&
      watchersMs < TARGETS.watchersMs &&
      burstRate >= TARGETS.submitsPerSecond &&
      submitFailures === 0
    );
  } finally {
    await watchers?.stop();
    for (const child of children) if (child.process.exitCode === null) await child.stop(5000);
    await database.cleanup().catch((error: unknown) => console.error('cleanup failed', error));
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
