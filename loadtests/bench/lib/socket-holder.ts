// One load-generator process of `pnpm bench sockets` (forked by sockets.ts over IPC): it
// holds its share of the candidates' sockets, each in the simulado's ranking room, and
// notes when each socket first heard a `ranking:updated` of a given participant count.
// Several of these share the sockets so that one event loop parsing 10,000 broadcasts in
// a row does not pass its own queueing off as the server's fan-out delay.
import { io, type Socket } from 'socket.io-client';
import { RANKING_EVENTS } from '../../../shared/src/ranking/schemas';
import { wallNow, type HolderCommand, type HolderReply } from './socket-holders';

type Held = { socket: Socket; heard: Map<number, number> };

const held: Held[] = [];
let dropped = 0;

function send(reply: HolderReply): void {
  process.send?.(reply);
}

/** Connects, joins the ranking room, and resolves once a ping proves the join was handled. */
function open(baseUrl: string, simuladoId: string, cookie: string, from: string): Promise<Held> {
  const socket = io(baseUrl, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie },
    // nginx hashes /socket.io/ by client address: distinct loopback addresses spread the
    // sockets over the instances as distinct candidates' addresses would.
    localAddress: from,
  } as Parameters<typeof io>[1]);
  const entry: Held = { socket, heard: new Map() };
  socket.on(RANKING_EVENTS.updated, (event: { participants: number }) => {
    if (!entry.heard.has(event.participants)) entry.heard.set(event.participants, wallNow());
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.disconnect();
      reject(new Error('no connect and join within 60 s'));
    }, 60_000);
    socket.once('connect_error', (error: Error) => {
      clearTimeout(timer);
      socket.disconnect();
      reject(error);
    });
    socket.once('connect', () => {
      socket.emit(RANKING_EVENTS.join, simuladoId);
      // The server handles a socket's events in order: the ping's answer means joined.
      socket.emit('ping', () => {
        clearTimeout(timer);
        socket.on('disconnect', (reason) => {
          if (reason !== 'io client disconnect') dropped++;
        });
        resolve(entry);
      });
    });
  });
}

async function connectAll(command: Extract<HolderCommand, { type: 'connect' }>): Promise<void> {
  const failures = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: command.concurrency }, async () => {
      while (next < command.sockets.length) {
        const { cookie, from } = command.sockets[next++]!;
        try {
          held.push(await open(command.baseUrl, command.simuladoId, cookie, from));
        } catch (error) {
          const reason = (error as Error).message;
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
  send({
    type: 'ready',
    held: held.length,
    failures: [...failures].map(([reason, n]) => `${n} × ${reason}`),
  });
}

process.on('message', (command: HolderCommand) => {
  if (command.type === 'connect') void connectAll(command);
  else if (command.type === 'receipts') {
    const times: number[] = [];
    for (const entry of held) {
      const at = entry.heard.get(command.participants);
      if (at !== undefined) times.push(at);
    }
    const missing = held.length - times.length;
    send({ type: 'receipts', participants: command.participants, times, missing, dropped });
  } else {
    for (const entry of held) entry.socket.disconnect();
    // Let the close frames leave before the process ends.
    setTimeout(() => process.exit(0), 500);
  }
});
