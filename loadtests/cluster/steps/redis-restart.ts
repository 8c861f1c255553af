/**
 * Step 6: the cluster's Redis (the smoke's own redis-server, no persistence) is restarted
 * mid-exam. Saves go on (they do not need Redis); submits complete — their ranking job is
 * added once Redis is back — with no request taking over 5 s; the watcher's live ranking
 * resumes by itself, without reconnecting or joining again.
 */
import { io } from 'socket.io-client';
import { startRedis, stopRedis } from '../../../scripts/cluster/own-services.mjs';
import { RANKING_EVENTS } from '../../../shared/src/index';
import { keepSaving, SmokeCandidate, totals } from '../lib/candidate';
import { seedSimulado, sleep, waitFor, type Step } from '../lib/cluster';
import type { SmokeContext } from '../lib/context';
import { lostSaves } from '../lib/verify';

const MAX_REQUEST_MS = 5_000;

export async function redisRestartStep(ctx: SmokeContext): Promise<Step> {
  const name = '6. Redis restarted mid-exam';
  const users = ctx.users.slice(53, 63);
  const simulado = await seedSimulado(
    ctx.db,
    users.map((u) => u.id),
    { title: 'Smoke: Redis reiniciado' },
  );
  const candidates = users.map((u) => new SmokeCandidate(ctx.baseUrl, u, ctx.password));
  await Promise.all(candidates.map((c) => c.signInAndStart(simulado.id)));

  const watcher = io(ctx.baseUrl, { path: '/socket.io', reconnectionDelay: 200 });
  await new Promise<void>((resolve) => watcher.once('connect', () => resolve()));
  let watcherDrops = 0;
  watcher.on('disconnect', () => watcherDrops++);
  const participants: number[] = [];
  watcher.on(RANKING_EVENTS.updated, (e: { simuladoId: string; participants: number }) => {
    if (e.simuladoId === simulado.id) participants.push(e.participants);
  });
  watcher.emit(RANKING_EVENTS.join, simulado.id);
  await watcher.timeout(5000).emitWithAck('ping');

  let stop = false;
  const stopped = new Set<SmokeCandidate>();
  const loops = candidates.map((c) =>
    keepSaving(c, simulado.questionIds, () => stop || stopped.has(c)),
  );
  await sleep(2000);
  const savedBefore = totals(candidates).requests;
  await stopRedis();
  const downAt = Date.now();
  // Half the candidates submit while Redis is down.
  const early = candidates.slice(0, 5);
  const earlySubmits = await Promise.all(
    early.map(async (c, i) => {
      stopped.add(c);
      await loops[i];
      return c.submit();
    }),
  );
  await sleep(Math.max(0, 4000 - (Date.now() - downAt)));
  const savedWhileDown = totals(candidates).requests - savedBefore;
  await startRedis();
  const backAt = Date.now();
  await sleep(2000);
  stop = true;
  await Promise.all(loops);
  const lateSubmits = await Promise.all(candidates.slice(5).map((c) => c.submit()));
  const resumed = await waitFor(() => participants.includes(candidates.length), 20_000);
  const resumedMs = Date.now() - backAt;
  const lost = await lostSaves(ctx.db, candidates);
  const drops = watcherDrops;
  watcher.close();

  const t = totals(candidates);
  const slowestOf = (replies: Array<{ ms: number }>) => Math.max(...replies.map((r) => r.ms));
  const slowestSubmit = Math.max(slowestOf(earlySubmits), slowestOf(lateSubmits));
  const slowest = Math.max(slowestSubmit, t.slowestFailureMs);
  const ok =
    savedWhileDown > 0 &&
    t.failed === 0 &&
    lost === 0 &&
    slowest < MAX_REQUEST_MS &&
    resumed &&
    drops === 0;
  const detail =
    `Redis down ${Math.round((backAt - downAt) / 1000)} s: ${savedWhileDown} saves meanwhile, ` +
    `${t.failed} failed of ${t.requests}, ${lost} acknowledged lost; ${early.length} submits ` +
    `while down (slowest ${Math.round(slowestOf(earlySubmits))} ms) and ${lateSubmits.length} ` +
    `after (slowest ${Math.round(slowestOf(lateSubmits))} ms); ` +
    `the watcher (dropped ${drops}×) got ranking:updated with all ` +
    `${candidates.length} participants ${resumed ? `${resumedMs} ms after Redis came back` : 'never (20 s)'}`;
  return { name, ok, detail };
}
