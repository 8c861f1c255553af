/**
 * Step 7: PostgreSQL (the smoke's own) is unreachable for 10 s mid-exam. Saves fail fast
 * with a pt-BR 503 in the API's error shape; the client's rule keeps each answer and sends
 * it again once the database is back; no acknowledged save is lost and every process of
 * the cluster is still the one that was started.
 */
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

export async function postgresOutageStep(ctx: SmokeContext): Promise<Step> {
  const name = '7. PostgreSQL unreachable for 10 s';
  const users = ctx.users.slice(63, 73);
  const simulado = await seedSimulado(
    ctx.db,
    users.map((u) => u.id),
    { title: 'Smoke: banco fora' },
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
  await stopPostgres();
  const downAt = Date.now();
  await sleep(OUTAGE_MS);
  await startPostgres();
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
