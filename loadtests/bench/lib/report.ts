import type { ExamBenchOptions } from './args';
import type { DayResult } from './exam-day';
import type { cpuBetween } from './processes';
import { SATURATION_P99_LIMIT_MS, type SaturationResult } from './saturation';
import { formatMs, formatRate, mark, printTable, type LatencyRecorder } from './stats';

export const TARGETS = {
  startBurstMs: 5000,
  saveP99Ms: 100,
  submitP99Ms: 1000,
  saturation: { embedded: 2000, scaled: 5000 },
} as const;

export type Checks = {
  errors: number;
  errorLines: string[];
  acknowledgedSaves: number;
  lostSaves: number;
  lostExamples: string[];
  submitted: number;
  submittedWithResult: number;
  serverExit: number | string;
  serverWarnings: number;
};

export type PidNames = Map<number, string>;

/** "server 0.92, load generator 0.31, PostgreSQL 0.40, other processes 0.05 — machine …" */
export function describeCpu(cpu: ReturnType<typeof cpuBetween>, names: PidNames, cores: number) {
  let known = 0;
  const parts: string[] = [];
  // Processes of one name (nginx's master and its worker) make one figure.
  const byName = new Map<string, number>();
  for (const [pid, used] of cpu.perPid) {
    const name = names.get(pid) ?? String(pid);
    byName.set(name, (byName.get(name) ?? 0) + used);
  }
  for (const [name, used] of byName) {
    known += used;
    parts.push(`${name} ${used.toFixed(2)}`);
  }
  for (const [service, used] of cpu.perService) {
    if (used < 0.005) continue;
    known += used;
    parts.push(`${service} ${used.toFixed(2)}`);
  }
  parts.push(`other processes and kernel ${Math.max(0, cpu.machine - known).toFixed(2)}`);
  return `${parts.join(', ')} — machine ${cpu.machine.toFixed(2)} of ${cores} cores`;
}

function latencyRow(
  name: string,
  r: LatencyRecorder,
  errors: number,
  target: string,
  ok: boolean | null,
) {
  return [
    name,
    r.count.toLocaleString('en-US'),
    formatMs(r.percentile(50)),
    formatMs(r.percentile(95)),
    formatMs(r.percentile(99)),
    formatMs(r.max()),
    String(errors),
    target,
    mark(ok),
  ];
}

/** Prints both phases' tables with targets and PASS/FAIL; answers whether all passed. */
export function printReport(input: {
  options: ExamBenchOptions;
  signIn: LatencyRecorder;
  signInErrors: number;
  day: DayResult;
  dayErrors: { start: number; paper?: number; save: number; submit: number };
  dayCpu: string;
  saturation: SaturationResult | null;
  saturationCpu: (step: SaturationResult['steps'][number]) => string;
  checks: Checks;
  pgLines: string[];
}): boolean {
  const { options, day, checks } = input;
  const n = options.candidates;
  const quick = options.quick ? ' — QUICK smoke run: targets are indicative' : '';
  const results: boolean[] = [];
  const judge = (ok: boolean) => (results.push(ok), ok);

  printTable(
    `Phase 1 — exam day: ${n.toLocaleString('en-US')} candidates × ${options.answers} answers, ${options.mode} mode${quick}`,
    [
      ['operation', 'count', 'p50', 'p95', 'p99', 'max', 'errors', 'target', ''],
      latencyRow('sign-in (argon2)', input.signIn, input.signInErrors, '—', null),
      latencyRow('start', day.start, input.dayErrors.start, '—', null),
      latencyRow('paper (after the start)', day.paper, input.dayErrors.paper ?? 0, '—', null),
      latencyRow(
        'save-answer',
        day.save,
        input.dayErrors.save,
        `p99 < ${TARGETS.saveP99Ms} ms`,
        judge(day.save.percentile(99) < TARGETS.saveP99Ms),
      ),
      latencyRow(
        'submit',
        day.submit,
        input.dayErrors.submit,
        `p99 < ${formatMs(TARGETS.submitP99Ms)}`,
        judge(day.submit.percentile(99) < TARGETS.submitP99Ms),
      ),
    ],
  );
  const expectedSaves = n * options.answers;
  printTable('Phase 1 — checks', [
    ['check', 'measured', 'target', ''],
    [
      'start burst (first start sent → last paper opened)',
      formatMs(day.startBurstMs),
      `≤ ${formatMs(TARGETS.startBurstMs)}`,
      mark(judge(day.startBurstMs <= TARGETS.startBurstMs)),
    ],
    [
      'bytes to open the paper, per candidate (over the wire)',
      `${(day.openBytesPerCandidate / 1024).toFixed(1)} kB`,
      '—',
      mark(null),
    ],
    ['saves/s sustained (acknowledged)', formatRate(day.savesPerSecond), '—', mark(null)],
    [
      'acknowledged saves',
      `${day.savesOk.toLocaleString('en-US')} of ${expectedSaves.toLocaleString('en-US')}`,
      'all',
      mark(judge(day.savesOk === expectedSaves)),
    ],
    ['submit spread (first sent → last answered)', formatMs(day.submitSpreadMs), '—', mark(null)],
    [
      'sessions SUBMITTED with a result (database)',
      `${checks.submittedWithResult} of ${n}`,
      'all',
      mark(judge(checks.submittedWithResult === n)),
    ],
    ['errors (all phases)', String(checks.errors), '0', mark(judge(checks.errors === 0))],
    [
      'lost saves (2xx but not stored, all phases)',
      `${checks.lostSaves} of ${checks.acknowledgedSaves.toLocaleString('en-US')}`,
      '0',
      mark(judge(checks.lostSaves === 0)),
    ],
    [
      'server exit on SIGTERM / warn+ log lines',
      `${checks.serverExit} / ${checks.serverWarnings}`,
      '0 / 0',
      mark(judge(checks.serverExit === 0 && checks.serverWarnings === 0)),
    ],
  ]);
  console.info(`CPU during phase 1: ${input.dayCpu}`);
  for (const line of checks.errorLines.slice(0, 10)) console.info(`  error: ${line}`);
  for (const line of checks.lostExamples) console.info(`  lost: ${line}`);

  if (input.saturation) {
    const sat = input.saturation;
    const target = TARGETS.saturation[options.mode === 'embedded' ? 'embedded' : 'scaled'];
    printTable(
      `Phase 2 — saturation: back-to-back saves on ${sat.sessions} fresh sessions, ${formatMs(options.stepMs)} per step`,
      [
        [
          'workers',
          'saves/s',
          'p50',
          'p95',
          'p99',
          'errors',
          `p99 < ${SATURATION_P99_LIMIT_MS} ms`,
        ],
        ...sat.steps.map((s) => [
          String(s.workers),
          formatRate(s.savesPerSecond),
          formatMs(s.p50),
          formatMs(s.p95),
          formatMs(s.p99),
          String(s.errors),
          s.p99 < SATURATION_P99_LIMIT_MS && s.errors === 0 ? 'yes' : 'no',
        ]),
      ],
    );
    for (const s of sat.steps)
      console.info(`  CPU at ${s.workers} workers: ${input.saturationCpu(s)}`);
    const best = sat.best?.savesPerSecond ?? 0;
    printTable('Phase 2 — result', [
      ['check', 'measured', 'target', ''],
      [
        `highest saves/s with p99 < ${SATURATION_P99_LIMIT_MS} ms`,
        sat.best ? `${formatRate(best)} (${sat.best.workers} workers)` : 'none',
        `≥ ${formatRate(target)}`,
        mark(judge(best >= target)),
      ],
    ]);
  }
  for (const line of input.pgLines) console.info(`  PostgreSQL, ${line}`);
  const allPassed = results.every(Boolean);
  console.info(
    `\n${allPassed ? 'PASS' : 'FAIL'}: ${results.filter(Boolean).length} of ${results.length} checks passed${quick}`,
  );
  return allPassed;
}
