import type { Server } from 'socket.io';
import { rooms } from './types';

const RANKING_ROOM_PREFIX = rooms.ranking('');

/** Sockets of this instance in some ranking room (the local adapter's rooms, no Redis). */
export function countRankingWatchers(io: Pick<Server, 'of'>): number {
  let watchers = 0;
  for (const [room, sockets] of io.of('/').adapter.rooms)
    if (room.startsWith(RANKING_ROOM_PREFIX)) watchers += sockets.size;
  return watchers;
}
