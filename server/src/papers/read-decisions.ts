import type { Clock } from '../clock';

/**
 * Positive "may read this paper's images" answers, per viewer and simulado, for a few
 * seconds. At an exam's start every candidate fetches each figure of the paper (fifteen in
 * a real one) and revalidates it later; asking the database each time put one access query
 * per image in the start burst, beside the starts. With this, a candidate's images cost one
 * access query per few seconds.
 *
 * What is kept is the simulado's row (its dates and the viewer's access), not a verdict:
 * every request still applies the time rules (opened, key embargo) to it with the clock.
 * An entry never outlives a boundary it recorded: while the row says the key is held, the
 * entry ends when that hold would, so a hold lengthened meanwhile (extra time granted just
 * before the release) is read fresh at the old release, never served from the old row.
 * Withdrawn access is seen within `ttlMs`; denials are never kept, so a start or a grant
 * takes effect at once.
 */
export function createReadDecisions<Row>(clock: Clock, ttlMs = 5_000, maxEntries = 50_000) {
  const entries = new Map<string, { row: Row; until: number }>();
  const keyOf = (viewerKey: string, simuladoId: string) => `${viewerKey}|${simuladoId}`;

  return {
    get(viewerKey: string, simuladoId: string): Row | undefined {
      const key = keyOf(viewerKey, simuladoId);
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until > clock.now().getTime()) return hit.row;
      entries.delete(key);
      return undefined;
    },
    /** Keeps `row` until `ttlMs` from now, or until `boundary` if that comes first. */
    set(viewerKey: string, simuladoId: string, row: Row, boundary: Date | null): void {
      const now = clock.now().getTime();
      const until = Math.min(now + ttlMs, boundary?.getTime() ?? Infinity);
      if (until <= now) return;
      const key = keyOf(viewerKey, simuladoId);
      entries.delete(key);
      entries.set(key, { row, until });
      // Oldest first out: Map keeps insertion order.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    size: () => entries.size,
  };
}

export type ReadDecisions<Row> = ReturnType<typeof createReadDecisions<Row>>;
