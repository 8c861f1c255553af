import { saveFailureAction, saveRetryDelayMs } from '../../../shared/src/index';
import { openPaper, saveAnswer, sessionOf, submitSession, type OpenedPaper } from './exam-api';
import { describeFailure, isOk, type HttpClient, type HttpResult } from './http';
import type { ErrorTally, SaveLedger } from './ledger';
import { LatencyRecorder } from './stats';

const OPTIONS = ['A', 'B', 'C', 'D'] as const;
const MAX_SAVE_RETRIES = 7;

export type DayOptions = {
  http: HttpClient;
  /** Session cookies of the signed-in candidates. */
  cookies: string[];
  simuladoId: string;
  questionIds: string[];
  answers: number;
  meanThinkMs: number;
  submitWindowMs: number;
  ledger: SaveLedger;
  errors: ErrorTally;
  progress(line: string): void;
  /**
   * Resend a failed save as the client's save queue does (shared/src/exam/save-retry.ts)
   * instead of giving it up: the cluster bench, where an instance dies mid-exam.
   */
  retryFailedSaves?: boolean;
  /** Called once, when half of the saves of the day have been acknowledged. */
  atHalfSaves?: () => void;
  /** What the browser does with the paper before the first save (its images). */
  afterStart?: (cookie: string, opened: OpenedPaper) => Promise<unknown>;
  /** She scrolls to her `questions`-th question (the lazy figures near it load). */
  reached?: (cookie: string, questions: number) => void;
  /** She has saved her last answer. */
  finished?: (cookie: string) => void;
  /** Open the paper inline in the start answer, as a bundle from before the paper route. */
  inlinePaper?: boolean;
};

export type DayResult = {
  start: LatencyRecorder;
  /** The paper fetch after each start (none with `inlinePaper`). */
  paper: LatencyRecorder;
  /** Bytes over the wire to open the paper (start + paper fetch), per started candidate. */
  openBytesPerCandidate: number;
  save: LatencyRecorder;
  submit: LatencyRecorder;
  /** First start sent → last paper opened (the start and, apart, the paper fetch). */
  startBurstMs: number;
  /** Acknowledged saves per second between the first save sent and the last answered. */
  savesPerSecond: number;
  savesOk: number;
  /** Save requests sent, and those that failed (each a retry when `retryFailedSaves`). */
  saveRequests: number;
  failedSaveRequests: number;
  /** Answers whose first request failed, and those of them acknowledged on a later try. */
  failedAnswers: number;
  savesRetriedOk: number;
  /** First submit sent → last submit answered. */
  submitSpreadMs: number;
  /** Sessions whose submit was acknowledged. */
  submittedSessionIds: string[];
  startedSessionIds: string[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * Phase 1, a realistic exam day: every candidate presses start within the same second,
 * then saves an answer after a random 0…2×mean wait until `answers` saves (mostly the
 * next question, sometimes a change of mind on an earlier one), and once everybody has
 * answered, all submit within `submitWindowMs` of each other.
 */
export async function runExamDay(options: DayOptions): Promise<DayResult> {
  const { http, ledger, errors, questionIds } = options;
  const start = new LatencyRecorder();
  const paper = new LatencyRecorder();
  let openBytes = 0;
  const save = new LatencyRecorder();
  const submit = new LatencyRecorder();
  let firstStartSent = Infinity;
  let lastStartDone = 0;
  let firstSaveSent = Infinity;
  let lastSaveDone = 0;
  let firstSubmitSent = Infinity;
  let lastSubmitDone = 0;
  let savesOk = 0;
  let saveRequests = 0;
  let failedSaveRequests = 0;
  let failedAnswers = 0;
  let savesRetriedOk = 0;
  const halfSaves = Math.ceil((options.cookies.length * options.answers) / 2);
  let atHalfSaves = options.atHalfSaves;
  const started: string[] = [];
  const submitted: string[] = [];

  let stillSaving = options.cookies.length;
  let releaseSubmits!: () => void;
  const everyoneAnswered = new Promise<void>((resolve) => (releaseSubmits = resolve));
  const doneSaving = () => {
    if (--stillSaving === 0) releaseSubmits();
  };

  const progress = setInterval(
    () =>
      options.progress(
        `  phase 1: ${started.length} started, ${savesOk.toLocaleString('en-US')} saves, ` +
          `${options.cookies.length - stillSaving} done answering, ${errors.total} errors`,
      ),
    10_000,
  );

  // Everybody presses start in the same second, one second from now.
  const startAt = performance.now() + 1000;
  const candidate = async (cookie: string) => {
    await sleep(startAt + Math.random() * 1000 - performance.now());
    firstStartSent = Math.min(firstStartSent, performance.now());
    // The start is over for her when her paper is there: the start and the paper fetch.
    const opened = await openPaper(http, cookie, options.simuladoId, options.inlinePaper);
    lastStartDone = Math.max(lastStartDone, performance.now());
    const begun = opened.start;
    start.add(begun.ms);
    if (opened.paper) paper.add(opened.paper.ms);
    const session = isOk(begun) ? sessionOf(begun) : null;
    if (!session) {
      errors.add('start', isOk(begun) ? 'answer without a session' : describeFailure(begun));
      doneSaving();
      return;
    }
    if (opened.paper && !isOk(opened.paper)) errors.add('paper', describeFailure(opened.paper));
    if (!options.inlinePaper && !opened.paper) errors.add('paper', 'a start without paperVersion');
    openBytes += opened.bytes;
    started.push(session.id);
    await options.afterStart?.(cookie, opened);

    const answered: string[] = [];
    let next = 0;
    for (let seq = 1; seq <= options.answers; seq++) {
      await sleep(Math.random() * 2 * options.meanThinkMs);
      const changeOfMind = answered.length > 3 && Math.random() < 0.15;
      const questionId =
        changeOfMind || next >= questionIds.length ? random(answered) : questionIds[next++]!;
      if (!changeOfMind) answered.push(questionId);
      options.reached?.(cookie, next);
      const selectedOption = random(OPTIONS);
      for (let attempt = 0; ;) {
        firstSaveSent = Math.min(firstSaveSent, performance.now());
        const res = await saveAnswer(http, cookie, session.id, {
          questionId,
          selectedOption,
          clientSeq: seq,
        });
        lastSaveDone = Math.max(lastSaveDone, performance.now());
        save.add(res.ms);
        saveRequests++;
        if (isOk(res)) {
          savesOk++;
          if (attempt > 0) savesRetriedOk++;
          ledger.record(session.id, questionId, seq, selectedOption);
          if (atHalfSaves && savesOk >= halfSaves) {
            atHalfSaves();
            atHalfSaves = undefined;
          }
          break;
        }
        failedSaveRequests++;
        if (attempt === 0) failedAnswers++;
        errors.add('save-answer', describeFailure(res));
        // The client retries for as long as the page is open; the bench gives up after
        // about two minutes of back-off, so a dead cluster fails the run instead of hanging.
        const retry = options.retryFailedSaves && attempt < MAX_SAVE_RETRIES;
        if (!retry || saveFailureAction(failureOf(res)) !== 'retry') break;
        await sleep(saveRetryDelayMs(++attempt));
      }
    }
    options.finished?.(cookie);
    doneSaving();

    await everyoneAnswered;
    await sleep(Math.random() * options.submitWindowMs);
    firstSubmitSent = Math.min(firstSubmitSent, performance.now());
    const sent = await submitSession(http, cookie, session.id);
    lastSubmitDone = Math.max(lastSubmitDone, performance.now());
    submit.add(sent.ms);
    if (isOk(sent)) submitted.push(session.id);
    else errors.add('submit', describeFailure(sent));
  };

  try {
    await Promise.all(options.cookies.map(candidate));
  } finally {
    clearInterval(progress);
  }
  return {
    start,
    paper,
    openBytesPerCandidate: started.length ? openBytes / started.length : 0,
    save,
    submit,
    startBurstMs: lastStartDone - firstStartSent,
    savesPerSecond: savesOk / ((lastSaveDone - firstSaveSent) / 1000),
    savesOk,
    saveRequests,
    failedSaveRequests,
    failedAnswers,
    savesRetriedOk,
    submitSpreadMs: lastSubmitDone - firstSubmitSent,
    submittedSessionIds: submitted,
    startedSessionIds: started,
  };
}

/** A failed request as the save queue's rule reads it: null when no HTTP answer came. */
function failureOf(result: HttpResult) {
  if (result.status === 0) return null;
  const body = result.body as { code?: unknown; message?: unknown } | null;
  return {
    status: result.status,
    code: typeof body?.code === 'string' ? body.code : null,
    message: typeof body?.message === 'string' ? body.message : '',
  };
}
