/**
 * Socket.IO v4 over a bare WebSocket, as k6 speaks it: Engine.IO packets (`0` open,
 * `2` ping → `3` pong, `4` message) carrying Socket.IO packets (`0` connect, `2` event).
 * Enough for a watcher: connect to the default namespace, emit, receive events.
 */
export function socketIoUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
}

export type Frame =
  | { kind: 'open' }
  | { kind: 'ping' }
  | { kind: 'connected' }
  | { kind: 'event'; name: string; args: unknown[] }
  | { kind: 'other'; raw: string };

export function parseFrame(raw: string): Frame {
  if (raw.startsWith('0')) return { kind: 'open' };
  if (raw === '2') return { kind: 'ping' };
  if (raw.startsWith('40')) return { kind: 'connected' };
  if (raw.startsWith('42')) {
    const [name, ...args] = JSON.parse(raw.slice(2)) as [string, ...unknown[]];
    return { kind: 'event', name, args };
  }
  return { kind: 'other', raw };
}

/** The frames a client sends: connect to `/`, pong, and an event with its arguments. */
export const frames = {
  connect: '40',
  pong: '3',
  event: (name: string, ...args: unknown[]) => `42${JSON.stringify([name, ...args])}`,
};
