/**
 * `pnpm bench regrade [--mode embedded|scaled] [--results N] [--questions N] [--watchers N]`:
 * the item statistics and the regrade after an annulment, at scale. One ended simulado with
 * 50,000 official attempts of 60 questions, against the production server over real HTTP
 * and Socket.IO.
 *
 * 1. The bench database is seeded; the item statistics job's code is timed on it, here.
 * 2. The server bundle (and in scaled mode one worker) runs as a child process.
 * 3. `watchers` sockets join the ranking room; the admin annuls a question over HTTP; the
 *    clock stops when the last watcher holds the regraded ranking (its version moved) and
 *    when GET …/regrade says DONE.
 * See loadtests/README.md for the targets.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { createAccount } from './lib/regrade-account';
import { computeStatistics } from '../../server/src/statistics/statistics.jobs';
import { createRankingRecomputer } from '../../server/src/ranking/ranking.recompute';
import { createHttpClient, isOk } from './lib/http';
import {
  buildBundles,
  freePort,
  repoRoot,
  spawnBundle,
  waitForHttp,
  waitForOutput,
  type Child,
} from './lib/processes';
import { signedInCookie } from './lib/ranking-setup';
import { seedRegradeFixture } from './lib/regrade-setup';
import { createBenchDatabase } from './lib/setup';
import { formatMs, mark, printTable } from './lib/stats';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'embedded' },
    results: { type: 'string', default: '50000' },
    questions: { type: 'string', default: '60' },
    watchers: { type: 'string', default: '2000' },
    'postgres-url': { type: 'string' },
    'redis-url': { type: 'string' },
  },
});
const mode = args.mode === 'scaled' ? 'scaled' : 'embedded';
const counts = {
  results: Number(args.results),
  questions: Number(args.questions),
  watchers: Number(args.watchers),
};
const TARGETS = { regradeMs: mode === 'scaled' ? 5_000 : 15_000, statisticsMs: 2_000 };
const log = (line: string) => console.info(line);
const clock = { now: () => new Date() };

/** Watchers in the ranking room; each notes when it first holds a version above `after`. */
async function connectWatchers(baseUrl: string, simuladoId: string, watchers: number) {
  const sockets: Socket[] = [];
  const state = { after: Number.POSITIVE_INFINITY, reachedAt: [] as number[] };
  for (let from = 0; from < watchers; from += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, watchers - from) }, () => {
        const socket = io(baseUrl, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
        });
        sockets.push(socket);
        let done = false;
        socket.on('ranking:updated', (event: { version: number }) => {
          if (!done && event.version > state.after) {
            done = true;
            state.reachedAt.push(performance.now());
          }
        });
        return new Promise<void>((resolve, reject) => {
          socket.once('connect', () => {
            socket.emit('ranking:join', simuladoId);
            resolve();
          });
          socket.once('connect_error', reject);
        });
      }),
    );
  }
  return { sockets, state };
}

async function main(): Promise<boolean> {
  log(
    `regrade bench: ${mode} mode, ${counts.results} attempts × ${counts.questions} questions, ` +
      `${counts.watchers} watchers, ${os.cpus().length} cores, Node ${process.version}`,
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
  try {
    log(`seeding ${database.location}…`);
    const handle = await database.open();
    let fixture;
    let adminCookie: string;
    let version: number;
    const statisticsTimes: number[] = [];
    try {
      const seeded = performance.now();
      fixture = await seedRegradeFixture(handle.db, counts);
      log(`seeded in ${formatMs(performance.now() - seeded)}; first ranking…`);
      await createRankingRecomputer({
        db: handle.db,
        events: { toRoom: () => undefined, disconnectRoom: () => undefined },
        logger: { warn: () => undefined },
      })(fixture.simuladoId);
      log('timing the item statistics job…');
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        await computeStatistics(handle.db, clock, fixture.simuladoId);
        statisticsTimes.push(performance.now() - started);
      }
      adminCookie = await signedInCookie(handle.db, await createAccount(handle.db, 'ADMIN'));
      const snapshot = await handle.db
        .selectFrom('ranking_snapshots')
        .select('version')
        .where('simulado_id', '=', fixture.simuladoId)
        .executeTakeFirstOrThrow();
      version = snapshot.version;
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
      ...database.env,
    };
    const server = spawnBundle('server', path.join(repoRoot, 'server/dist/main.js'), env);
    children.push(server);
    const worker =
      mode === 'scaled'
        ? spawnBundle('worker', path.join(repoRoot, 'workers/dist/main.js'), database.env)
        : null;
    if (worker) children.push(worker);
    await waitForHttp(`${baseUrl}/readyz`, server);
    if (worker) await waitForOutput(worker, /worker ready/);
    log(`server ready at ${baseUrl}; connecting ${counts.watchers} watchers…`);
    const http = createHttpClient({ baseUrl, connections: 8, transport: 'request' });
    const watchers = await connectWatchers(baseUrl, fixture.simuladoId, counts.watchers);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    log('the admin annuls question 1…');
    watchers.state.after = version;
    const started = performance.now();
    const annul = await http.post(
      `/api/admin/simulados/${fixture.simuladoId}/questions/${fixture.questionIds[0]}/annul`,
      { reason: 'Duas alternativas corretas (benchmark).' },
      adminCookie,
    );
    const answered = performance.now();
    let doneAt = Number.NaN;
    let affected = 0;
    const deadline = started + 60_000;
    while (performance.now() < deadline) {
      const status = await http.get(
        `/api/admin/simulados/${fixture.simuladoId}/regrade`,
        adminCookie,
      );
      const body = status.body as { status?: string; affected?: number } | null;
      if (body?.status === 'DONE') {
        doneAt = performance.now();
        affected = body.affected ?? 0;
        break;
      }
      if (body?.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    while (watchers.state.reachedAt.length < counts.watchers && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const allReached = watchers.state.reachedAt.length === counts.watchers;
    const lastWatcher = allReached ? Math.max(...watchers.state.reachedAt) - started : Number.NaN;
    for (const socket of watchers.sockets) socket.disconnect();
    await http.close();

    const statistics = [...statisticsTimes].sort((a, b) => a - b)[1]!;
    printTable(
      `annulment of question 1: ${counts.results} attempts × ${counts.questions} questions`,
      [
        ['measure', 'value', 'target', ''],
        ['POST …/annul answered', formatMs(answered - started), '', isOk(annul) ? '' : 'FAIL'],
        [
          `regrade DONE (GET …/regrade), ${affected} scores moved`,
          formatMs(doneAt - started),
          '',
          '',
        ],
        [
          `last of ${counts.watchers} watchers holds the new ranking`,
          allReached ? formatMs(lastWatcher) : `${watchers.state.reachedAt.length} reached`,
          `< ${TARGETS.regradeMs} ms`,
          mark(allReached && lastWatcher < TARGETS.regradeMs),
        ],
        [
          'item statistics job (median of 3)',
          formatMs(statistics),
          `< ${TARGETS.statisticsMs} ms`,
          mark(statistics < TARGETS.statisticsMs),
        ],
      ],
    );
    if (server.warnings() > 0) console.error(`server warnings:\n${server.tail()}`);
    return isOk(annul) && allReached && lastWatcher < TARGETS.regradeMs;
  } finally {
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
