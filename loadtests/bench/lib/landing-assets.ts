import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type Asset = { file: string; kind: 'js' | 'css'; bytes: number; gzip: number };

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

/**
 * The JavaScript and CSS the browser fetched while Lighthouse loaded the landing (its
 * network-requests audit), eagerly or lazily, measured as files of the build: raw and
 * gzip -9 sizes. A file not found in the build (another server under --url) counts with
 * the bytes that crossed the wire.
 */
export function loadedAssets(dist: string, requests: NetworkRequest[]): Asset[] {
  const seen = new Map<string, Asset>();
  for (const request of requests) {
    const { pathname } = new URL(request.url);
    const kind = /\.css$/.test(pathname) ? 'css' : /\.m?js$/.test(pathname) ? 'js' : null;
    if (!kind || seen.has(pathname)) continue;
    const local = path.join(dist, pathname);
    const content = local.startsWith(dist) && fs.existsSync(local) ? fs.readFileSync(local) : null;
    seen.set(pathname, {
      file: pathname.replace(/^\//, ''),
      kind,
      bytes: content?.length ?? request.transferSize ?? 0,
      gzip: content ? zlib.gzipSync(content, { level: 9 }).length : (request.transferSize ?? 0),
    });
  }
  return [...seen.values()].sort((a, b) => b.gzip - a.gzip);
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
