/** One image as served: its ETag, type and bytes. */
export type CachedAsset = { etag: string; contentType: string; bytes: Buffer };

/**
 * The images of papers, kept in memory by simulado and asset id. An asset never changes
 * once stored (a correction uploads a new one), so an entry never goes stale; without this
 * every candidate's first view of a figure read ~100 kB out of the database inside the API,
 * and at the start of an exam those reads queued the starts and saves behind them. Bounded
 * by bytes, least recently used out first. It holds bytes only: who may read an image is
 * still decided on every request, before the cache is asked.
 */
export function createAssetCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, CachedAsset>();
  let size = 0;
  const keyOf = (simuladoId: string, assetId: string) => `${simuladoId}/${assetId}`;

  return {
    get(simuladoId: string, assetId: string): CachedAsset | undefined {
      const key = keyOf(simuladoId, assetId);
      const hit = entries.get(key);
      if (!hit) return undefined;
      // Re-inserting moves it to the end: Map keeps insertion order, the oldest go first.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    set(simuladoId: string, assetId: string, asset: CachedAsset): void {
      if (asset.bytes.length > maxBytes) return;
      const key = keyOf(simuladoId, assetId);
      const old = entries.get(key);
      if (old) size -= old.bytes.length;
      entries.delete(key);
      entries.set(key, asset);
      size += asset.bytes.length;
      for (const [oldest, value] of entries) {
        if (size <= maxBytes) break;
        entries.delete(oldest);
        size -= value.bytes.length;
      }
    },
    get bytes(): number {
      return size;
    },
    get count(): number {
      return entries.size;
    },
  };
}

export type AssetCache = ReturnType<typeof createAssetCache>;
