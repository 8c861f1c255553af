// The parent's side of `pnpm bench sockets`' load generator: it forks socket-holder.ts
// processes and speaks to them over IPC with these messages.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Loopback addresses the sockets come from (nginx hashes /socket.io/ by address). */
const ADDRESSES = 200;

export type HolderCommand =
  | {
      type: 'connect';
      baseUrl: string;
      simuladoId: string;
      /** One per socket: its session cookie and the loopback address it connects from. */
      sockets: Array<{ cookie: string; from: string }>;
      concurrency: number;
    }
  | { type: 'receipts'; participants: number }
  | { type: 'close' };

export type HolderReply =
  | { type: 'ready'; held: number; failures: string[] }
  | { type: 'receipts'; participants: number; times: number[]; missing: number; dropped: number };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export function wallNow(): number {
  return performance.timeOrigin + performance.now();
}

/** One holder child: a typed wrapper over its IPC channel. */
export function startHolder() {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'socket-holder.ts');
  const child: ChildProcess = fork(file, [], { execArgv: process.execArgv, stdio: 'inherit' });
  const next = <T extends HolderReply['type']>(type: T) =>
    new Promise<Extract<HolderReply, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`socket holder exited ${code}`));
      const onMessage = (reply: HolderReply) => {
        if (reply.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(reply as Extract<HolderReply, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return {
    pid: child.pid!,
    ask<T extends HolderReply['type']>(command: HolderCommand, reply: T) {
      const answer = next(reply);
      child.send(command);
      return answer;
    },
    close: () => {
      if (child.connected) child.send({ type: 'close' } satisfies HolderCommand);
    },
  };
}

/** Holder `h` of `of`: every of-th of the first `sockets` candidates, from its address. */
export function connectCommand(
  baseUrl: string,
  fixture: { simuladoId: string; cookies: string[] },
  sockets: number,
  h: number,
  of: number,
): HolderCommand {
  return {
    type: 'connect',
    baseUrl,
    simuladoId: fixture.simuladoId,
    sockets: fixture.cookies
      .slice(0, sockets)
      .flatMap((cookie, i) =>
        i % of === h ? [{ cookie, from: `127.0.1.${1 + (i % ADDRESSES)}` }] : [],
      ),
    concurrency: 50,
  };
}
