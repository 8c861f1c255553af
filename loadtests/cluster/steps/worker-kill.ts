/**
 * Step 4: the worker is SIGKILLed in the middle of a ranking recompute and of a PDF
 * render; both complete once it is started again (BullMQ takes back a job whose worker
 * stopped renewing its lock: JOB_LOCK_DURATION_MS, set low by the smoke).
 *
 * "In the middle" is made certain rather than hoped for: the step holds the simulado's
 * ranking advisory lock, so the recompute it triggers waits inside its transaction (seen
 * in pg_locks), and it kills the worker while BullMQ lists the render as active.
 */
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { RANKING_EVENTS } from '../../../shared/src/index';
import { SmokeCandidate } from '../lib/candidate';
import {
  activeJobNames,
  clusterState,
  seedSimulado,
  sigkill,
  startAgain,
  waitFor,
  type Step,
} from '../lib/cluster';
import type { SmokeContext } from '../lib/context';

export async function workerKillStep(ctx: SmokeContext): Promise<Step> {
  const name = '4. the worker SIGKILLed mid ranking recompute and mid PDF render';
  const state = clusterState();
  const redis = new Redis(state.redisUrl, { maxRetriesPerRequest: 2 });
  const [first, second] = ctx.users.slice(50, 52) as [
    SmokeContext['users'][0],
    SmokeContext['users'][0],
  ];
  const simulado = await seedSimulado(ctx.db, [first.id, second.id], {
    title: 'Smoke: queda do worker',
  });
  const candidates = [first, second].map((u) => new SmokeCandidate(ctx.baseUrl, u, ctx.password));
  for (const c of candidates) await c.signInAndStart(simulado.id);
  // The first result exists before the kill: its report is the one rendered mid-kill.
  await candidates[0]!.save(simulado.questionIds[0]!, 'A');
  await candidates[0]!.submit();

  const watcher = candidates[1]!;
  await watcher.connect();
  const updates: number[] = [];
  watcher.socket!.on(RANKING_EVENTS.updated, (e: { simuladoId: string; participants: number }) => {
    if (e.simuladoId === simulado.id) updates.push(e.participants);
  });
  watcher.socket!.emit(RANKING_EVENTS.join, simulado.id);
  await watcher.socket!.timeout(5000).emitWithAck('ping');

  // A connection of its own holds the lock the recompute takes (ranking.repository.ts).
  const holder = await ctx.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext(${`ranking:${simulado.id}`}))`.execute(conn);
    await watcher.save(simulado.questionIds[0]!, 'B');
    await watcher.submit();
    const recomputeWaits = await waitFor(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(
        ctx.db,
      );
      return rows[0]!.n > 0;
    }, 15_000);
    const download = candidates[0]!.request(
      'GET',
      `/api/reports/student/${first.id}/simulado/${simulado.id}?attemptType=OFFICIAL`,
      undefined,
      120_000,
    );
    const rendering = await waitFor(
      async () => (await activeJobNames(redis, state.redisPrefix)).includes('report.render'),
      30_000,
      10,
    );
    const active = await activeJobNames(redis, state.redisPrefix);
    sigkill('worker-1');
    const killedAt = Date.now();
    await sql`select pg_advisory_unlock(hashtext(${`ranking:${simulado.id}`}))`.execute(conn);
    return { recomputeWaits, rendering, active, download, killedAt };
  });
  startAgain('worker-1');
  const restartedAt = Date.now();
  const ranked = await waitFor(() => updates.includes(2), 30_000);
  const rankedMs = Date.now() - restartedAt;
  const pdf = await holder.download;
  const pdfMs = Date.now() - restartedAt;
  for (const c of candidates) c.close();
  await redis.quit();

  const pdfOk = pdf.status === 200 && Number(pdf.body.bytes) > 1000;
  const ok = holder.recomputeWaits && holder.rendering && ranked && pdfOk;
  const detail =
    `killed with active jobs [${holder.active.join(', ')}] (recompute waiting in its ` +
    `transaction: ${holder.recomputeWaits}); after the restart the ranking:updated with 2 ` +
    `participants came in ${ranked ? `${rankedMs} ms` : 'never (30 s)'} and the PDF download ` +
    `answered ${pdf.status}${pdfOk ? '' : ` ${String(pdf.body.message)}`} after ${pdfMs} ms`;
  return { name, ok, detail };
}
