#!/usr/bin/env node
// A k6 compatibility runner for CI, where no k6 binary can be installed: runs the scripts
// of loadtests/k6/ unchanged, at small scale, on Node. It implements only what they use —
// k6 (check, sleep), k6/http (get, post), k6/metrics (Counter, Trend), k6/execution
// (scenario.iterationInTest), k6/timers (setTimeout), k6/websockets (WebSocket),
// options.scenarios (per-vu-iterations, constant-vus, ramping-arrival-rate) and
// options.thresholds, with __ENV and __VU — and refuses any other import or executor. The
// VUs live in worker threads (vu.mjs). Thresholds are evaluated as k6 does; a failed one
// exits 99 like k6. Operators use real k6 (docs/OPERATIONS.md, "Load testing with k6").
//   node loadtests/k6-compat/run.mjs [-e NAME=value …] loadtests/k6/<script>.ts
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { MessageChannel, Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';

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
  options: { env: { type: 'string', short: 'e', multiple: true, default: [] } },
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
  const { options } = await call(null);
  return { options, call };
}

const seconds = (text) => {
  const [, n, unit] = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(String(text)) ?? [];
  if (!n) throw new Error(`k6-compat: bad duration "${text}"`);
  return Number(n) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit];
};

/** Runs one scenario's iterations on VUs made by `newVu`, as its executor schedules them. */
async function runScenario(name, sc, newVu) {
  let iterationInTest = 0;
  const tags = { scenario: name, ...sc.tags };
  const run = (vu) => vu.call({ iterationInTest: iterationInTest++, tags });
  const vus = await Promise.all(Array.from({ length: sc.vus ?? sc.preAllocatedVUs ?? 1 }, newVu));
  const eachVu = (loop) => Promise.all(vus.map(loop));
  if (sc.executor === 'per-vu-iterations') {
    await eachVu(async (vu) => {
      for (let i = 0; i < (sc.iterations ?? 1); i++) await run(vu);
    });
  } else if (sc.executor === 'constant-vus') {
    const end = Date.now() + seconds(sc.duration) * 1000;
    await eachVu(async (vu) => {
      while (Date.now() < end) await run(vu);
    });
  } else if (sc.executor === 'ramping-arrival-rate') {
    // Iterations start as the integral of the rate (linear within a stage) crosses 1, 2, …
    const [unitS, tickMs] = [seconds(sc.timeUnit ?? '1s'), 20];
    const [free, running] = [[...vus], []];
    let [rate, due, started, total] = [sc.startRate ?? 0, 0, 0, vus.length];
    for (const stage of sc.stages) {
      const length = seconds(stage.duration) * 1000;
      for (let at = 0; at < length; at += tickMs) {
        due += ((rate + ((stage.target - rate) * at) / length) * tickMs) / 1000 / unitS;
        for (; started < Math.floor(due); started++) {
          const vu = free.pop() ?? (total < (sc.maxVUs ?? total) ? (total++, await newVu()) : null);
          if (vu) running.push(run(vu).then(() => free.push(vu)));
          else samples.push(['dropped_iterations', 'counter', 1, { scenario: name }]);
        }
        await new Promise((resolve) => setTimeout(resolve, tickMs));
      }
      rate = stage.target;
    }
    await Promise.all(running);
  } else throw new Error(`k6-compat does not implement the executor "${sc.executor}"`);
}

/** The samples `metric{tag:value,…}` selects. */
function select(key) {
  const [, name, filter = ''] = /^([\w.]+)(?:\{(.*)\})?$/.exec(key) ?? [];
  const wanted = filter.split(',').filter(Boolean);
  const pairs = wanted.map((p) => p.split(':').map((s) => s.trim()));
  return samples.filter(([n, , , t]) => n === name && pairs.every(([k, v]) => String(t[k]) === v));
}

/** k6's summary statistics of one metric's samples (counter, rate or trend). */
function aggregate(selected, elapsedS) {
  const values = selected.map((s) => s[2]).sort((a, b) => a - b);
  const sum = values.reduce((a, b) => a + b, 0);
  const type = selected[0]?.[1];
  if (type === 'counter') return { count: sum, rate: sum / elapsedS };
  if (type === 'rate') return { rate: values.filter((v) => v !== 0).length / values.length };
  const percentile = (p) => {
    const at = (p / 100) * (values.length - 1);
    const [low, high] = [values[Math.floor(at)], values[Math.ceil(at)]];
    return low + (high - low) * (at % 1);
  };
  const [min, max, count] = [values[0], values.at(-1), values.length];
  return { avg: sum / count, min, max, med: percentile(50), count, percentile };
}

const THRESHOLD =
  /^\s*(avg|min|max|med|count|rate|p\((\d+(?:\.\d+)?)\))\s*(<=|>=|==|!=|<|>)\s*(-?[\d.]+)\s*$/;
/** The signs of (value − limit) each comparison accepts. */
const ACCEPTS = { '<': [-1], '<=': [-1, 0], '>': [1], '>=': [0, 1], '==': [0], '!=': [-1, 1] };

/** One threshold expression (`p(95)<100`, `rate<0.01`, `count>=5`…) on a metric's samples. */
function evaluate(key, expression, elapsedS) {
  const [, stat, p, op, limit] = THRESHOLD.exec(expression) ?? [];
  if (!stat) throw new Error(`k6-compat: threshold "${expression}" is not supported`);
  const selected = select(key);
  const agg = selected.length ? aggregate(selected, elapsedS) : { count: 0 };
  const value = p ? agg.percentile?.(Number(p)) : agg[stat];
  return { value, ok: ACCEPTS[op].includes(Math.sign(value - Number(limit))) };
}

const bundle = await bundleScript(positionals[0]);
const { scenarios = {}, thresholds = {} } = (await startVu(bundle, 0)).options;
if (Object.keys(scenarios).length === 0) throw new Error('k6-compat needs options.scenarios');
const began = Date.now();
let nextVu = 1;
const newVu = () => startVu(bundle, nextVu++);
await Promise.all(Object.entries(scenarios).map(([name, sc]) => runScenario(name, sc, newVu)));
const elapsedS = (Date.now() - began) / 1000;
await Promise.all(workers.map(({ worker, port1 }) => (port1.close(), worker.terminate())));

const round = (v) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v);
console.info(`\nk6-compat: ${positionals[0]}, ${nextVu - 1} VUs, ${elapsedS.toFixed(1)} s`);
for (const name of [...new Set(samples.map((s) => s[0]))].sort()) {
  const { percentile, ...agg } = aggregate(select(name), elapsedS);
  if (percentile) Object.assign(agg, { 'p(95)': percentile(95), 'p(99)': percentile(99) });
  const shown = Object.entries(agg).map(([k, v]) => `${k}=${round(v)}`);
  console.info(`  ${name.padEnd(34)} ${shown.join(' ')}`);
}
const verdicts = Object.entries(thresholds).flatMap(([key, expressions]) =>
  expressions.map((expression) => ({ key, expression, ...evaluate(key, expression, elapsedS) })),
);
for (const { key, expression, value, ok } of verdicts)
  console.info(`  ${ok ? '✓' : '✗'} ${key} ${expression} (${round(value) ?? 'no samples'})`);
process.exit(verdicts.every((v) => v.ok) ? 0 : 99);
