/**
 * Step 13: 200 browsers behind one address (a school lab, a cursinho's Wi-Fi, a carrier
 * NAT) open their sockets: each carries its own gabaritei_lb cookie, as the client sets it
 * (client/src/realtime/affinity.ts), and nginx hashes that, not the address. Both
 * instances hold a fair share; every socket connects (its polls and its upgrade reach the
 * instance of its handshake).
 */
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { clusterState, waitFor, type Step } from '../lib/cluster';
import type { SmokeContext } from '../lib/context';

const SOCKETS = 200;

async function socketsOn(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('gabaritei_socket_connections '));
  return Number(line?.split(' ')[1] ?? NaN);
}

export async function socketsOneAddressStep(ctx: SmokeContext): Promise<Step> {
  const name = `13. ${SOCKETS} sockets from one address spread over both instances`;
  const apis = clusterState().processes.filter((p) => p.role === 'api');
  const before = await Promise.all(apis.map((p) => socketsOn(p.port!)));
  const sockets: Socket[] = Array.from({ length: SOCKETS }, () =>
    io(ctx.baseUrl, {
      path: '/socket.io',
      extraHeaders: { cookie: `gabaritei_lb=${randomUUID()}` },
      // As the app's client: a handshake that met an instance nginx had just left (the
      // steps before kill and restart them) is tried again.
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    }),
  );
  let errors = 0;
  for (const s of sockets) s.on('connect_error', () => errors++);
  try {
    const connected = await waitFor(() => sockets.every((s) => s.connected), 30_000, 100);
    const after = await Promise.all(apis.map((p) => socketsOn(p.port!)));
    const held = after.map((n, i) => n - before[i]!);
    const fair = held.every((n) => n >= SOCKETS * 0.25);
    const ok = connected && fair && held.reduce((a, b) => a + b, 0) >= SOCKETS;
    const shares = apis.map((p, i) => `${p.name} ${held[i]}`).join(', ');
    const detail =
      `${sockets.filter((s) => s.connected).length}/${SOCKETS} connected from 127.0.0.1; ` +
      `held: ${shares} (each at least 25% required); connect errors retried: ${errors}`;
    return { name, ok, detail };
  } finally {
    for (const s of sockets) s.close();
  }
}
