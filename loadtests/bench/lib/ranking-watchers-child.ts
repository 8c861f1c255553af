// One load-generator process of the ranking bench's watchers (forked by ranking-watchers.ts,
// spoken to over IPC): it holds its share of the sockets in the simulado's ranking room and
// notes the instant each first held the final ranking, so that decoding every broadcast
// once per watcher happens off the event loop that reads the burst's responses.
import { io, type Socket } from 'socket.io-client';
import { RANKING_EVENTS } from '../../../shared/src/ranking/schemas';
import { wallNow, type WatcherCommand, type WatcherReply } from './ranking-watchers';

const sockets: Socket[] = [];
const reachedAt: number[] = [];
let watching = 0;
let cpuFrom: NodeJS.CpuUsage | undefined;
let reported = false;
/** The `ranking:updated` events the first watcher got since the burst began. */
let updates = 0;

function send(reply: WatcherReply): void {
  process.send?.(reply);
}

/** Once, when every watcher holds the final ranking or when the parent asks. */
function report(): void {
  if (reported || !cpuFrom) return;
  reported = true;
  const cpu = process.cpuUsage(cpuFrom);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  send({ type: 'reached', times: reachedAt, cpuMs, updates });
}

/** Connects, joins the ranking room, and resolves once a ping proves the join was handled. */
function watch(baseUrl: string, simuladoId: string, expected: number): Promise<void> {
  const socket = io(baseUrl, { transports: ['websocket'], forceNew: true, reconnection: false });
  const first = sockets.push(socket) === 1;
  let done = false;
  socket.on(RANKING_EVENTS.updated, (event: { participants: number }) => {
    if (first && cpuFrom && !done) updates++;
    if (done || event.participants !== expected) return;
    done = true;
    reachedAt.push(wallNow());
    if (reachedAt.length === watching) report();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connect and join within 30 s')), 30_000);
    socket.once('connect_error', (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`connect_error: ${error.message}`));
    });
    socket.once('connect', () => {
      socket.emit(RANKING_EVENTS.join, simuladoId);
      // The server handles a socket's events in order: the ping's answer means joined.
      socket.emit('ping', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}

async function connect(command: Extract<WatcherCommand, { type: 'connect' }>): Promise<void> {
  watching = command.watchers;
  // 100 at a time, as the bench connected them in its own process before.
  for (let from = 0; from < command.watchers; from += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, command.watchers - from) }, () =>
        watch(command.baseUrl, command.simuladoId, command.expected),
      ),
    );
  }
  send({ type: 'connected', watchers: sockets.length });
}

process.on('message', (command: WatcherCommand) => {
  if (command.type === 'connect') {
    connect(command).catch((error: unknown) => {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      for (const socket of sockets) socket.disconnect();
      setTimeout(() => process.exit(1), 200);
    });
  } else if (command.type === 'burst') {
    cpuFrom = process.cpuUsage();
    // A final ranking already held (a broadcast before the burst's message) is reported.
    if (reachedAt.length === watching) report();
  } else if (command.type === 'report') {
    report();
  } else {
    for (const socket of sockets) socket.disconnect();
    // Let the close frames leave before the process ends.
    setTimeout(() => process.exit(0), 300);
  }
});
// The parent gone (killed, crashed): nothing would ever close these sockets.
process.on('disconnect', () => process.exit(0));
