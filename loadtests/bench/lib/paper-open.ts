import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { PAPER_PASS_COOKIE, openPaper, type OpenedPaper } from './exam-api';
import { isOk, type HttpClient } from './http';
import type { ErrorTally } from './ledger';

const ASSET_PATH = /\/api\/simulados\/[0-9a-f-]{36}\/assets\/[0-9a-f-]{36}/g;

/** The image paths a paper payload's rich HTML refers to, each once (as a browser fetches). */
export function imagePaths(payload: unknown): string[] {
  return [...new Set(JSON.stringify(payload).match(ASSET_PATH) ?? [])];
}

/** How many questions a first screen shows (a laptop's scroll, plus the lazy margin). */
export const FIRST_SCREEN_QUESTIONS = 3;

type PaperPayload = {
  questions?: unknown[];
  baseTexts?: Array<{ firstQuestion: number; lastQuestion: number }>;
};

/**
 * The image paths the exam's first screen shows: its first questions and the base texts
 * they cite. The exam renders images with `loading="lazy"` (client/src/features/papers/
 * renderRich.ts), so a browser fetches these at the start and the rest as she scrolls.
 */
export function firstScreenPaths(payload: unknown, questions = FIRST_SCREEN_QUESTIONS): string[] {
  const paper = (payload ?? {}) as PaperPayload;
  const texts = (paper.baseTexts ?? []).filter((t) => t.firstQuestion <= questions);
  return imagePaths({ questions: (paper.questions ?? []).slice(0, questions), texts });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One figure below her first screen, and the question whose screen first shows it. */
type Scheduled = { question: number; path: string };

/**
 * The figures below the first screen in the order she meets them: each with the first
 * question that shows it, itself or through the base text it opens. Kept per booklet
 * (most candidates share one), so the burst does not serialise the paper per candidate.
 */
export function createSchedules() {
  const schedules = new Map<string, Scheduled[]>();
  return (payload: unknown): Scheduled[] => {
    const paper = (payload ?? {}) as PaperPayload & { paperVersion?: string };
    const questions = paper.questions ?? [];
    const key = `${paper.paperVersion}:${JSON.stringify(questions[0] ?? null)}`;
    const hit = schedules.get(key);
    if (hit) return hit;
    const seen = new Set(firstScreenPaths(payload));
    const schedule: Scheduled[] = [];
    const add = (question: number, paths: string[]) => {
      for (const path of paths.filter((p) => !seen.has(p))) {
        seen.add(path);
        schedule.push({ question, path });
      }
    };
    for (let q = FIRST_SCREEN_QUESTIONS; q < questions.length; q++) {
      const texts = (paper.baseTexts ?? []).filter((t) => t.firstQuestion === q + 1);
      add(q, imagePaths({ question: questions[q], texts }));
    }
    add(questions.length, imagePaths(payload));
    schedules.set(key, schedule);
    return schedule;
  };
}

/**
 * What the browser does after the start answer. It fetches the first screen's images at
 * once (the start is not over for her until they show); the others as she scrolls to them
 * (`reached`: the exam renders figures with `loading="lazy"`, so a figure loads when its
 * question comes within the first screen's margin of the one she answers), one at a time
 * and each once; when she has answered (`finished`), a reload a moment later revalidates
 * everything she holds with If-None-Match, which must answer 304 with no body. Without a
 * reload a browser asks nothing: the answers are fresh for a month. Images take a client
 * of their own (binary bodies, the caching headers), as a browser's image loads do not
 * queue behind its API calls.
 */
export function createImageOpener(
  baseUrl: string,
  errors: ErrorTally,
  /** About her think time: the pause before the reload. */
  scrollMs: number,
  /** False (`--no-images`): the paper only, to tell its cost from the images'. */
  fetchImages = true,
) {
  const agent = new Agent({ connections: 64, pipelining: 1, keepAliveTimeout: 60_000 });
  const tally = {
    ...{ candidates: 0, bytes: 0, images: 0, revalidated: 0, firstScreen: 0 },
    ...{ firstStart: Infinity, firstScreenDone: 0, lastDone: 0, burstLagMaxMs: 0 },
  };
  const pending = new Set<Promise<void>>();
  const scheduleOf = createSchedules();
  type Reader = { cookie: string; later: Scheduled[]; next: number; held: Array<[string, string]> };
  const readers = new Map<string, Reader & { bytes: number; chain: Promise<void> }>();
  // The generator shares the two cores: how late its own event loop ran while the burst
  // was open says how much of the burst figure is the generator's, not the server's.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
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
  /** One image fetched for the first time: its bytes and ETag, or null (an error noted). */
  const fetchOnce = async (path: string, cookie: string) => {
    try {
      const first = await get(path, cookie);
      if (first.status === 200 && first.etag) {
        tally.images++;
        return first;
      }
      errors.add('image', `HTTP ${first.status}${first.etag ? '' : ' without an ETag'}`);
    } catch (error) {
      errors.add('image', error instanceof Error ? error.message : String(error));
    }
    return null;
  };
  const revalidate = async (path: string, cookie: string, etag: string) => {
    try {
      const again = await get(path, cookie, etag);
      if (again.status === 304 && again.bytes === 0) tally.revalidated++;
      else errors.add('image-revalidation', `HTTP ${again.status}, ${again.bytes} bytes`);
    } catch (error) {
      errors.add('image-revalidation', error instanceof Error ? error.message : String(error));
    }
  };

  /** She has come to her `questions`-th question: the figures near it load. */
  function reached(signedIn: string, questions: number): void {
    const reader = readers.get(signedIn);
    if (!reader) return;
    while (reader.next < reader.later.length) {
      const { question, path } = reader.later[reader.next]!;
      if (question >= questions + FIRST_SCREEN_QUESTIONS) break;
      reader.next++;
      reader.chain = reader.chain.then(async () => {
        const got = await fetchOnce(path, reader.cookie);
        if (got) reader.held.push([path, got.etag]);
        reader.bytes += got?.bytes ?? 0;
      });
    }
  }

  return {
    tally,
    fetchImages,
    /** Opens one candidate's first screen; the rest of her images continue in the background. */
    async open(signedIn: string, opened: OpenedPaper): Promise<number> {
      // When the start was sent: the paper's open burst runs from it to the last first screen.
      const took = opened.start.ms + (opened.paper?.ms ?? 0);
      tally.firstStart = Math.min(tally.firstStart, performance.now() - took);
      if (!isOk(opened.start) || (opened.paper && !isOk(opened.paper))) return opened.bytes;
      if (!fetchImages) {
        tally.candidates++;
        tally.bytes += opened.bytes;
        tally.firstScreenDone = tally.lastDone = Math.max(tally.lastDone, performance.now());
        tally.burstLagMaxMs = lag.max / 1e6;
        return opened.bytes;
      }
      // As her browser: the pass cookie the start set on this paper's images goes with them.
      const pass = opened.start.setCookie.find((c) => c.startsWith(`${PAPER_PASS_COOKIE}=`));
      const cookie = pass ? `${signedIn}; ${pass.split(';')[0]}` : signedIn;
      const first = firstScreenPaths(opened.payload);
      const held: Array<[string, string]> = [];
      let bytes = opened.bytes;
      for (const path of first) {
        const got = await fetchOnce(path, cookie);
        if (got) held.push([path, got.etag]);
        bytes += got?.bytes ?? 0;
      }
      tally.firstScreen += held.length;
      tally.firstScreenDone = Math.max(tally.firstScreenDone, performance.now());
      tally.burstLagMaxMs = lag.max / 1e6;
      readers.set(signedIn, {
        ...{ cookie, later: scheduleOf(opened.payload), next: 0, held, bytes },
        chain: Promise.resolve(),
      });
      return bytes;
    },
    reached,
    /** She answered all: what is left loads, then a reload revalidates all she holds. */
    finished(signedIn: string): void {
      const reader = readers.get(signedIn);
      if (!reader) return;
      reached(signedIn, Infinity);
      readers.delete(signedIn);
      const done = reader.chain.then(async () => {
        await sleep(Math.random() * 2 * scrollMs);
        for (const [path, etag] of reader.held) await revalidate(path, reader.cookie, etag);
        tally.candidates++;
        tally.bytes += reader.bytes;
        tally.lastDone = Math.max(tally.lastDone, performance.now());
      });
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    /** Waits for every candidate's scrolling and reload, then closes the client. */
    async close() {
      lag.disable();
      await Promise.all(pending);
      await agent.close();
    },
  };
}

/**
 * Today's plain paper opened by every candidate within the same second (the start and the
 * paper fetch, or the start alone with `inline`: it has no images), the figure the real
 * paper's start burst is set beside.
 */
export async function plainOpenBurst(
  http: HttpClient,
  cookies: string[],
  simuladoId: string,
  errors: ErrorTally,
  inline = false,
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
      const opened = await openPaper(http, cookie, simuladoId, inline);
      last = Math.max(last, performance.now());
      const failed = [opened.start, opened.paper].find((res) => res && !isOk(res));
      if (failed) return errors.add('plain-start', `HTTP ${failed.status}`);
      ok++;
      bytes += opened.bytes;
    }),
  );
  return { burstMs: last - first, bytesPerCandidate: ok ? bytes / ok : 0 };
}
