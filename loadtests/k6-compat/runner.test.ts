import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'k6-compat-'));
const calls: string[] = [];
let server: http.Server;
let base = '';

/** Sets a cookie on /login; /me answers 200 with it and 401 without; the rest is logged. */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    if (req.url === '/login') res.setHeader('set-cookie', 'sid=abc; Path=/; HttpOnly');
    const signedIn = (req.headers.cookie ?? '').includes('sid=abc');
    res.statusCode = req.url === '/me' && !signedIn ? 401 : 200;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

function run(name: string, script: string) {
  const file = path.join(dir, `${name}.ts`);
  fs.writeFileSync(file, script);
  return new Promise<{ code: number; output: string }>((resolve) =>
    execFile(process.execPath, [runner, '-e', `BASE=${base}`, file], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    ),
  );
}

const sleeper = (graceful: string) => `
  import { sleep } from 'k6';
  export const options = {
    scenarios: { s: { executor: 'constant-vus', vus: 1, duration: '1s', gracefulStop: '${graceful}' } },
    thresholds: { iterations: ['count>=1'] },
  };
  export default function () { sleep(2.5); }`;

describe('k6-compat behaves as k6', { timeout: 30_000 }, () => {
  it('interrupts an iteration still running gracefulStop after the end', async () => {
    const cut = await run('cut', sleeper('500ms'));
    expect(cut.code, cut.output).toBe(99);
    expect(cut.output).toContain('1 interrupted iteration(s)');
    const waited = await run('waited', sleeper('5s'));
    expect(waited.code, waited.output).toBe(0);
    expect(waited.output).toContain('0 interrupted iteration(s)');
  });

  const jar = (noCookiesReset: boolean) => `
    import http from 'k6/http';
    import exec from 'k6/execution';
    import { check } from 'k6';
    export const options = {
      scenarios: { s: { executor: 'per-vu-iterations', vus: 1, iterations: 2 } },
      thresholds: { checks: ['rate==1'] },
      noCookiesReset: ${noCookiesReset},
    };
    export default function () {
      const first = exec.scenario.iterationInTest === 0;
      if (first) http.get(__ENV.BASE + '/login');
      const expected = first || ${noCookiesReset} ? 200 : 401;
      check(http.get(__ENV.BASE + '/me'), { me: (r) => r.status === expected });
    }`;

  it("empties each VU's cookie jar before every iteration, unless noCookiesReset", async () => {
    const reset = await run('jar-reset', jar(false));
    expect(reset.code, reset.output).toBe(0);
    const kept = await run('jar-kept', jar(true));
    expect(kept.code, kept.output).toBe(0);
  });

  it('runs setup() once before the iterations and teardown() once after, with its data', async () => {
    calls.length = 0;
    const result = await run(
      'lifecycle',
      `import http from 'k6/http';
       export const options = {
         scenarios: { s: { executor: 'per-vu-iterations', vus: 2, iterations: 2 } },
       };
       export function setup() { http.get(__ENV.BASE + '/setup'); return { token: 't-42' }; }
       export default function (data) { http.get(__ENV.BASE + '/it?' + data.token); }
       export function teardown(data) { http.get(__ENV.BASE + '/teardown?' + data.token); }`,
    );
    expect(result.code, result.output).toBe(0);
    expect(calls).toEqual([
      '/setup',
      '/it?t-42',
      '/it?t-42',
      '/it?t-42',
      '/it?t-42',
      '/teardown?t-42',
    ]);
  });

  it('stops before any iteration when setup() throws, as k6 does', async () => {
    calls.length = 0;
    const result = await run(
      'setup-throws',
      `import http from 'k6/http';
       export const options = { scenarios: { s: { executor: 'per-vu-iterations', vus: 1 } } };
       export function setup() { throw new Error('no candidates'); }
       export default function () { http.get(__ENV.BASE + '/it'); }`,
    );
    expect(result.code).toBe(107);
    expect(calls).toEqual([]);
  });

  it('refuses a fractional arrival rate before sending a request', async () => {
    calls.length = 0;
    const result = await run(
      'fractional',
      `import http from 'k6/http';
       export const options = { scenarios: { s: {
         executor: 'ramping-arrival-rate', preAllocatedVUs: 1, timeUnit: '1s',
         stages: [{ target: 2000 / 90, duration: '2s' }] } } };
       export default function () { http.get(__ENV.BASE + '/it'); }`,
    );
    expect(result.code).toBe(107);
    expect(result.output).toContain('cannot unmarshal number 22.2');
    expect(calls).toEqual([]);
  });
});
