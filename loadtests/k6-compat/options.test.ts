import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateOptions } from './options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ramp = (over: Record<string, unknown> = {}) => ({
  scenarios: {
    s: {
      executor: 'ramping-arrival-rate',
      timeUnit: '1m',
      preAllocatedVUs: 10,
      maxVUs: 20,
      stages: [{ target: 60, duration: '10s' }],
      ...over,
    },
  },
});

describe('k6-compat refuses what k6 refuses', () => {
  it.each([
    [
      'a fractional arrival-rate target',
      ramp({ stages: [{ target: 22.2, duration: '90s' }] }),
      /cannot unmarshal number 22.2/,
    ],
    ['a fractional startRate', ramp({ startRate: 0.5 }), /cannot unmarshal number 0.5/],
    ['fractional preAllocatedVUs', ramp({ preAllocatedVUs: 2.5 }), /cannot unmarshal/],
    [
      'maxVUs under preAllocatedVUs',
      ramp({ maxVUs: 5 }),
      /maxVUs can't be less than preAllocatedVUs/,
    ],
    ['a negative target', ramp({ stages: [{ target: -1, duration: '1s' }] }), /can't be negative/],
    ['no stages', ramp({ stages: [] }), /at least one stage/],
    [
      'no preAllocatedVUs',
      ramp({ preAllocatedVUs: undefined }),
      /the number of preAllocatedVUs isn't specified/,
    ],
    [
      'a stage without a target',
      ramp({ stages: [{ duration: '1s' }] }),
      /stage 1 doesn't have a target/,
    ],
    [
      'a stage without a duration',
      ramp({ stages: [{ target: 1 }] }),
      /stage 1 doesn't have a duration/,
    ],
    ['a zero timeUnit', ramp({ timeUnit: '0s' }), /timeUnit must be more than 0/],
    ['a bad duration', ramp({ stages: [{ target: 1, duration: '1 minute' }] }), /invalid duration/],
    [
      'a negative gracefulStop',
      ramp({ gracefulStop: -5 }),
      /gracefulStop timeout can't be negative/,
    ],
    ['an unknown option', ramp({ rate: 3 }), /unknown option "rate"/],
    [
      'constant-vus under 1s',
      { scenarios: { s: { executor: 'constant-vus', vus: 2, duration: '500ms' } } },
      /at least 1s/,
    ],
    [
      'fractional VUs',
      { scenarios: { s: { executor: 'constant-vus', vus: 1.5, duration: '5s' } } },
      /cannot unmarshal number 1.5/,
    ],
    [
      'fractional iterations',
      { scenarios: { s: { executor: 'per-vu-iterations', vus: 1, iterations: 0.5 } } },
      /cannot unmarshal/,
    ],
    ['an unknown executor', { scenarios: { s: { executor: 'shared-iterations' } } }, /executor/],
    [
      'a threshold on no metric',
      { ...ramp(), thresholds: { exam_done: ['count>1'] } },
      /no metric name "exam_done"/,
    ],
  ])('%s', (_title, options, reason) => {
    expect(() => validateOptions(options)).toThrow(reason);
  });

  it('accepts integer rates, durations, and thresholds on k6 or custom metrics', () => {
    const options = {
      ...ramp({ gracefulStop: '4m', startRate: 0 }),
      thresholds: { 'http_req_duration{name:x}': ['p(95)<100'], exam_done: ['count>1'] },
      noCookiesReset: false,
      setupTimeout: '2m',
    };
    expect(() => validateOptions(options, ['exam_done'])).not.toThrow();
  });
});

describe("the scripts' options", () => {
  const check = (script: string, env: Record<string, string>) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      const args = ['run.mjs', '--check', path.join(here, '../k6', script)];
      for (const [k, v] of Object.entries(env)) args.push('-e', `${k}=${v}`);
      execFile(process.execPath, args, { cwd: here }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      );
    });

  it.each([
    ['exam-day.ts', { SIMULADO_ID: 'x', PASSWORD: 'y' }],
    [
      'exam-day.ts',
      { CANDIDATES: '20', ANSWERS: '10', MEAN_THINK_S: '0.2', ARRIVAL_S: '6', RAMP_S: '3' },
    ],
    ['exam-day.ts', { CANDIDATES: '2000', ARRIVAL_S: '120', RAMP_S: '60' }],
    ['smoke.ts', { VUS: '2', DURATION_S: '3' }],
    ['ranking-watchers.ts', { WATCHERS: '5', WATCH_S: '15' }],
    ['report-downloads.ts', { REPORTS: '5' }],
  ])('%s %o are accepted as k6 would', async (script, env) => {
    const result = await check(script, env);
    expect(result.code, result.output).toBe(0);
  });
});
