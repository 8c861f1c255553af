import { saveAnswer, sessionOf, startSession } from './exam-api';
import { describeFailure, isOk, type HttpClient } from './http';
import type { ErrorTally, SaveLedger } from './ledger';
import { cpuCheckMs, loopbackCheckUs } from './machine-check';
import { cpuBetween, cpuSnapshot } from './processes';
import { LatencyRecorder } from './stats';

const OPTIONS = ['A', 'B', 'C', 'D'] as const;

export type SaturationStep = {
  workers: number;
  savesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Cores used during the step, by pid, and by the whole machine. */
  cpu: ReturnType<typeof cpuBetween>;
};

export type SaturationResult = {
  sessions: number;
  steps: SaturationStep[];
  /** The highest saves/s of a step whose p99 stayed under the limit, without errors. */
  best: SaturationStep | null;
  /** The CPU check and the loopback check before and after the steps (machine-check.ts). */
  cpuCheckMs: [number, number];
  loopbackUs: [number, number];
};

export const SATURATION_P99_LIMIT_MS = 100;

/**
 * Phase 2, saturation: `workers` candidates save back to back (no think time) on fresh
 * sessions of the second simulado, for `stepMs` per step, with more workers at each step.
 * The first quarter second (at most 500 ms) of a step warms up and is not counted.
 * Escalation stops once p99 passes a second or errors pass 1 %: the knee is behind us.
 */
export async function runSaturation(options: {
  http: HttpClient;
  cookies: string[];
  simuladoId: string;
  questionIds: string[];
  steps: number[];
  stepMs: number;
  ledger: SaveLedger;
  errors: ErrorTally;
  pids: number[];
  progress(line: string): void;
}): Promise<SaturationResult> {
  const { http, ledger, questionIds } = options;
  const wanted = Math.min(Math.max(...options.steps), options.cookies.length);
  const sessions: Array<{ cookie: string; id: string; seq: number }> = [];
  // Opened a few at a time: the start burst is phase 1's subject, not this one's.
  for (let from = 0; from < wanted; from += 32) {
    await Promise.all(
      options.cookies.slice(from, Math.min(from + 32, wanted)).map(async (cookie) => {
        const res = await startSession(http, cookie, options.simuladoId);
        const session = isOk(res) ? sessionOf(res) : null;
        if (session) sessions.push({ cookie, id: session.id, seq: 0 });
        else options.errors.add('start (saturation)', describeFailure(res));
      }),
    );
  }

  const steps: SaturationStep[] = [];
  const checkBefore = cpuCheckMs();
  const loopbackBefore = await loopbackCheckUs();
  for (const requested of options.steps) {
    const workers = Math.min(requested, sessions.length);
    if (workers === 0 || steps.some((s) => s.workers === workers)) continue;
    const latency = new LatencyRecorder();
    let counted = 0;
    let stepErrors = 0;
    const begin = performance.now();
    const warmEnd = begin + Math.min(500, options.stepMs / 4);
    const end = begin + options.stepMs;
    let before = cpuSnapshot(options.pids);
    let cpuTaken = false;

    await Promise.all(
      sessions.slice(0, workers).map(async (session) => {
        while (performance.now() < end) {
          const seq = ++session.seq;
          const questionId = questionIds[seq % questionIds.length]!;
          const selectedOption = OPTIONS[seq % OPTIONS.length]!;
          const res = await saveAnswer(http, session.cookie, session.id, {
            questionId,
            selectedOption,
            clientSeq: seq,
          });
          const done = performance.now();
          if (!cpuTaken && done >= warmEnd) {
            cpuTaken = true;
            before = cpuSnapshot(options.pids);
          }
          if (isOk(res)) ledger.record(session.id, questionId, seq, selectedOption);
          else {
            stepErrors++;
            options.errors.add('save-answer (saturation)', describeFailure(res));
          }
          if (done >= warmEnd && done <= end) {
            latency.add(res.ms);
            if (isOk(res)) counted++;
          }
        }
      }),
    );
    const after = cpuSnapshot(options.pids);
    const step: SaturationStep = {
      workers,
      savesPerSecond: counted / ((end - warmEnd) / 1000),
      p50: latency.percentile(50),
      p95: latency.percentile(95),
      p99: latency.percentile(99),
      errors: stepErrors,
      cpu: cpuBetween(before, after),
    };
    steps.push(step);
    options.progress(
      `  phase 2: ${workers} workers → ${Math.round(step.savesPerSecond)} saves/s, ` +
        `p99 ${step.p99.toFixed(1)} ms, ${stepErrors} errors`,
    );
    if (step.p99 > 1000 || stepErrors > 0.01 * Math.max(1, latency.count)) break;
  }
  const qualifying = steps.filter((s) => s.p99 < SATURATION_P99_LIMIT_MS && s.errors === 0);
  const best = qualifying.reduce<SaturationStep | null>(
    (top, s) => (!top || s.savesPerSecond > top.savesPerSecond ? s : top),
    null,
  );
  const cpuCheck: [number, number] = [checkBefore, cpuCheckMs()];
  const loopback: [number, number] = [loopbackBefore, await loopbackCheckUs()];
  options.progress(
    `  CPU check (fixed JS loop, before / after): ${cpuCheck.map((ms) => `${ms.toFixed(1)} ms`).join(' / ')}; ` +
      `loopback check: ${loopback.map((us) => `${us.toFixed(0)} µs`).join(' / ')}`,
  );
  return { sessions: sessions.length, steps, best, cpuCheckMs: cpuCheck, loopbackUs: loopback };
}
