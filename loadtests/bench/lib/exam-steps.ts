// Steps every mode of `pnpm bench exam` takes around its exam day: signing the
// candidates in, and checking in the database which submitted sessions have a result.
import type { Db } from '../../../server/src/db/database';
import { signIn } from './exam-api';
import { describeFailure, type HttpClient } from './http';
import type { ErrorTally } from './ledger';
import type { Candidate } from './setup';
import { LatencyRecorder } from './stats';

/**
 * Signs every candidate in, eight at a time: sign-in is argon2-bound (~50 ms of CPU each)
 * and not part of a target. Answers the session cookies and the sign-in latencies.
 */
export async function signInAll(
  http: HttpClient,
  candidates: readonly Candidate[],
  password: string,
  errors: ErrorTally,
): Promise<{ cookies: string[]; latency: LatencyRecorder }> {
  const latency = new LatencyRecorder();
  const cookies: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < candidates.length) {
        const candidate = candidates[next++]!;
        const { cookie, result } = await signIn(http, candidate.email, password);
        latency.add(result.ms);
        if (cookie) cookies.push(cookie);
        else errors.add('sign-in', describeFailure(result));
      }
    }),
  );
  return { cookies, latency };
}

/**
 * Opens the generator's `connections` keep-alive connections before the exam day, as
 * every candidate's browser has had the page open since the sign-in: otherwise the start
 * burst would also be 2,000 TCP handshakes at once, past the server's accept backlog (511),
 * whose dropped SYNs come back only after the kernel's 1 s and 3 s retransmissions.
 */
export async function openConnections(http: HttpClient, connections: number): Promise<void> {
  await Promise.all(Array.from({ length: connections }, () => http.get('/healthz')));
}

/** How many of these sessions are SUBMITTED with a result row. */
export async function countSubmittedWithResult(db: Db, ids: readonly string[]): Promise<number> {
  let found = 0;
  for (let from = 0; from < ids.length; from += 500) {
    const chunk = ids.slice(from, from + 500);
    const rows = await db
      .selectFrom('exam_sessions')
      .innerJoin('results', 'results.exam_session_id', 'exam_sessions.id')
      .select('exam_sessions.id')
      .where('exam_sessions.id', 'in', chunk)
      .where('exam_sessions.status', '=', 'SUBMITTED')
      .execute();
    found += rows.length;
  }
  return found;
}
