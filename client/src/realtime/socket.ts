import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@gabaritei/shared';
import { ensureSocketAffinity } from './affinity';

/** The app's socket, typed by shared's event contract in both directions. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The one Socket.IO connection of the app, created on first use so pages that never need
 * live data (the landing, the auth screens) never open it. Same origin: the session cookie
 * authenticates it, and the dev proxy forwards /socket.io to the API.
 */
let socket: AppSocket | null = null;

export function getSocket(): AppSocket {
  if (!socket) {
    // Before the handshake: nginx picks this browser's instance by it (affinity.ts).
    ensureSocketAffinity();
    socket = io({ path: '/socket.io', withCredentials: true });
  }
  return socket;
}

/** Drops the connection so the next getSocket() authenticates with the current cookie. */
export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}
