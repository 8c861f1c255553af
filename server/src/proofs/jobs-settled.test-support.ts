import type { FastifyInstance } from 'fastify';

/**
 * The jobs that write tables the change counter covers: a regrade rewrites scores,
 * verdicts and its decision's `rescored_at`; an auth e-mail mints its link's token into
 * auth_tokens after the request that asked for it has answered. Every other job writes only the job tables
 * the proofs leave out (e-mails, rankings, report files, statistics), and an attempt's
 * expiry waits for an end time the proofs' frozen clock never reaches — waiting for those
 * would only slow the proof down.
 */
const COUNTED_WRITERS = new Set(['appeals.regrade', 'auth.mail']);

/**
 * Resolves once no job that writes counted tables is waiting, delayed or running: what a
 * successful call (an annulment, a key change) asked of them is written. The proofs take
 * their "nothing changed" baseline only then, or a job's late write would be blamed on the
 * next refused call.
 */
export async function jobsSettled(app: FastifyInstance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = Object.entries(await app.runtime.jobs.pendingByName()).filter(
      ([name, count]) => count > 0 && COUNTED_WRITERS.has(name),
    );
    if (pending.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`jobs still pending after ${timeoutMs} ms: ${JSON.stringify(pending)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
