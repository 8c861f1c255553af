/**
 * Step 5: a wave of 200 time-ups while no worker runs. The workers expire sessions (the
 * delayed `exam.expire` job, the sweep as a safety net); with every worker gone, the API
 * instance holding the fallback's advisory lock sweeps the sessions left open
 * (server/src/exam/expiry-fallback.ts). So every session must be finalised within 30 s of
 * its grace, and its `exam:expired` reach the candidate's socket, with no worker at all.
 */
import { SAVE_GRACE_MS } from '../../../shared/src/index';
import { SmokeCandidate } from '../lib/candidate';
import { seedSimulado, sigkill, sleep, startAgain, waitFor, type Step } from '../lib/cluster';
import type { SmokeContext } from '../lib/context';
import { inWaves } from '../lib/wave';

const CANDIDATES = 200;
/** The promise: finalised this soon after the grace, with all workers gone. */
const WITHIN_MS = 30_000;
/** Sockets listening for their exam:expired (a sample: 200 would measure the test). */
const LISTENERS = 10;

export async function expiryWithoutWorkerStep(ctx: SmokeContext): Promise<Step> {
  const name = `5. ${CANDIDATES} time-ups with no worker are finalised within 30 s of the grace`;
  const users = ctx.users.slice(0, CANDIDATES);
  if (users.length < CANDIDATES) {
    return { name, ok: false, detail: `the fixture has ${users.length} candidates` };
  }
  const candidates = users.map((u) => new SmokeCandidate(ctx.baseUrl, u, ctx.password));
  await inWaves(candidates, 20, (c) =>
    c
      .must('POST', '/api/auth/login', { email: c.user.email, password: ctx.password })
      .then(() => undefined),
  );
  // One deadline for all: the window closes 15 s from now, however long the starts take.
  const simulado = await seedSimulado(
    ctx.db,
    users.map((u) => u.id),
    { title: 'Smoke: tempo esgotado sem worker', endsInMs: 15_000 },
  );
  sigkill('worker-1');
  const listeners = candidates.slice(0, LISTENERS);
  // Whatever this step meets, the worker comes back: the steps after it need one.
  try {
    return await waitForTheWave(ctx, name, simulado, candidates, listeners);
  } finally {
    for (const c of listeners) c.close();
    startAgain('worker-1');
  }
}

async function waitForTheWave(
  ctx: SmokeContext,
  name: string,
  simulado: Awaited<ReturnType<typeof seedSimulado>>,
  candidates: SmokeCandidate[],
  listeners: SmokeCandidate[],
): Promise<Step> {
  await inWaves(candidates, 20, async (c) => {
    const session = await c.must('POST', '/api/exam-sessions/start', { simuladoId: simulado.id });
    c.sessionId = String(session.body.id);
  });
  await Promise.all(listeners.map((c) => c.connect()));
  await Promise.all(listeners.map((c) => c.save(simulado.questionIds[0]!, 'C')));

  const sessionIds = candidates.map((c) => c.sessionId);
  const rows = await ctx.db
    .selectFrom('exam_sessions')
    .select(['id', 'expires_at'])
    .where('id', 'in', sessionIds)
    .execute();
  const graceEnds = new Map(
    rows.map((r) => [r.id, new Date(r.expires_at).getTime() + SAVE_GRACE_MS]),
  );
  const lastGrace = Math.max(...graceEnds.values());
  // Watched from the database: when each session was first seen finalised.
  const closedAt = new Map<string, number>();
  while (closedAt.size < sessionIds.length && Date.now() < lastGrace + WITHIN_MS + 10_000) {
    const open = new Set(
      (
        await ctx.db
          .selectFrom('exam_sessions')
          .select('id')
          .where('id', 'in', sessionIds)
          .where('status', '=', 'IN_PROGRESS')
          .execute()
      ).map((r) => r.id),
    );
    const now = Date.now();
    for (const id of sessionIds) if (!open.has(id) && !closedAt.has(id)) closedAt.set(id, now);
    await sleep(250);
  }
  const delivered = await waitFor(
    () => listeners.every((c) => c.expiredEvents.some((e) => e.sessionId === c.sessionId)),
    5_000,
  );

  const late = sessionIds.map((id) => (closedAt.get(id) ?? Infinity) - graceEnds.get(id)!);
  const worstMs = Math.max(...late);
  const finalised = closedAt.size;
  const ok = finalised === CANDIDATES && worstMs <= WITHIN_MS && delivered;
  const detail =
    `worker-1 killed before the starts; ${finalised}/${CANDIDATES} sessions finalised, ` +
    `the last ${Number.isFinite(worstMs) ? `${(worstMs / 1000).toFixed(1)} s` : 'never'} ` +
    `after its grace (limit ${WITHIN_MS / 1000} s); exam:expired reached ` +
    `${listeners.filter((c) => c.expiredEvents.length > 0).length}/${LISTENERS} sockets`;
  return { name, ok, detail };
}
