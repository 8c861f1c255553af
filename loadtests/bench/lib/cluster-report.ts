// The cluster bench's table: the exam day with every instance up beside the same day with
// one instance SIGKILLed half-way through the saves, each figure next to its target.
import type { ExamBenchOptions } from './args';
import type { DayResult } from './exam-day';
import type { ErrorTally } from './ledger';
import { count, figure, percent, type Figure } from './runs';
import { formatMs, mark, printTable, type LatencyRecorder } from './stats';

/** The cluster's targets, on this 2-core machine with the load generator. */
export const CLUSTER_TARGETS = { saveP99Ms: 150, failedShareWithKill: 0.01 } as const;

export type ClusterRun = {
  day: DayResult;
  errors: ErrorTally;
  lost: { checked: number; lost: number; examples: string[] };
  acknowledged: number;
  submittedWithResult: number;
  cpu: string;
  /** The run with an instance SIGKILLed: which, and after how many acknowledged saves. */
  killed: { name: string; afterSaves: number } | null;
  /** Requests an instance did not answer (nginx's error log): resent to another or failed. */
  upstreamErrors: number;
};

/** Requests of the day (start, save-answer with every retry, submit) and the failed ones. */
function requests(run: ClusterRun) {
  const total = run.day.start.count + run.day.saveRequests + run.day.submit.count;
  return { total, failed: run.errors.total, share: run.errors.total / Math.max(1, total) };
}

const latencies = (r: LatencyRecorder) =>
  [50, 95, 99].map((p) => formatMs(r.percentile(p))).join(' / ');

/** Prints the table and the CPU and error lines; answers whether every target held. */
export function printClusterReport(input: {
  options: ExamBenchOptions;
  signIn: LatencyRecorder;
  signInErrors: number;
  intact: ClusterRun;
  withKill: ClusterRun;
}): boolean {
  const { options, intact, withKill } = input;
  const n = options.candidates;
  const results: boolean[] = [];
  const judge = (target: string, ok: boolean) => (results.push(ok), `${target} ${mark(ok)}`);
  const saveP99 = (run: ClusterRun) => run.day.save.percentile(99);
  const lostCell = (run: ClusterRun) => `${count(run.lost.lost)} of ${count(run.acknowledged)}`;
  const submitted = (run: ClusterRun) => `${count(run.submittedWithResult)} of ${count(n)}`;
  const failed = (run: ClusterRun) => {
    const r = requests(run);
    return `${count(r.failed)} of ${count(r.total)} (${percent(r.share)})`;
  };
  const killedName = withKill.killed?.name ?? 'an instance';
  const quick = options.quick ? ' — QUICK smoke run: targets are indicative' : '';

  printTable(
    `Cluster — nginx + ${options.apis} API instances + 1 worker: ${count(n)} candidates × ` +
      `${options.answers} answers, twice${quick}`,
    [
      ['figure', 'all instances up', 'target', `${killedName} SIGKILLed mid-saves`, 'target'],
      ['sign-in p99 (argon2, once)', formatMs(input.signIn.percentile(99)), '—', '', ''],
      [
        'start burst',
        formatMs(intact.day.startBurstMs),
        '—',
        formatMs(withKill.day.startBurstMs),
        '—',
      ],
      [
        'save-answer p50 / p95 / p99',
        latencies(intact.day.save),
        judge(`p99 < ${CLUSTER_TARGETS.saveP99Ms} ms`, saveP99(intact) < CLUSTER_TARGETS.saveP99Ms),
        latencies(withKill.day.save),
        '—',
      ],
      [
        'save-answer max',
        formatMs(intact.day.save.max()),
        '—',
        formatMs(withKill.day.save.max()),
        '—',
      ],
      [
        'submit p99',
        formatMs(intact.day.submit.percentile(99)),
        '—',
        formatMs(withKill.day.submit.percentile(99)),
        '—',
      ],
      [
        'failed requests (start, saves, submit)',
        failed(intact),
        judge('0', intact.errors.total === 0),
        failed(withKill),
        judge('< 1%', requests(withKill).share < CLUSTER_TARGETS.failedShareWithKill),
      ],
      [
        'requests nginx got no answer for (resent)',
        count(intact.upstreamErrors),
        '—',
        count(withKill.upstreamErrors),
        '—',
      ],
      [
        'failed saves retried to an ack',
        `${withRetries(intact)}`,
        '—',
        `${withRetries(withKill)}`,
        judge('all', withKill.day.savesRetriedOk === withKill.day.failedAnswers),
      ],
      [
        'acknowledged saves lost (database)',
        lostCell(intact),
        judge('0', intact.lost.lost === 0),
        lostCell(withKill),
        judge('0', withKill.lost.lost === 0),
      ],
      [
        'sessions SUBMITTED with a result',
        submitted(intact),
        judge('all', intact.submittedWithResult === n),
        submitted(withKill),
        judge('all', withKill.submittedWithResult === n),
      ],
    ],
  );
  if (withKill.killed) {
    console.info(
      `  ${withKill.killed.name} was SIGKILLed after ${count(withKill.killed.afterSaves)} acknowledged saves`,
    );
  }
  for (const [label, run] of [
    ['all up', intact],
    ['with the kill', withKill],
  ] as const) {
    console.info(`CPU during the day, ${label}: ${run.cpu}`);
    for (const line of run.errors.lines().slice(0, 8)) console.info(`  error (${label}): ${line}`);
    for (const line of run.lost.examples) console.info(`  lost (${label}): ${line}`);
  }
  if (input.signInErrors > 0) console.info(`  sign-in errors: ${input.signInErrors}`);
  const passed = results.every(Boolean) && input.signInErrors === 0;
  console.info(
    `\n${passed ? 'PASS' : 'FAIL'}: ${results.filter(Boolean).length} of ${results.length} checks passed${quick}`,
  );
  return passed;
}

function withRetries(run: ClusterRun): string {
  return `${count(run.day.savesRetriedOk)} of ${count(run.day.failedAnswers)}`;
}

/** The figures `--runs N` summarises. */
export function clusterFigures(intact: ClusterRun, withKill: ClusterRun): Figure[] {
  return [
    figure('all up: start burst', intact.day.startBurstMs),
    figure('all up: save-answer p50', intact.day.save.percentile(50)),
    figure('all up: save-answer p95', intact.day.save.percentile(95)),
    figure('all up: save-answer p99', intact.day.save.percentile(99)),
    figure('all up: failed requests', intact.errors.total, count),
    figure('all up: lost saves', intact.lost.lost, count),
    figure('with kill: save-answer p99', withKill.day.save.percentile(99)),
    figure('with kill: failed requests', requests(withKill).share, percent),
    figure('with kill: lost saves', withKill.lost.lost, count),
  ];
}
