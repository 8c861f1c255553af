#!/usr/bin/env node
// A k6 compatibility runner for CI, where no k6 binary can be installed: runs the scripts
// of loadtests/k6/ unchanged, at small scale, on Node. It implements only what they use —
// k6 (check, sleep), k6/http (get, post), k6/metrics (Counter, Trend), k6/execution
// (scenario.iterationInTest), k6/timers (setTimeout), k6/websockets (WebSocket),
// options.scenarios (per-vu-iterations, constant-vus, ramping-arrival-rate, each with
// gracefulStop), setup()/teardown(), noCookiesReset and options.thresholds, with __ENV and
// __VU — and refuses any other import or executor, and every option value k6 refuses
// (options.mjs). As in k6 each iteration starts with an empty cookie jar, and an
// iteration still running gracefulStop after its scenario's end is interrupted. The VUs
// live in worker threads (vu.mjs). Thresholds are evaluated as k6 does; a failed one exits
// 99 like k6. Operators use real k6 (docs/OPERATIONS.md, "Load testing with k6").
//   node loadtests/k6-compat/run.mjs [-e NAME=value …] loadtests/k6/<script>.ts
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { MessageChannel, Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { durationMs, validateOptions } from './options.mjs';
import { aggregate, evaluate, select } from './thresholds.mjs';

/** The k6 modules and the names each exports here; anything else fails the bundle. */
const MODULES = {
  k6: ['check', 'sleep'],
  'k6/http': ['get', 'post'],
  'k6/metrics': ['Counter', 'Trend'],
  'k6/execution': [],
  'k6/timers': ['setTimeout'],
  'k6/websockets': ['WebSocket'],
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string', short: 'e', multiple: true, default: [] },
    // Only check the options as k6 would, then exit (CI checks every script this way).
    check: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) {
  console.error('usage: node loadtests/k6-compat/run.mjs [-e NAME=value …] <script.ts>');
  process.exit(1);
}
const env = { ...process.env };
for (const pair of values.env) env[pair.split('=', 1)[0]] = pair.slice(pair.indexOf('=') + 1);

/** The script bundled (a data: URL), each k6 import turned into the VU thread's own. */
async function bundleScript(entry) {
  const k6Modules = {
    name: 'k6-modules',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
        name in MODULES
          ? { path: name, namespace: 'k6' }
          : { errors: [{ text: `k6-compat does not implement the module "${name}"` }] },
      );
      build.onLoad({ filter: /.*/, namespace: 'k6' }, ({ path: name }) => ({
        contents: `const m = globalThis.__k6compat[${JSON.stringify(name)}]; export default m;
          export const { ${MODULES[name].join(', ')} } = m;`,
        loader: 'js',
      }));
    },
  };
  const options = { entryPoints: [entry], bundle: true, format: 'esm', write: false };
  const built = await esbuild.build({ ...options, platform: 'neutral', plugins: [k6Modules] });
  return `data:text/javascript;base64,${Buffer.from(built.outputFiles[0].contents).toString('base64')}`;
}

const [samples, workers] = [[], []];

/** A VU thread; this thread performs its HTTP requests (fetch) and wakes it with the answer. */
async function startVu(bundle, vu) {
  const flag = new SharedArrayBuffer(4);
  const { port1, port2 } = new MessageChannel();
  port1.on('message', async ({ url, method, headers, body, timeout, binary }) => {
    const started = performance.now();
    const answer = { status: 0, headers: {}, setCookie: [], body: null, error: '' };
    try {
      const signal = AbortSignal.timeout(timeout);
      const response = await fetch(url, { method, headers, body, redirect: 'manual', signal });
      const capitalised = (name) => name.replace(/(^|-)\w/g, (c) => c.toUpperCase());
      answer.headers = Object.fromEntries(
        [...response.headers].map(([k, v]) => [capitalised(k), v]),
      );
      Object.assign(answer, {
        status: response.status,
        setCookie: response.headers.getSetCookie(),
      });
      answer.body = binary ? await response.arrayBuffer() : await response.text();
    } catch (error) {
      answer.error = String(error.message);
    }
    port1.postMessage({ ...answer, duration: performance.now() - started });
    Atomics.store(new Int32Array(flag), 0, 1);
    Atomics.notify(new Int32Array(flag), 0);
  });
  const worker = new Worker(new URL('./vu.mjs', import.meta.url), {
    workerData: { bundle, port: port2, flag, env, vu },
    transferList: [port2],
  });
  workers.push({ worker, port1 });
  // once() rejects on the thread's 'error': a script that throws fails the run.
  const call = async (job) => {
    if (job) worker.postMessage(job);
    const [message] = await once(worker, 'message');
    samples.push(...(message.samples ?? []));
    return message;
  };
  const first = await call(null);
  const stop = () => worker.terminate();
  return { ...first, call, stop };
}

const seconds = (text) => durationMs(text, 'duration') / 1000;
const sleepMs = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let interrupted = 0;

/**
 * Runs one scenario's iterations on VUs made by `newVu`, as its executor schedules them.
 * Once the schedule ends (duration, stages, or maxDuration), iterations still running get
 * gracefulStop to finish; then, as in k6, they are interrupted and their VUs stopped.
 */
async function runScenario(name, sc, newVu, data) {
  let iterationInTest = 0;
  const tags = { scenario: name, ...sc.tags };
  const busy = new Set();
  let ended = false;
  const run = async (vu) => {
    busy.add(vu);
    await vu.call({ kind: 'iteration', iterationInTest: iterationInTest++, tags, data });
    busy.delete(vu);
  };
  const vus = await Promise.all(Array.from({ length: sc.vus ?? sc.preAllocatedVUs ?? 1 }, newVu));
  const eachVu = (loop) => Promise.all(vus.map(loop));
  let work;
  let scheduleMs;
  if (sc.executor === 'per-vu-iterations') {
    scheduleMs = durationMs(sc.maxDuration ?? '10m', 'maxDuration');
    work = eachVu(async (vu) => {
      for (let i = 0; i < (sc.iterations ?? 1) && !ended; i++) await run(vu);
    });
  } else if (sc.executor === 'constant-vus') {
    scheduleMs = durationMs(sc.duration, 'duration');
    work = eachVu(async (vu) => {
      while (!ended) await run(vu);
    });
  } else {
    // ramping-arrival-rate: iterations start as the integral of the rate (linear within a
    // stage) crosses 1, 2, …
    scheduleMs = sc.stages.reduce((sum, stage) => sum + seconds(stage.duration) * 1000, 0);
    const [unitS, tickMs] = [seconds(sc.timeUnit ?? '1s'), 20];
    const [free, running] = [[...vus], []];
    let [rate, due, started, total] = [sc.startRate ?? 0, 0, 0, vus.length];
    work = (async () => {
      for (const stage of sc.stages) {
        const length = seconds(stage.duration) * 1000;
        for (let at = 0; at < length; at += tickMs) {
          due += ((rate + ((stage.target - rate) * at) / length) * tickMs) / 1000 / unitS;
          for (; started < Math.floor(due); started++) {
            const vu =
              free.pop() ?? (total < (sc.maxVUs ?? total) ? (total++, await newVu()) : null);
            if (vu) running.push(run(vu).then(() => free.push(vu)));
            else samples.push(['dropped_iterations', 'counter', 1, { scenario: name }]);
          }
          await sleepMs(tickMs);
        }
        rate = stage.target;
      }
      await Promise.all(running);
    })();
  }
  const graceMs = durationMs(sc.gracefulStop ?? '30s', 'gracefulStop');
  const schedule = sleepMs(scheduleMs).then(() => (ended = true));
  const finished = await Promise.race([
    work.then(() => true),
    schedule.then(() => sleepMs(graceMs)).then(() => false),
  ]);
  ended = true;
  if (!finished) {
    // Past gracefulStop: the iterations still running are cut off, their VUs with them.
    interrupted += busy.size;
    await Promise.all([...busy].map((vu) => vu.stop()));
  }
}

const bundle = await bundleScript(positionals[0]);
// VU 0 reads the options, then runs setup() and teardown(); the scenarios' VUs are 1, 2, …
const first = await startVu(bundle, 0);
try {
  validateOptions(first.options, first.metrics);
} catch (error) {
  console.error(`k6-compat: ${error.message}`);
  process.exit(107);
}
if (values.check) {
  console.info(`k6-compat: ${positionals[0]}: options accepted`);
  process.exit(0);
}
const { scenarios, thresholds = {} } = first.options;
const began = Date.now();
const setup = first.setup ? await first.call({ kind: 'setup' }) : { data: undefined };
// As in k6, an exception in setup() ends the run before any iteration.
if (setup.failed) {
  console.error('k6-compat: setup() threw; no iteration ran');
  process.exit(107);
}
const { data } = setup;
let nextVu = 1;
const newVu = () => startVu(bundle, nextVu++);
await Promise.all(
  Object.entries(scenarios).map(async ([name, sc]) => {
    await sleepMs(durationMs(sc.startTime ?? '0s', 'startTime'));
    await runScenario(name, sc, newVu, data);
  }),
);
if (first.teardown) await first.call({ kind: 'teardown', data });
const elapsedS = (Date.now() - began) / 1000;
await Promise.all(workers.map(({ worker, port1 }) => (port1.close(), worker.terminate())));

const round = (v) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v);
console.info(
  `\nk6-compat: ${positionals[0]}, ${nextVu - 1} VUs, ${elapsedS.toFixed(1)} s, ` +
    `${interrupted} interrupted iteration(s)`,
);
for (const name of [...new Set(samples.map((s) => s[0]))].sort()) {
  const { percentile, ...agg } = aggregate(select(samples, name), elapsedS);
  if (percentile) Object.assign(agg, { 'p(95)': percentile(95), 'p(99)': percentile(99) });
  const shown = Object.entries(agg).map(([k, v]) => `${k}=${round(v)}`);
  console.info(`  ${name.padEnd(34)} ${shown.join(' ')}`);
}
const verdicts = Object.entries(thresholds).flatMap(([key, expressions]) =>
  expressions.map((expression) => ({
    key,
    expression,
    ...evaluate(samples, key, expression, elapsedS),
  })),
);
for (const { key, expression, value, ok } of verdicts)
  console.info(`  ${ok ? '✓' : '✗'} ${key} ${expression} (${round(value) ?? 'no samples'})`);
process.exit(verdicts.every((v) => v.ok) ? 0 : 99);
