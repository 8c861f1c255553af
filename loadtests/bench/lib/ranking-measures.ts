// What the ranking bench measures over the wire: page latencies and the room's watchers.
import { io, type Socket } from 'socket.io-client';
import type { Db } from '../../../server/src/db/database';
import { createRankingRecomputer } from '../../../server/src/ranking/ranking.recompute';
import { isOk, type HttpClient } from './http';
import { LatencyRecorder } from './stats';

/** Sockets in the ranking room; each notes when it first holds `participants`. */
export async function connectWatchers(
  baseUrl: string,
  simuladoId: string,
  expected: number,
  watchers: number,
) {
  const sockets: Socket[] = [];
  const reachedAt: number[] = [];
  for (let from = 0; from < watchers; from += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, watchers - from) }, () => {
        const socket = io(baseUrl, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
        });
        sockets.push(socket);
        let done = false;
        socket.on('ranking:updated', (event: { participants: number }) => {
          if (!done && event.participants === expected) {
            done = true;
            reachedAt.push(performance.now());
          }
        });
        return new Promise<void>((resolve, reject) => {
          socket.once('connect', () => {
            socket.emit('ranking:join', simuladoId);
            resolve();
          });
          socket.once('connect_error', reject);
        });
      }),
    );
  }
  return { sockets, reachedAt };
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

/** The recompute job's code, cold (empty snapshot) then warm; a recomputer per run, as one
 * spaces its recomputes by their duration, a wait that is not the recompute's work. */
export async function timeRecompute(db: Db, simuladoId: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < 4; run++) {
    const recompute = createRankingRecomputer({
      db,
      events: { toRoom: () => undefined, disconnectRoom: () => undefined },
      logger: { warn: () => undefined },
    });
    const started = performance.now();
    await recompute(simuladoId);
    times.push(performance.now() - started);
  }
  return times;
}
