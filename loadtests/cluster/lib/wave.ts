/**
 * What the 200-candidate steps share: signing a crowd in a few at a time (each sign-in is
 * an argon2 check on a shared 2-core machine), and a submit sent the way the browser
 * sends it — resent with the client's back-off while the shared rule says a resend may
 * cure it (shared/src/exam/save-retry.ts, isRetryableExamCall).
 */
import {
  EXAM_CALL_RETRIES,
  EXAM_CALL_RETRY_BACKOFF,
  isRetryableExamCall,
  saveRetryDelayMs,
} from '../../../shared/src/index';
import type { Reply, SmokeCandidate } from './candidate';
import { sleep } from './cluster';

/** Runs `work` over `items`, at most `width` at once. */
export async function inWaves<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

export type ClientSubmit = { reply: Reply; attempts: number; failures: number[] };

/** POST …/submit as the exam screen sends it, resending until an answer comes. */
export async function submitLikeTheClient(candidate: SmokeCandidate): Promise<ClientSubmit> {
  const failures: number[] = [];
  for (let attempt = 1; ; attempt++) {
    const reply = await candidate.request(
      'POST',
      `/api/exam-sessions/${candidate.sessionId}/submit`,
      {},
    );
    if (reply.status >= 200 && reply.status < 300) return { reply, attempts: attempt, failures };
    failures.push(reply.status);
    const failure = reply.status === 0 ? null : { status: reply.status };
    if (attempt > EXAM_CALL_RETRIES || !isRetryableExamCall(failure)) {
      return { reply, attempts: attempt, failures };
    }
    await sleep(saveRetryDelayMs(attempt, EXAM_CALL_RETRY_BACKOFF));
  }
}
