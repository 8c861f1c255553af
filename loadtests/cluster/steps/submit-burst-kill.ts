/**
 * Step 10: 200 candidates submit at once (a time-up) and an API instance is SIGKILLed in
 * the middle of the burst. nginx resends the submits the dead instance held to the other
 * (proxy_next_upstream … non_idempotent on the exam path's idempotent POSTs), so none is
 * a 502; the client resends what still failed (a 503), and the server answers a repeated
 * submit with the one result: 200 results, no session open, none finalised twice.
 */
import { SmokeCandidate } from '../lib/candidate';
import { clusterState, seedSimulado, sigkill, sleep, startAgain, type Step } from '../lib/cluster';
import type { SmokeContext } from '../lib/context';
import { unfinishedSessions } from '../lib/verify';
import { inWaves, submitLikeTheClient } from '../lib/wave';

const CANDIDATES = 200;

export async function submitBurstKillStep(ctx: SmokeContext): Promise<Step> {
  const name = `10. ${CANDIDATES} submits at once while an API instance is SIGKILLed`;
  const users = ctx.users.slice(0, CANDIDATES);
  if (users.length < CANDIDATES) {
    return { name, ok: false, detail: `the fixture has ${users.length} candidates` };
  }
  const simulado = await seedSimulado(
    ctx.db,
    users.map((u) => u.id),
    { title: 'Smoke: envio em massa com queda de API' },
  );
  const candidates = users.map((u) => new SmokeCandidate(ctx.baseUrl, u, ctx.password));
  await inWaves(candidates, 20, async (c) => {
    await c.signInAndStart(simulado.id);
    await c.save(simulado.questionIds[0]!, 'A');
  });
  const victim = clusterState().processes.find((p) => p.role === 'api')!.name;

  const startedAt = Date.now();
  const burst = Promise.all(candidates.map((c) => submitLikeTheClient(c)));
  // In the middle of it: some submits are on the victim, some not yet sent.
  await sleep(60);
  sigkill(victim);
  const submits = await burst;
  const burstMs = Date.now() - startedAt;
  startAgain(victim);

  const sessionIds = candidates.map((c) => c.sessionId);
  const results = await ctx.db
    .selectFrom('results')
    .select('exam_session_id')
    .where('exam_session_id', 'in', sessionIds)
    .execute();
  const distinct = new Set(results.map((r) => r.exam_session_id)).size;
  const open = await unfinishedSessions(ctx.db, sessionIds);
  const answered = submits.filter((s) => s.reply.status === 200).length;
  const resent = submits.filter((s) => s.attempts > 1).length;
  const failedFirst = submits.flatMap((s) => s.failures);
  const byStatus = new Map<number, number>();
  for (const status of failedFirst) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  // nginx's own resend: a submit the dead instance held reaches the other one, so not one
  // answer is a 502 (the client's resend is the second line, for what nginx cannot cover).
  const ok =
    !byStatus.has(502) &&
    answered === CANDIDATES &&
    results.length === CANDIDATES &&
    distinct === CANDIDATES &&
    open === 0;
  const statuses = [...byStatus].map(([status, n]) => `${n}× ${status}`).join(', ') || 'none';
  const detail =
    `${answered}/${CANDIDATES} submits answered with the result in ${burstMs} ms ` +
    `(${victim} killed 60 ms in); failed requests the client resent: ${statuses} ` +
    `(${resent} candidates resent); results ${results.length} for ${distinct} sessions ` +
    `(0 finalised twice: ${results.length === distinct}), sessions still open ${open}`;
  return { name, ok, detail };
}
