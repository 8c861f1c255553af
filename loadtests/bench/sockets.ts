/**
 * `pnpm bench sockets [--sockets N] [--apis N] [--holders N] [--rounds N] [--nginx-workers N]`:
 * N candidates' Socket.IO connections held through nginx by the cluster's API instances
 * (`pnpm cluster`; `--nginx-workers`: see lib/nginx-workers.ts).
 * 1. Its own database: a simulado and N + rounds candidates signed in.
 * 2. nginx, `apis` instances and one worker start; each process's RSS is read once settled.
 * 3. `holders` child processes open the N sockets (websocket transport, each from one of
 *    200 loopback addresses, as nginx spreads sockets by client address), each joins the
 *    simulado's ranking room; RSS again, and each instance's established connections.
 * 4. `rounds` times, another candidate starts and submits: the worker's recompute publishes
 *    `ranking:updated` to the room on Redis (seen by the bench's own subscriber), and every
 *    socket's receipt is timed against that publish.
 * See docs/BENCHMARKS.md ("Sockets held").
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { startBenchCluster } from './lib/bench-cluster';
import { startSession, sessionOf, submitSession } from './lib/exam-api';
import { createHttpClient, describeFailure, isOk } from './lib/http';
import { onInterrupt } from './lib/interrupt';
import { cpuCheckMs } from './lib/machine-check';
import { prepareMachine } from './lib/exam-support';
import { reloadNginxWorkers } from './lib/nginx-workers';
import { cpuBetween, cpuSnapshot, descendantsOf } from './lib/processes';
import type { PidNames } from './lib/report';
import { benchServerEnv, createBenchDatabase } from './lib/setup';
import { connectCommand, startHolder, wallNow, type HolderReply } from './lib/socket-holders';
import {
  cpuMs,
  establishedOn,
  openFiles,
  printBroadcasts,
  printHeld,
  readProcNetTcp,
  settledRssKb,
  type Instance,
  type Round,
} from './lib/sockets-report';
import { seedTimeupFixture } from './lib/timeup-setup';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    apis: { type: 'string', default: '2' },
    holders: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    'nginx-workers': { type: 'string' },
    port: { type: 'string' },
    'postgres-url': { type: 'string' },
    'redis-url': { type: 'string' },
  },
});
const wanted = Number(args.sockets);
const apis = Number(args.apis);
const holders = Number(args.holders ?? Math.max(1, Math.ceil(wanted / 2500)));
const rounds = Number(args.rounds);
const nginxWorkers = args['nginx-workers'] === undefined ? null : Number(args['nginx-workers']);
const log = (line: string) => console.info(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<boolean> {
  log(
    `sockets bench: ${wanted} sockets through nginx on ${apis} instances, ${holders} ` +
      `load-generator processes, ${os.cpus().length} cores, Node ${process.version}`,
  );
  await prepareMachine(log);
  const redisUrl = args['redis-url'] ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const database = await createBenchDatabase({
    mode: 'scaled',
    postgresUrl:
      args['postgres-url'] ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl,
  });
  let down: (() => Promise<void>) | null = null;
  const children: Array<ReturnType<typeof startHolder>> = [];
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  const cleanup = async () => {
    children.forEach((child) => child.close());
    subscriber.disconnect();
    await down?.();
    await database.cleanup().catch((error: unknown) => console.error('cleanup failed', error));
  };
  const unregister = onInterrupt(cleanup);
  try {
    log(`seeding ${database.location}…`);
    const seed = await database.open();
    const fixture = await seedTimeupFixture(seed.db, {
      candidates: wanted + rounds,
      durationMinutes: 60,
    }).finally(() => seed.close());
    const cluster = await startBenchCluster({
      apis,
      workers: 1,
      port: args.port === undefined ? null : Number(args.port),
      env: benchServerEnv({ candidates: wanted, pool: null }, database),
      registerDown: (stop) => (down = stop),
    });
    const api = cluster.processes.filter((p) => p.role === 'api');
    const nginxPid = cluster.processes.find((p) => p.role === 'nginx')!.pid;
    const nginxPids = () => [nginxPid, ...descendantsOf(nginxPid)];
    // Two files per socket and room for HTTP: more workers when one's file limit is short.
    const { limit } = openFiles(descendantsOf(nginxPid)[0]!);
    const needed = Math.ceil((2 * wanted + 512) / limit);
    const workers = nginxWorkers ?? (needed > 1 ? needed : null);
    if (workers !== null) {
      await reloadNginxWorkers(cluster.dir, nginxPid, workers);
      log(`nginx reloaded with ${workers} workers (reuseport); a worker may open ${limit} files`);
    }
    // A warm-up of 200 sockets, opened and closed: the code that handles a socket is
    // compiled and the heap has grown to its working size before the first reading, so
    // the figure per socket is what each one adds, not the first socket's start-up.
    const warmUp = startHolder();
    children.push(warmUp);
    await warmUp.ask(connectCommand(cluster.baseUrl, fixture, 200, 0, 1), 'ready');
    warmUp.close();
    log('cluster up and warmed up; letting it settle, then reading memory…');
    await sleep(5000);
    const before = await Promise.all(api.map((p) => settledRssKb([p.pid])));
    const nginxBefore = await settledRssKb(nginxPids());
    const tcpBefore = readProcNetTcp();
    const heldBefore = api.map((p) => establishedOn(tcpBefore, p.port!));
    const cpuCheck = cpuCheckMs();
    log(`CPU check ${cpuCheck.toFixed(0)} ms; connecting ${wanted} sockets…`);

    const loaders = Array.from({ length: holders }, () => startHolder());
    children.push(...loaders);
    const began = wallNow();
    const readies = await Promise.all(
      loaders.map((child, h) =>
        child.ask(connectCommand(cluster.baseUrl, fixture, wanted, h, holders), 'ready'),
      ),
    );
    const connectMs = wallNow() - began;
    const held = readies.reduce((sum, r) => sum + r.held, 0);
    for (const line of readies.flatMap((r) => r.failures)) log(`  failed: ${line}`);
    log(`${held} sockets held after ${(connectMs / 1000).toFixed(1)} s; settling…`);
    await sleep(5000);
    const tcpAfter = readProcNetTcp();
    const instances: Instance[] = [];
    for (const [i, p] of api.entries()) {
      instances.push({
        name: `api-${i + 1} (:${p.port})`,
        held: establishedOn(tcpAfter, p.port!) - heldBefore[i]!,
        rssBeforeKb: before[i]!,
        rssAfterKb: await settledRssKb([p.pid]),
      });
    }
    const nginx: Instance = {
      name: 'nginx',
      held,
      rssBeforeKb: nginxBefore,
      rssAfterKb: await settledRssKb(nginxPids()),
    };
    const nginxFiles = descendantsOf(nginxPid).map(openFiles);
    printHeld({ wanted, held, instances, nginx, nginxFiles, connectMs, cpuCheck });

    // The worker's emitter publishes a room's event on `<key>#/#<room>#`.
    const published: Array<{ at: number; channel: string }> = [];
    await subscriber.connect();
    subscriber.on('pmessage', (_pattern, channel: string) =>
      published.push({ at: wallNow(), channel }),
    );
    await subscriber.psubscribe(`${database.env.REDIS_PREFIX}:socket.io#/#*`);
    const http = createHttpClient({
      baseUrl: cluster.baseUrl,
      connections: 2,
      transport: 'request',
    });
    const results: Round[] = [];
    // Who spent the CPU of each broadcast (submit to the last receipt, polls included).
    const cpu: Array<{ used: ReturnType<typeof cpuBetween>; wallMs: number }> = [];
    const names: PidNames = new Map([[process.pid, 'load generator']]);
    for (const loader of loaders) names.set(loader.pid, 'load generator');
    api.forEach((p, i) => names.set(p.pid, `api-${i + 1}`));
    for (const pid of nginxPids()) names.set(pid, 'nginx');
    for (const p of cluster.processes) if (p.role === 'worker') names.set(p.pid, 'worker');
    let failure: string | null = null;
    for (let k = 1; k <= rounds && !failure; k++) {
      const cookie = fixture.cookies[wanted + k - 1]!;
      const started = await startSession(http, cookie, fixture.simuladoId);
      const session = sessionOf(started);
      if (!session) {
        failure = `start ${k} failed: ${describeFailure(started)}`;
        break;
      }
      await sleep(2000); // past the ranking's coalescing window: the submit's job leads
      const cpuFrom = cpuSnapshot([...names.keys()]);
      const submittedAt = wallNow();
      const submitted = await submitSession(http, cookie, session.id);
      if (!isOk(submitted)) {
        failure = `submit ${k} failed: ${describeFailure(submitted)}`;
        break;
      }
      let replies: Array<Extract<HolderReply, { type: 'receipts' }>> = [];
      const deadline = Date.now() + 30_000;
      do {
        await sleep(500);
        replies = await Promise.all(
          loaders.map((child) => child.ask({ type: 'receipts', participants: k }, 'receipts')),
        );
      } while (Date.now() < deadline && replies.some((r) => r.missing > 0));
      const cpuTo = cpuSnapshot([...names.keys()]);
      cpu.push({ used: cpuBetween(cpuFrom, cpuTo), wallMs: cpuTo.at - cpuFrom.at });
      const room = `#ranking:${fixture.simuladoId}#`;
      const publish = published.find((p) => p.at >= submittedAt && p.channel.endsWith(room));
      results.push({
        submittedAt,
        publishedAt: publish?.at ?? null,
        receipts: replies.flatMap((r) => r.times),
        missing: replies.reduce((sum, r) => sum + r.missing, 0),
      });
      log(`broadcast ${k}: ${results.at(-1)!.receipts.length} of ${held} sockets heard it`);
    }
    await http.close();
    const dropped = (
      await Promise.all(
        loaders.map((child) => child.ask({ type: 'receipts', participants: 0 }, 'receipts')),
      )
    ).reduce((sum, r) => sum + r.dropped, 0);
    printBroadcasts(results, failure, dropped);
    cpu.forEach((c, i) =>
      console.info(`CPU, broadcast ${i + 1}: ${cpuMs(c.used, names, c.wallMs)}`),
    );
    return (
      held === wanted &&
      dropped === 0 &&
      failure === null &&
      results.every((r) => r.missing === 0 && r.publishedAt !== null)
    );
  } finally {
    unregister();
    await cleanup();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
