import type { Db } from '../../../server/src/db/database';
import type { DayResult } from './exam-day';
import type { HttpClient } from './http';
import type { ErrorTally } from './ledger';
import { cpuCheckMs } from './machine-check';
import { createImageOpener, plainOpenBurst } from './paper-open';
import { seedRealPaper, type RealPaperFixture } from './real-paper-seed';
import { seedExamFixture, type ExamFixture } from './setup';

/**
 * `--paper real`: phase 1 runs on the real paper, after the same candidates opened today's
 * plain paper in a burst of their own, so both figures come from one run on one machine.
 */
export async function seedPapers(
  db: Db,
  options: { candidates: number; paper: 'plain' | 'real' },
): Promise<{ fixture: ExamFixture; paper: RealPaperFixture | null }> {
  const fixture = await seedExamFixture(db, options.candidates);
  const paper = options.paper === 'real' ? await seedRealPaper(db, fixture.candidates) : null;
  return { fixture, paper };
}

export type PlainFigures = { burstMs: number; bytesPerCandidate: number; cpuCheckMs: number };
type Log = (line: string) => void;

/**
 * Before phase 1: the CPU check, then every candidate opens the plain paper within one
 * second; returns phase 1's image opener and the day's hooks that drive it.
 */
export async function beforeDay(args: {
  http: HttpClient;
  cookies: string[];
  baseUrl: string;
  paper: RealPaperFixture;
  errors: ErrorTally;
  log: Log;
  /** The candidates' mean think time: the pause before each image she scrolls to. */
  scrollMs: number;
  /** Open it inline in the start answer (`--inline-paper`). */
  inline: boolean;
  /** Fetch the figures too (false: `--no-images`, the paper's own cost). */
  images: boolean;
}) {
  const cpu = cpuCheckMs();
  args.log('real paper: every candidate opens the plain paper first…');
  const burst = await plainOpenBurst(
    args.http,
    args.cookies,
    args.paper.plainSimuladoId,
    args.errors,
    args.inline,
  );
  // Let the plain sessions' writes settle before the real burst.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const plain: PlainFigures = { ...burst, cpuCheckMs: cpu };
  const opener = createImageOpener(args.baseUrl, args.errors, args.scrollMs, args.images);
  // What the day calls as her browser: the images after the start and as she scrolls.
  const hooks = { afterStart: opener.open, reached: opener.reached, finished: opener.finished };
  return { paper: args.paper, plain, opener, hooks };
}

/** After phase 1: the figures beside the plain paper's; false if an image was not cached. */
export async function afterDay(args: {
  paper: RealPaperFixture;
  plain: PlainFigures;
  opener: ReturnType<typeof createImageOpener>;
  day: DayResult;
  errors: ErrorTally;
  log: Log;
}): Promise<boolean> {
  await args.opener.close();
  return printRealPaperReport({
    ...args,
    imageErrors: args.errors.count('image') + args.errors.count('image-revalidation'),
    cpuAfterMs: cpuCheckMs(),
  });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function printRealPaperReport(args: {
  log: (line: string) => void;
  paper: RealPaperFixture;
  plain: PlainFigures;
  day: DayResult;
  opener: ReturnType<typeof createImageOpener>;
  imageErrors: number;
  cpuAfterMs: number;
}): boolean {
  const { log, paper, plain, day, opener } = args;
  const t = opener.tally;
  const realBytes = t.candidates ? t.bytes / t.candidates : 0;
  const imagesPer = t.candidates ? t.images / t.candidates : 0;
  const stored = paper.imageBytes.reduce((a, b) => a + b, 0);
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a');
  log('\nReal paper (60 questions, 10 base texts, 15 images) beside the plain paper');
  log(
    `  images stored: ${paper.imageBytes.length}, ${kB(stored)} (${kB(stored / paper.imageBytes.length)} each)`,
  );
  log(
    `  bytes to open the paper, per candidate: plain ${kB(plain.bytesPerCandidate)}, ` +
      `real ${kB(realBytes)} (${ratio(realBytes, plain.bytesPerCandidate)})`,
  );
  log(
    `  start burst: plain ${Math.round(plain.burstMs)} ms, real ${Math.round(day.startBurstMs)} ms ` +
      `(${ratio(day.startBurstMs, plain.burstMs)}); images fetched by ${t.candidates} candidates, ` +
      `${imagesPer.toFixed(1)} each`,
  );
  log(`  revalidations (If-None-Match → 304, empty body): ${t.revalidated} of ${t.images}`);
  const openMs = t.firstScreenDone - t.firstStart;
  log(
    `  open burst (first start sent → last first screen shown, ${(t.firstScreen / Math.max(1, t.candidates)).toFixed(1)} ` +
      `images each; the others lazily as she scrolls): plain ${Math.round(plain.burstMs)} ms ` +
      `(no images), real ${Math.round(openMs)} ms (${ratio(openMs, plain.burstMs)})`,
  );
  log(
    `  load generator's event loop, longest stall up to the last first screen: ${Math.round(t.burstLagMaxMs)} ms`,
  );
  log(
    `  every image fetched and revalidated by a reload: ${Math.round(t.lastDone - t.firstStart)} ms after the first start`,
  );
  log(
    `  CPU check: ${Math.round(plain.cpuCheckMs)} ms before, ${Math.round(args.cpuAfterMs)} ms after`,
  );
  if (!opener.fetchImages) {
    log('  images: not fetched (--no-images)');
    return args.imageErrors === 0;
  }
  const passed =
    args.imageErrors === 0 &&
    t.images > 0 &&
    t.revalidated === t.images &&
    imagesPer === paper.imageBytes.length;
  log(`  images once then from cache: ${passed ? 'PASS' : 'FAIL'}`);
  return passed;
}
