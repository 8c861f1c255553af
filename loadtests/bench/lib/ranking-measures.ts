// What the ranking bench measures over the wire: page latencies and the submit burst.
import type { Db } from '../../../server/src/db/database';
import { createRankingRecomputer } from '../../../server/src/ranking/ranking.recompute';
import { unpacedRewrites } from '../../../server/src/ranking/rewrite-pacing';
import { describeFailure, isOk, type HttpClient } from './http';
import { LatencyRecorder } from './stats';

/**
 * The burst: every candidate submits at once, from this process alone (the watchers have
 * their own). `lastResponseWall` is the last response's wall-clock instant, with
 * sub-millisecond precision, as the watchers' processes note theirs (ranking-watchers.ts).
 */
export async function submitBurst(
  http: HttpClient,
  burst: Array<{ cookie: string; sessionId: string }>,
) {
  const started = performance.now();
  let lastResponse = 0;
  let submitFailures = 0;
  const submits = new LatencyRecorder();
  const failures = new Map<string, number>();
  await Promise.all(
    burst.map(async ({ cookie, sessionId }) => {
      const result = await http.post(`/api/exam-sessions/${sessionId}/submit`, {}, cookie);
      lastResponse = Math.max(lastResponse, performance.now());
      submits.add(result.ms);
      if (!isOk(result)) {
        submitFailures++;
        const key = describeFailure(result);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }),
  );
  return {
    burstMs: lastResponse - started,
    lastResponseWall: performance.timeOrigin + lastResponse,
    submits,
    submitFailures,
    failures,
  };
}

/** Each path's latency: 50 warm-up requests, then `requests` over 8 concurrent loops. */
export async function measurePages(
  http: HttpClient,
  paths: Array<[string, string | undefined]>,
  requests: number,
) {
  const recorders = paths.map(() => new LatencyRecorder());
  let failures = 0;
  for (const [index, [url, cookie]] of paths.entries()) {
    for (let i = 0; i < 50; i++) await http.get(url, cookie); // warm-up
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next++ < requests) {
          const result = await http.get(url, cookie);
          if (!isOk(result)) failures++;
          recorders[index]!.add(result.ms);
        }
      }),
    );
  }
  return { recorders, failures };
}

/** The recompute job's code, cold (empty snapshot) then warm, without its pacing's waits
 * (rewrite-pacing.ts: spacing, and the hold while results arrive), which are not its work. */
export async function timeRecompute(db: Db, simuladoId: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < 4; run++) {
    const recompute = createRankingRecomputer({
      db,
      events: { toRoom: () => undefined, disconnectRoom: () => undefined },
      logger: { warn: () => undefined },
      pacing: unpacedRewrites,
    });
    const started = performance.now();
    await recompute(simuladoId);
    times.push(performance.now() - started);
  }
  return times;
}
