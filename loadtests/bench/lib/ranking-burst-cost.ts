// Where the ranking bench's burst spends the machine: CPU time per process (the API, the
// worker, the bench, the watchers), PostgreSQL's split by who asked (the API's backends,
// the worker's), and how many snapshot rewrites ran meanwhile. The API and the worker
// connect under application names of their own (`withApplicationName`), so each backend's
// CPU time in /proc is the cost of one side's statements.
import pg from 'pg';
import type { HttpClient } from './http';
import { cpuBetween, cpuSnapshot, type Child, type CpuSnapshot } from './processes';
import { submitBurst } from './ranking-measures';
import { wallNow, type startWatchers } from './ranking-watchers';
import { formatMs, printTable } from './stats';

export const API_APPLICATION = 'bench-api';
export const WORKER_APPLICATION = 'bench-worker';

/** `env` with its DATABASE_URL (when it has one) naming its connections `name`. */
export function withApplicationName(
  env: Record<string, string>,
  name: string,
): Record<string, string> {
  if (!env.DATABASE_URL) return env;
  const url = new URL(env.DATABASE_URL);
  url.searchParams.set('application_name', name);
  return { ...env, DATABASE_URL: url.toString() };
}

export type BurstPids = { api: number; worker: number | null; bench: number; watchers: number[] };

type Reading = { cpu: CpuSnapshot; backends: Map<number, string>; rewrites: number | null };

/**
 * Reads the machine at the burst's start, its last response and the final ranking.
 * Without `databaseUrl` (embedded: PGlite runs inside the API) only the processes count.
 */
export async function openBurstProbe(
  databaseUrl: string | undefined,
  simuladoId: string,
  pids: BurstPids,
) {
  const client = databaseUrl
    ? new pg.Client({ connectionString: databaseUrl, application_name: 'bench-probe' })
    : null;
  await client?.connect();
  const own = [pids.api, pids.worker, pids.bench, ...pids.watchers].filter(
    (pid): pid is number => pid !== null,
  );

  async function read(): Promise<Reading> {
    const backends = new Map<number, string>();
    let rewrites: number | null = null;
    if (client) {
      const activity = await client.query<{ pid: number; application_name: string }>(
        `select pid, application_name from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      for (const row of activity.rows) backends.set(row.pid, row.application_name);
      const snapshot = await client.query<{ version: number }>(
        'select version from ranking_snapshots where simulado_id = $1',
        [simuladoId],
      );
      rewrites = snapshot.rows[0]?.version ?? 0;
    }
    return { cpu: cpuSnapshot([...own, ...backends.keys()]), backends, rewrites };
  }

  /** CPU ms of each role between two readings, and the rewrites that ran. */
  function between(from: Reading, to: Reading) {
    const used = cpuBetween(from.cpu, to.cpu);
    const wall = to.cpu.at - from.cpu.at;
    const ms = (pid: number | null) => (pid === null ? 0 : (used.perPid.get(pid) ?? 0) * wall);
    const backendsOf = (name: string) => {
      let sum = 0;
      for (const [pid, app] of new Map([...from.backends, ...to.backends]))
        if (app === name) sum += ms(pid);
      return sum;
    };
    return {
      wallMs: wall,
      api: ms(pids.api),
      worker: ms(pids.worker),
      bench: ms(pids.bench),
      watchers: pids.watchers.reduce((sum, pid) => sum + ms(pid), 0),
      pgApi: backendsOf(API_APPLICATION),
      pgWorker: backendsOf(WORKER_APPLICATION),
      pgAll: (used.perService.get('PostgreSQL') ?? 0) * wall,
      redis: (used.perService.get('Redis') ?? 0) * wall,
      machine: used.machine * wall,
      rewrites: to.rewrites !== null && from.rewrites !== null ? to.rewrites - from.rewrites : null,
    };
  }

  return {
    read,
    between,
    close: async () => client?.end(),
  };
}

export type BurstCost = ReturnType<Awaited<ReturnType<typeof openBurstProbe>>['between']>;

/** The table's rows: each phase's CPU by role, and per submit for the burst. */
export function burstCostRows(phases: Array<[string, BurstCost]>, submits: number): string[][] {
  const rows: string[][] = [['CPU time', ...phases.map(([label]) => label), 'per submit']];
  const [, burst] = phases[0]!;
  const line = (label: string, pick: (cost: BurstCost) => number) => [
    label,
    ...phases.map(([, cost]) => formatMs(pick(cost))),
    `${((pick(burst) / submits) * 1000).toFixed(0)} µs`,
  ];
  rows.push(
    line('wall clock', (c) => c.wallMs),
    line('machine (2 cores = 2 × wall)', (c) => c.machine),
    line('API process', (c) => c.api),
    line('PostgreSQL, for the API', (c) => c.pgApi),
    line('worker process', (c) => c.worker),
    line('PostgreSQL, for the worker', (c) => c.pgWorker),
    line('PostgreSQL, all', (c) => c.pgAll),
    line('Redis', (c) => c.redis),
    line('bench (submits)', (c) => c.bench),
    line('watchers', (c) => c.watchers),
    line('anything else (other work on the machine)', (c) =>
      Math.max(0, c.machine - c.api - c.worker - c.pgAll - c.redis - c.bench - c.watchers),
    ),
  );
  rows.push([
    'snapshot rewrites',
    ...phases.map(([, cost]) => (cost.rewrites === null ? '—' : String(cost.rewrites))),
    '',
  ]);
  return rows;
}

/**
 * The burst with the machine read around it: every candidate submits at once, then the
 * watchers are waited for (30 s at most); `printCost` prints where the CPU time went.
 */
export async function measureBurst(input: {
  http: HttpClient;
  watchers: Awaited<ReturnType<typeof startWatchers>>;
  fixture: { simuladoId: string; burst: Array<{ cookie: string; sessionId: string }> };
  /** The bench database: PostgreSQL's URL, when scaled, is in its env. */
  database: { env: Record<string, string> };
  server: Child;
  worker: Child | null;
}) {
  const { watchers, fixture } = input;
  const candidates = fixture.burst;
  const probe = await openBurstProbe(input.database.env.DATABASE_URL, fixture.simuladoId, {
    api: input.server.process.pid!,
    worker: input.worker?.process.pid ?? null,
    bench: process.pid,
    watchers: watchers.pids,
  });
  try {
    const atStart = await probe.read();
    watchers.burst();
    const burst = await submitBurst(input.http, candidates);
    const atLast = await probe.read();
    const reached = await watchers.reached(wallNow() + 30_000);
    const atFinal = await probe.read();
    const phases: Array<[string, BurstCost]> = [
      ['burst', probe.between(atStart, atLast)],
      ['→ final', probe.between(atLast, atFinal)],
    ];
    const printCost = () =>
      printTable(
        'where the burst went (CPU time; PostgreSQL split by who connected)',
        burstCostRows(phases, candidates.length),
      );
    return { burst, reached, printCost };
  } finally {
    await probe.close();
  }
}
