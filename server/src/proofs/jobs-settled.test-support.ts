import type { FastifyInstance } from 'fastify';

/**
 * Jobs scheduled for a far instant rather than caused by a call: an attempt's expiry waits
 * for its end time, which in the proofs' frozen clock never comes.
 */
const SCHEDULED = new Set(['exam.expire']);

/**
 * Resolves once no job but the scheduled ones is waiting, delayed or running: what a
 * successful call asked of the jobs (a regrade after an annulment, a coalesced PDF
 * re-render) has written all it will. The proofs take their "nothing changed" baseline
 * only then, or a job's late write would be blamed on the next refused call.
 */
export async function jobsSettled(app: FastifyInstance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = Object.entries(await app.runtime.jobs.pendingByName()).filter(
      ([name, count]) => count > 0 && !SCHEDULED.has(name),
    );
    if (pending.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`jobs still pending after ${timeoutMs} ms: ${JSON.stringify(pending)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
