/**
 * Step 5: a session whose time runs out while no worker runs. The design
 * (docs/ARCHITECTURE.md, exam/expiry.ts): in scaled mode the workers finalise expired
 * sessions — the delayed `exam.expire` job, with the sweep as a safety net — and the API
 * instances do not sweep. So the session must stay open while no worker runs, and be
 * finalised, with its `exam:expired` delivered to the candidate's socket, once one is back.
 */
import { SAVE_GRACE_MS } from '../../../shared/src/index';
import { SmokeCandidate } from '../lib/candidate';
import { seedSimulado, sigkill, sleep, startAgain, waitFor, type Step } from '../lib/cluster';
import type { SmokeContext } from '../lib/context';

/** exam/expiry.ts's EXPIRE_JOB_SLACK_MS, plus a margin for this machine. */
const AFTER_GRACE_MS = 2_000 + 2_000;

export async function expiryWithoutWorkerStep(ctx: SmokeContext): Promise<Step> {
  const name = '5. a session expiring while no worker runs is finalised when one is back';
  const user = ctx.users[52]!;
  const simulado = await seedSimulado(ctx.db, [user.id], {
    title: 'Smoke: tempo esgotado sem worker',
    endsInMs: 3_000,
  });
  sigkill('worker-1');
  const candidate = new SmokeCandidate(ctx.baseUrl, user, ctx.password);
  await candidate.signInAndStart(simulado.id);
  await candidate.connect();
  await candidate.save(simulado.questionIds[0]!, 'C');
  const session = await ctx.db
    .selectFrom('exam_sessions')
    .select('expires_at')
    .where('id', '=', candidate.sessionId)
    .executeTakeFirstOrThrow();
  const dueAt = new Date(session.expires_at).getTime() + SAVE_GRACE_MS + AFTER_GRACE_MS;
  await sleep(Math.max(0, dueAt - Date.now()));

  const status = async () =>
    (
      await ctx.db
        .selectFrom('exam_sessions')
        .select('status')
        .where('id', '=', candidate.sessionId)
        .executeTakeFirstOrThrow()
    ).status;
  const openWithoutWorker =
    (await status()) === 'IN_PROGRESS' && candidate.expiredEvents.length === 0;
  startAgain('worker-1');
  const backAt = Date.now();
  const delivered = await waitFor(
    () => candidate.expiredEvents.some((e) => e.sessionId === candidate.sessionId),
    30_000,
  );
  const deliveredMs = Date.now() - backAt;
  const finalised = (await status()) === 'SUBMITTED';
  candidate.close();

  const ok = openWithoutWorker && delivered && finalised;
  const detail =
    `still IN_PROGRESS ${Math.round(AFTER_GRACE_MS / 1000)} s past time + grace with no worker: ` +
    `${openWithoutWorker}; once the worker was back, exam:expired reached the candidate's ` +
    `socket ${delivered ? `in ${deliveredMs} ms` : 'never (30 s)'}, session SUBMITTED: ${finalised}`;
  return { name, ok, detail };
}
