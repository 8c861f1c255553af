import { Agent, request } from 'undici';
import { startSession } from './exam-api';
import { isOk, type HttpClient, type HttpResult } from './http';
import type { ErrorTally } from './ledger';

const ASSET_PATH = /\/api\/simulados\/[0-9a-f-]{36}\/assets\/[0-9a-f-]{36}/g;

/** Bytes of a JSON answer's body as the server wrote it (compact JSON, UTF-8). */
export const bodyBytes = (result: HttpResult) =>
  result.body === null ? 0 : Buffer.byteLength(JSON.stringify(result.body));

/** The image paths a paper payload's rich HTML refers to, each once (as a browser fetches). */
export function imagePaths(payload: unknown): string[] {
  return [...new Set(JSON.stringify(payload).match(ASSET_PATH) ?? [])];
}

/**
 * What the browser does after the start answer: fetch each image once, then (a reload, or
 * the next question showing it) again with If-None-Match, which must answer 304 with no body.
 * Images take a client of their own (binary bodies, the caching headers), as a browser's
 * image loads do not queue behind its API calls.
 */
export function createImageOpener(baseUrl: string, errors: ErrorTally) {
  const agent = new Agent({ connections: 64, pipelining: 1, keepAliveTimeout: 60_000 });
  const tally = {
    ...{ candidates: 0, bytes: 0, images: 0, revalidated: 0 },
    ...{ firstStart: Infinity, lastDone: 0 },
  };
  const get = async (path: string, cookie: string, etag?: string) => {
    const headers: Record<string, string> = { cookie };
    if (etag) headers['if-none-match'] = etag;
    const res = await request(baseUrl + path, { headers, dispatcher: agent });
    const body = Buffer.from(await res.body.arrayBuffer());
    const tag = res.headers.etag;
    return {
      status: res.statusCode,
      bytes: body.byteLength,
      etag: typeof tag === 'string' ? tag : '',
    };
  };
  return {
    tally,
    /** Opens the images of one candidate's start answer; returns the bytes downloaded. */
    async open(cookie: string, start: HttpResult): Promise<number> {
      // When the start was sent: the paper's open burst runs from it to the last image.
      tally.firstStart = Math.min(tally.firstStart, performance.now() - start.ms);
      let bytes = bodyBytes(start);
      if (!isOk(start)) return bytes;
      for (const path of imagePaths(start.body)) {
        try {
          const first = await get(path, cookie);
          if (first.status !== 200 || !first.etag) {
            errors.add('image', `HTTP ${first.status}${first.etag ? '' : ' without an ETag'}`);
            continue;
          }
          bytes += first.bytes;
          tally.images++;
          const again = await get(path, cookie, first.etag);
          if (again.status === 304 && again.bytes === 0) tally.revalidated++;
          else errors.add('image-revalidation', `HTTP ${again.status}, ${again.bytes} bytes`);
        } catch (error) {
          errors.add('image', error instanceof Error ? error.message : String(error));
        }
      }
      tally.candidates++;
      tally.bytes += bytes;
      tally.lastDone = Math.max(tally.lastDone, performance.now());
      return bytes;
    },
    close: () => agent.close(),
  };
}

/**
 * Today's plain paper opened by every candidate within the same second (start only: it has
 * no images), the figure the real paper's start burst is set beside.
 */
export async function plainOpenBurst(
  http: HttpClient,
  cookies: string[],
  simuladoId: string,
  errors: ErrorTally,
): Promise<{ burstMs: number; bytesPerCandidate: number }> {
  const startAt = performance.now() + 1000;
  let first = Infinity;
  let last = 0;
  let bytes = 0;
  let ok = 0;
  await Promise.all(
    cookies.map(async (cookie) => {
      await new Promise((r) =>
        setTimeout(r, Math.max(0, startAt + Math.random() * 1000 - performance.now())),
      );
      first = Math.min(first, performance.now());
      const res = await startSession(http, cookie, simuladoId);
      last = Math.max(last, performance.now());
      if (!isOk(res)) return errors.add('plain-start', `HTTP ${res.status}`);
      ok++;
      bytes += bodyBytes(res);
    }),
  );
  return { burstMs: last - first, bytesPerCandidate: ok ? bytes / ok : 0 };
}
