/**
 * Step 3: 50 candidates save continuously through nginx while the API instance holding
 * their sockets is SIGKILLed. Every acknowledged save is on the server afterwards, failed
 * requests are under 1% and each was retried to an acknowledgement by the client's rule,
 * the sockets reconnect and the sessions finish on the surviving instance.
 */
import { keepSaving, SmokeCandidate, totals } from '../lib/candidate';
import {
  clusterState,
  seedSimulado,
  sigkill,
  sleep,
  socketInstance,
  startAgain,
  waitFor,
  type Step,
} from '../lib/cluster';
import type { SmokeContext } from '../lib/context';
import { lostSaves, unfinishedSessions } from '../lib/verify';

export async function apiKillStep(ctx: SmokeContext): Promise<Step> {
  const name = '3. 50 candidates saving while an API instance is SIGKILLed';
  const users = ctx.users.slice(0, 50);
  const simulado = await seedSimulado(
    ctx.db,
    users.map((u) => u.id),
    { title: 'Smoke: queda de API' },
  );
  const candidates = users.map((u) => new SmokeCandidate(ctx.baseUrl, u, ctx.password));
  await Promise.all(candidates.map((c) => c.signInAndStart(simulado.id)));
  await Promise.all(candidates.map((c) => c.connect()));
  // Every socket from this address hashes to one instance: that is the one to kill, so
  // the sockets have to move. The other one finishes the sessions.
  const victim = await socketInstance(ctx.baseUrl);
  const survivor = clusterState().processes.find(
    (p) => p.role === 'api' && p.name !== victim,
  )!.name;

  let stop = false;
  const saving = Promise.all(
    candidates.map((c) => keepSaving(c, simulado.questionIds, () => stop)),
  );
  await sleep(4000);
  const before = totals(candidates).requests;
  sigkill(victim);
  const killedAt = Date.now();
  let reconnectedMs = -1;
  const reconnecting = waitFor(
    () => candidates.every((c) => c.disconnects > 0 && c.socket?.connected),
    20_000,
    50,
  ).then((done) => {
    if (done) reconnectedMs = Date.now() - killedAt;
  });
  await sleep(6000);
  stop = true;
  await saving;
  await reconnecting;
  const reconnected = reconnectedMs >= 0;
  const socketsMoved = candidates.filter((c) => c.disconnects > 0).length;

  const submits = await Promise.all(candidates.map((c) => c.submit()));
  const finishedOn = new Set(submits.map((s) => s.instance));
  const lost = await lostSaves(ctx.db, candidates);
  const unfinished = await unfinishedSessions(
    ctx.db,
    candidates.map((c) => c.sessionId),
  );
  for (const c of candidates) c.close();
  startAgain(victim);

  const t = totals(candidates);
  const failedShare = t.failed / t.requests;
  const ok =
    lost === 0 &&
    failedShare < 0.01 &&
    t.retriedOk === t.failedSaves &&
    reconnected &&
    socketsMoved === candidates.length &&
    unfinished === 0 &&
    finishedOn.size === 1 &&
    finishedOn.has(survivor);
  const detail =
    `killed ${victim} after ${before} saves; ${t.requests} save requests, ${t.failed} failed ` +
    `(${(failedShare * 100).toFixed(2)}%: ${[...new Set(t.failures)].join('; ') || 'none'}), ` +
    `${t.retriedOk}/${t.failedSaves} failed answers retried to an ack; ${t.acked} ` +
    `acknowledged answers, ${lost} lost; ${socketsMoved}/${candidates.length} sockets moved, ` +
    `${reconnected ? `all reconnected ${reconnectedMs} ms after the kill` : 'not all reconnected'}; ` +
    `${candidates.length - unfinished} sessions submitted on ${[...finishedOn].join(', ')}`;
  return { name, ok, detail };
}
