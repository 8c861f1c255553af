/**
 * Step 9: 50 candidates keep saving, and half of them submit, while `pnpm cluster rollout`
 * migrates and then drains and restarts every API instance and worker in turn. Not one save
 * request fails (a planned restart must be invisible to candidates: nginx sends to the
 * other instance), no acknowledged answer is lost, every session ends SUBMITTED and no
 * socket is left disconnected.
 */
import { spawn } from 'node:child_process';
import { keepSaving, SmokeCandidate, totals } from '../lib/candidate';
import { clusterState, root, seedSimulado, sleep, waitFor, type Step } from '../lib/cluster';
import type { SmokeContext } from '../lib/context';
import { lostSaves, unfinishedSessions } from '../lib/verify';

function runRollout(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/cluster/cli.mjs', 'rollout'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

export async function rolloutStep(ctx: SmokeContext): Promise<Step> {
  const name = '9. 50 candidates saving and submitting through a rollout of every process';
  const users = ctx.users.slice(0, 50);
  const simulado = await seedSimulado(
    ctx.db,
    users.map((u) => u.id),
    { title: 'Smoke: atualização contínua' },
  );
  const candidates = users.map((u) => new SmokeCandidate(ctx.baseUrl, u, ctx.password));
  await Promise.all(candidates.map((c) => c.signInAndStart(simulado.id)));
  await Promise.all(candidates.map((c) => c.connect()));
  const pids = new Map(clusterState().processes.map((p) => [p.name, p.pid]));

  const [early, late] = [candidates.slice(0, 25), candidates.slice(25)];
  let stopEarly = false;
  let stopLate = false;
  const savingEarly = Promise.all(
    early.map((c) => keepSaving(c, simulado.questionIds, () => stopEarly)),
  );
  const savingLate = Promise.all(
    late.map((c) => keepSaving(c, simulado.questionIds, () => stopLate)),
  );
  await sleep(2000);
  const rollout = runRollout();
  // Half of them submit in the middle of the rollout, through whichever instance is up.
  await sleep(8000);
  stopEarly = true;
  await savingEarly;
  const earlySubmits = await Promise.all(early.map((c) => c.submit()));
  const result = await rollout;
  await sleep(2000);
  stopLate = true;
  await savingLate;
  const reconnected = await waitFor(() => candidates.every((c) => c.socket?.connected), 20_000, 50);
  const lateSubmits = await Promise.all(late.map((c) => c.submit()));

  const after = clusterState().processes.filter((p) => p.role !== 'nginx');
  const restarted = after.filter((p) => pids.get(p.name) !== p.pid).length;
  const lost = await lostSaves(ctx.db, candidates);
  const unfinished = await unfinishedSessions(
    ctx.db,
    candidates.map((c) => c.sessionId),
  );
  const moved = candidates.filter((c) => c.disconnects > 0).length;
  for (const c of candidates) c.close();

  const t = totals(candidates);
  const submitted = [...earlySubmits, ...lateSubmits].filter((s) => s.status === 200).length;
  const ok =
    result.code === 0 &&
    restarted === after.length &&
    lost === 0 &&
    t.failed === 0 &&
    t.retriedOk === t.failedSaves &&
    reconnected &&
    unfinished === 0 &&
    submitted === candidates.length;
  const detail =
    `rollout exit ${result.code}, ${restarted}/${after.length} processes restarted; ` +
    `${t.requests} save requests, ${t.failed} failed (must be 0: ${[...new Set(t.failures)].join('; ') || 'none'}), ` +
    `${t.retriedOk}/${t.failedSaves} failed answers retried to an ack, 0 dropped; ${t.acked} ` +
    `acknowledged answers, ${lost} lost; ${moved} sockets moved, ` +
    `${reconnected ? 'all connected at the end' : 'NOT all connected at the end'}; ` +
    `${submitted}/${candidates.length} submitted, ${unfinished} unfinished` +
    (result.code === 0 ? '' : `\n${result.output}`);
  return { name, ok, detail };
}
