import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** A content coding the paper route sends; `identity` is the JSON as it is. */
export type PaperEncoding = 'br' | 'gzip' | 'identity';

/** One booklet as served: its JSON once, its ETag, and each coding once it was asked. */
export type PaperEntry = {
  etag: string;
  json: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
};

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * How hard each coding works. Measured on the bench's real paper (58 kB of JSON): gzip 9
 * 0.3 ms → 5.0 kB, brotli 11 43 ms → 4.0 kB, brotli 5 1 ms → 4.5 kB. A paper every
 * candidate shares is compressed once, so it gets the smallest; a shuffled booklet is
 * one candidate's, compressed at her first fetch, so it gets the cheap settings. Either
 * runs on libuv's thread pool, off the event loop.
 */
const EFFORT = {
  shared: { gzip: 9, brotli: 11 },
  own: { gzip: 6, brotli: 5 },
} as const;

function compress(json: Buffer, encoding: 'br' | 'gzip', effort: keyof typeof EFFORT) {
  const level = EFFORT[effort];
  if (encoding === 'gzip') return gzip(json, { level: level.gzip });
  return brotli(json, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

/**
 * The served booklets' bytes, built once per key (simulado, paper version, booklet) and
 * kept while they fit in `maxBytes`, least recently used out first. Concurrent misses share
 * one build, so the start burst of a paper version serialises it once. The ETag is the
 * JSON's hash, weak because one ETag names the JSON under every coding: a reload with
 * the ETag of her gzip copy is "not modified" whichever coding she asks next.
 */
export function createPaperBytes(maxBytes: number, effort: keyof typeof EFFORT) {
  type Held = { entry: Promise<PaperEntry>; built?: PaperEntry; bytes: number };
  const entries = new Map<string, Held>();
  let size = 0;

  function drop(key: string) {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    size -= held.bytes;
  }

  function fit() {
    for (const [oldest] of entries) {
      if (size <= maxBytes) break;
      drop(oldest);
    }
  }

  /** Counts the bytes an entry grew by (built, a coding added) against the bound. */
  function grow(key: string, built: PaperEntry, bytes: number) {
    const held = entries.get(key);
    // Evicted (or evicted and built again) meanwhile: those bytes are no longer held.
    if (held?.built !== built) return;
    held.bytes += bytes;
    size += bytes;
    fit();
  }

  return {
    /** Whether the booklet under `key` is held (built or being built). */
    has: (key: string): boolean => entries.has(key),
    /** The booklet under `key`, built by `build` (its JSON) on a miss. */
    get(key: string, build: () => Promise<unknown>): Promise<PaperEntry> {
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.entry;
      }
      const loading = build().then((body): PaperEntry => {
        const json = Buffer.from(JSON.stringify(body));
        const hash = crypto.createHash('sha256').update(json).digest('base64url');
        return { etag: `W/"${hash.slice(0, 27)}"`, json, encoded: {} };
      });
      const held: Held = { entry: loading, bytes: 0 };
      entries.set(key, held);
      loading.then(
        (entry) => {
          held.built = entry;
          grow(key, entry, entry.json.length);
        },
        // A failed build is not remembered: the next request tries again.
        () => entries.get(key)?.entry === loading && drop(key),
      );
      return loading;
    },

    /** The entry's body in `encoding`, compressed at the first request that takes it. */
    body(key: string, entry: PaperEntry, encoding: PaperEncoding): Promise<Buffer> {
      if (encoding === 'identity') return Promise.resolve(entry.json);
      const known = entry.encoded[encoding];
      if (known) return known;
      const made = compress(entry.json, encoding, effort);
      entry.encoded[encoding] = made;
      made.then(
        (bytes) => grow(key, entry, bytes.length),
        () => delete entry.encoded[encoding],
      );
      return made;
    },

    get bytes(): number {
      return size;
    },
    get count(): number {
      return entries.size;
    },
  };
}

export type PaperBytes = ReturnType<typeof createPaperBytes>;

/**
 * The coding to answer an Accept-Encoding with: brotli, else gzip, else the JSON as it is.
 * A coding given `q=0` is refused; any other weight only allows it (browsers send no order
 * that would prefer gzip to brotli).
 */
export function pickEncoding(acceptEncoding: string | undefined): PaperEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
