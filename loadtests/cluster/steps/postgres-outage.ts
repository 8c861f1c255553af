/**
 * Step 7: PostgreSQL (the smoke's own) is unreachable for 10 s mid-exam. Saves fail fast
 * with a pt-BR 503 in the API's error shape; the client's rule keeps each answer and sends
 * it again once the database is back; no acknowledged save is lost and every process of
 * the cluster is still the one that was started.
 */
import pg from 'pg';
import { startPostgres, stopPostgres } from '../../../scripts/cluster/own-services.mjs';
import { keepSaving, SmokeCandidate, totals } from '../lib/candidate';
import { clusterState, seedSimulado, sleep, type Step } from '../lib/cluster';
import type { SmokeContext } from '../lib/context';
import { lostSaves, unfinishedSessions } from '../lib/verify';

const OUTAGE_MS = 10_000;
/**
 * "Fast": within the API's wait for a connection (DATABASE_CONNECT_TIMEOUT_MS), where a
 * request to an unreachable database would otherwise hang until nginx gave up (60 s).
 */
const FAIL_FAST_MS = 5_000;
const UNAVAILABLE = '503 SERVICE_UNAVAILABLE O banco de dados está temporariamente indisponível';

export function postgresOutageStep(ctx: SmokeContext): Promise<Step> {
  return databaseOutage(ctx, {
    name: '7. PostgreSQL unreachable for 10 s',
    users: [63, 73],
    title: 'Smoke: banco fora',
    down: stopPostgres,
    up: startPostgres,
  });
}

/**
 * Step 12: the database refuses connections for 10 s while PostgreSQL runs: its pooled
 * connections are ended (57P01) and new ones refused (55000), as during a restore or an
 * operator's ALLOW_CONNECTIONS false. The same promises as step 7: a pt-BR 503, never a
 * 500, then recovery with nothing lost.
 */
export function databaseRefusingStep(ctx: SmokeContext): Promise<Step> {
  const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  const admin = async (text: string) => {
    const url = Object.assign(new URL(process.env.DATABASE_URL!), { pathname: '/postgres' });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  return databaseOutage(ctx, {
    name: '12. the database refusing connections for 10 s (55000, 57P01)',
    users: [73, 83],
    title: 'Smoke: banco recusando conexões',
    down: async () => {
      await admin(`alter database ${database} allow_connections false`);
      await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`,
      );
    },
    up: () => admin(`alter database ${database} allow_connections true`),
  });
}

type Outage = {
  name: string;
  users: [number, number];
  title: string;
  down: () => Promise<void>;
  up: () => Promise<void>;
};

async function databaseOutage(ctx: SmokeContext, outage: Outage): Promise<Step> {
  const { name } = outage;
  const users = ctx.users.slice(...outage.users);
  const simulado = await seedSimulado(
    ctx.db,
    users.map((u) => u.id),
    { title: outage.title },
  );
  const candidates = users.map((u) => new SmokeCandidate(ctx.baseUrl, u, ctx.password));
  await Promise.all(candidates.map((c) => c.signInAndStart(simulado.id)));
  const pids = clusterState().processes.map((p) => `${p.name}:${p.pid}`);

  let stop = false;
  const saving = Promise.all(
    candidates.map((c) => keepSaving(c, simulado.questionIds, () => stop)),
  );
  await sleep(2000);
  const before = totals(candidates);
  await outage.down();
  const downAt = Date.now();
  await sleep(OUTAGE_MS);
  await outage.up();
  const down = Date.now() - downAt;
  const during = totals(candidates);
  // The back-off of a save that kept failing reaches 8 s (1 + 2 + 4 + 8): give the
  // queues the time to send again what they hold.
  await sleep(10_000);
  stop = true;
  await saving;
  const submits = await Promise.all(candidates.map((c) => c.submit()));
  const lost = await lostSaves(ctx.db, candidates);
  const unfinished = await unfinishedSessions(
    ctx.db,
    candidates.map((c) => c.sessionId),
  );
  const samePids = clusterState().processes.map((p) => `${p.name}:${p.pid}`);
  const alive = clusterState().processes.every((p) => isAlive(p.pid));

  const t = totals(candidates);
  const kinds = [...new Set(t.failures.map((f) => f.split('.')[0]!))];
  const clear = t.failures.every((f) => f.startsWith(UNAVAILABLE));
  const ok =
    during.failed - before.failed > 0 &&
    clear &&
    t.slowestFailureMs < FAIL_FAST_MS &&
    t.retriedOk === t.failedSaves &&
    lost === 0 &&
    unfinished === 0 &&
    submits.every((s) => s.status === 200) &&
    alive &&
    samePids.join() === pids.join();
  const detail =
    `database down ${Math.round(down / 1000)} s: ${during.failed - before.failed} save requests ` +
    `failed meanwhile, slowest failure ${Math.round(t.slowestFailureMs)} ms, answers: ` +
    `${kinds.join(' | ') || 'none'}; ${t.retriedOk}/${t.failedSaves} failed answers resent ` +
    `to an ack, ` +
    `${t.acked} acknowledged answers, ${lost} lost; ${candidates.length - unfinished} sessions ` +
    `submitted; processes unchanged and alive: ${alive && samePids.join() === pids.join()}`;
  return { name, ok, detail };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
