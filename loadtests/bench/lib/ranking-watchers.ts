// The ranking bench's watchers, in load-generator processes of their own (forked from
// ranking-watchers-child.ts). In the bench's own process every `ranking:updated` was
// decoded once per watcher on the event loop that also reads the burst's responses, which
// delayed those reads and so lengthened the burst; real watchers are other machines.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type WatcherCommand =
  | { type: 'connect'; baseUrl: string; simuladoId: string; expected: number; watchers: number }
  /** The burst starts: the child starts counting its CPU time. */
  | { type: 'burst' }
  /** Report now, whether or not every watcher holds the final ranking. */
  | { type: 'report' }
  | { type: 'close' };

export type WatcherReply =
  | { type: 'connected'; watchers: number }
  /** `times`: wall-clock instants (wallNow) each watcher first held the final ranking. */
  /** `updates`: the `ranking:updated` events one watcher got from the burst to its final. */
  | { type: 'reached'; times: number[]; cpuMs: number; updates: number }
  | { type: 'failed'; message: string };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export function wallNow(): number {
  return performance.timeOrigin + performance.now();
}

type WatcherProcess = { index: number; child: ChildProcess; reply: Promise<WatcherReply> };

/** Sends `command` and waits for the child's reply; its exit or `failed` rejects, clearly. */
function ask(
  { index, child }: Omit<WatcherProcess, 'reply'>,
  command: WatcherCommand,
  what: string,
): Promise<WatcherReply> {
  const name = `ranking watchers process ${index + 1} (pid ${child.pid})`;
  const reply = new Promise<WatcherReply>((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.connected) {
      reject(new Error(`${name} had exited ${what}`));
      return;
    }
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      child.off('message', onMessage);
      reject(new Error(`${name} exited (${signal ?? `code ${code}`}) ${what}`));
    };
    const onMessage = (reply: WatcherReply) => {
      child.off('exit', onExit);
      child.off('message', onMessage);
      if (reply.type === 'failed') reject(new Error(`${name} failed ${what}: ${reply.message}`));
      else resolve(reply);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(command);
  });
  // Awaited later (or never, when another child failed first): no unhandled rejection.
  reply.catch(() => undefined);
  return reply;
}

function expect<T extends WatcherReply['type']>(reply: WatcherReply, type: T) {
  if (reply.type !== type) throw new Error(`ranking watchers: got ${reply.type}, not ${type}`);
  return reply as Extract<WatcherReply, { type: T }>;
}

/**
 * Forks `procs` children and connects `watchers` sockets over them, each in the ranking
 * room of `simuladoId`; resolves once all are connected and joined. `stop` must be called
 * (in a finally): it closes the children, or kills them.
 */
export async function startWatchers(options: {
  baseUrl: string;
  simuladoId: string;
  expected: number;
  watchers: number;
  procs: number;
}) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ranking-watchers-child.ts');
  const procs: WatcherProcess[] = [];
  const stop = async () => {
    await Promise.all(
      procs.map(({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        if (child.connected) child.send({ type: 'close' } satisfies WatcherCommand);
        // A child that has not closed within 2 s is killed outright.
        const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
        return exited.finally(() => clearTimeout(timer));
      }),
    );
  };
  try {
    for (let index = 0; index < options.procs; index++) {
      // The bench's own loader (`--import tsx`) runs the TypeScript child as it runs the bench.
      const child = fork(file, [], { execArgv: process.execArgv, stdio: 'inherit' });
      // A send to a child that just died reports here, not as an uncaught error.
      child.on('error', (error) => console.error(`ranking watchers process: ${error.message}`));
      const share =
        Math.floor(options.watchers / options.procs) +
        (index < options.watchers % options.procs ? 1 : 0);
      const { baseUrl, simuladoId, expected } = options;
      const command = { type: 'connect', baseUrl, simuladoId, expected, watchers: share } as const;
      const reply = ask({ index, child }, command, `connecting ${share} watchers`);
      procs.push({ index, child, reply });
    }
    for (const reply of await Promise.all(procs.map((proc) => proc.reply)))
      expect(reply, 'connected');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pids: procs.map(({ child }) => child.pid!),
    /** Tells the children the burst starts (their CPU time is counted from here). */
    burst() {
      for (const proc of procs) proc.reply = ask(proc, { type: 'burst' }, 'during the burst');
    },
    /**
     * Every watcher's instant (wallNow) of holding the final ranking, once all of them do
     * or at `deadline` (wallNow); `cpuMs` sums the children's CPU time since `burst()`.
     */
    async reached(deadline: number) {
      const report = setTimeout(
        () => {
          for (const { child } of procs)
            if (child.connected) child.send({ type: 'report' } satisfies WatcherCommand);
        },
        Math.max(0, deadline - wallNow()),
      );
      let hung: NodeJS.Timeout | undefined;
      const silent = new Promise<never>((_, reject) => {
        hung = setTimeout(
          () => reject(new Error('ranking watchers: no report 10 s after the deadline')),
          Math.max(0, deadline - wallNow()) + 10_000,
        );
      });
      try {
        const replies = await Promise.race([Promise.all(procs.map((p) => p.reply)), silent]);
        const all = replies.map((reply) => expect(reply, 'reached'));
        return {
          times: all.flatMap((reply) => reply.times),
          cpuMs: all.reduce((sum, reply) => sum + reply.cpuMs, 0),
          updates: Math.max(...all.map((reply) => reply.updates)),
        };
      } finally {
        clearTimeout(report);
        clearTimeout(hung);
      }
    },
    stop,
  };
}
