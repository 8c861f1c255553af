#!/usr/bin/env node
// A k6 compatibility runner for CI, where no k6 binary can be installed: runs the scripts
// of loadtests/k6/ unchanged, at small scale, on Node. It implements only what they use —
// k6 (check, sleep, fail), k6/http (get, post), k6/metrics (Counter, Trend, Rate),
// k6/execution (scenario.iterationInTest), k6/timers (setTimeout), k6/websockets
// (WebSocket), options.scenarios (per-vu-iterations, constant-vus, ramping-arrival-rate),
// options.thresholds, setup(), __ENV/__VU/__ITER — and refuses any other import or
// executor. The VUs live in worker threads (vu.mjs). Thresholds are evaluated as k6 does; a failed
// one exits 99 like k6. Operators use real k6 (README, "Operação: cluster").
//   node loadtests/k6-compat/run.mjs [-e NAME=value …] loadtests/k6/<script>.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MessageChannel, Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';

const MODULES = {
  k6: ['check', 'sleep', 'fail'],
  'k6/http': ['get', 'post'],
  'k6/metrics': ['Counter', 'Trend', 'Rate'],
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
for (const pair of values.env)
  env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1);

/** The script bundled with every k6 import turned into the VU thread's implementation. */
async function bundleScript(entry) {
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'k6-compat-')), 'script.mjs');
  const k6Modules = {
    name: 'k6-modules',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path: name }) => {
        if (name in MODULES) return { path: name, namespace: 'k6' };
        return { errors: [{ text: `k6-compat does not implement the module "${name}"` }] };
      });
      build.onLoad({ filter: /.*/, namespace: 'k6' }, ({ path: name }) => ({
        contents: `const m = globalThis.__k6compat[${JSON.stringify(name)}]; export default m;
          export const { ${MODULES[name].join(', ')} } = m;`,
        loader: 'js',
      }));
    },
  };
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    plugins: [k6Modules],
    logLevel: 'error',
  });
  return outfile;
}

const samples = [];
const workers = [];

/** A VU thread whose HTTP requests this thread performs (fetch) and answers synchronously. */
async function startVu(bundle, vu) {
  const flag = new SharedArrayBuffer(4);
  const { port1, port2 } = new MessageChannel();
  port1.on('message', async (req) => {
    const started = performance.now();
    let answer;
    try {
      const response = await fetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(req.timeout),
      });
      const body = req.binary ? await response.arrayBuffer() : await response.text();
      const headers = {};
      for (const [k, v] of response.headers)
        headers[k.replace(/(^|-)\w/g, (c) => c.toUpperCase())] = v;
      const setCookie = response.headers.getSetCookie();
      answer = { status: response.status, headers, setCookie, body, error: '' };
    } catch (error) {
      answer = { status: 0, headers: {}, setCookie: [], body: null, error: String(error.message) };
    }
    answer.duration = performance.now() - started;
    port1.postMessage(answer);
    Atomics.store(new Int32Array(flag), 0, 1);
    Atomics.notify(new Int32Array(flag), 0);
  });
  const worker = new Worker(new URL('./vu.mjs', import.meta.url), {
    workerData: { bundle, port: port2, flag, env, vu },
    transferList: [port2],
  });
  workers.push({ worker, port1 });
  let pending = null;
  worker.on('message', (message) => {
    if (message.samples) samples.push(...message.samples);
    pending?.resolve(message);
  });
  worker.on('error', (error) => pending?.reject(error));
  const call = (job) =>
    new Promise((resolve, reject) => {
      pending = { resolve, reject };
      if (job) worker.postMessage(job);
    });
  const ready = await call(null);
  return { vu, options: ready.options, iter: 0, call };
}

const seconds = (text) => {
  const [, n, unit] = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(String(text)) ?? [];
  if (!n) throw new Error(`k6-compat: bad duration "${text}"`);
  return Number(n) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function runScenario(name, sc, newVu, data) {
  await sleep(seconds(sc.startTime ?? '0s') * 1000);
  let iterationInTest = 0;
  const base = { type: 'iteration', exec: sc.exec ?? 'default', data, scenario: name };
  const run = (vu) =>
    vu.call({
      ...base,
      iter: vu.iter++,
      iterationInTest: iterationInTest++,
      tags: { scenario: name, ...sc.tags },
    });
  const vus = await Promise.all(Array.from({ length: sc.vus ?? sc.preAllocatedVUs ?? 1 }, newVu));
  if (sc.executor === 'per-vu-iterations') {
    await Promise.all(
      vus.map(async (vu) => {
        for (let i = 0; i < (sc.iterations ?? 1); i++) await run(vu);
      }),
    );
  } else if (sc.executor === 'constant-vus') {
    const end = Date.now() + seconds(sc.duration) * 1000;
    await Promise.all(
      vus.map(async (vu) => {
        while (Date.now() < end) await run(vu);
      }),
    );
  } else if (sc.executor === 'ramping-arrival-rate') {
    // Iterations start as the integral of the rate (linear within a stage) crosses 1, 2, …
    const unit = seconds(sc.timeUnit ?? '1s'),
      tick = 20,
      free = [...vus],
      running = [];
    let rate = sc.startRate ?? 0,
      due = 0,
      started = 0,
      total = vus.length;
    for (const stage of sc.stages) {
      const length = seconds(stage.duration) * 1000;
      for (let at = 0; at < length; at += tick) {
        due += ((rate + ((stage.target - rate) * at) / length) * tick) / 1000 / unit;
        for (; started < Math.floor(due); started++) {
          const vu = free.pop() ?? (total < (sc.maxVUs ?? total) ? (total++, await newVu()) : null);
          if (!vu) {
            samples.push(['dropped_iterations', 'counter', 1, { scenario: name }]);
            continue;
          }
          running.push(run(vu).then(() => free.push(vu)));
        }
        await sleep(tick);
      }
      rate = stage.target;
    }
    await Promise.all(running);
  } else throw new Error(`k6-compat does not implement the executor "${sc.executor}"`);
}

/** `metric{tag:value,…}` → the samples it selects. */
function select(key) {
  const [, name, filter = ''] = /^([\w.]+)(?:\{(.*)\})?$/.exec(key) ?? [];
  const wanted = filter
    .split(',')
    .filter(Boolean)
    .map((p) => p.split(':').map((s) => s.trim()));
  return samples.filter(([n, , , t]) => n === name && wanted.every(([k, v]) => String(t[k]) === v));
}

function aggregate(selected, elapsedS) {
  const values = selected.map((s) => s[2]).sort((a, b) => a - b);
  const type = selected[0]?.[1];
  const sum = values.reduce((a, b) => a + b, 0);
  const percentile = (p) => {
    const at = (p / 100) * (values.length - 1);
    return values[Math.floor(at)] + (values[Math.ceil(at)] - values[Math.floor(at)]) * (at % 1);
  };
  if (type === 'counter') return { count: sum, rate: sum / elapsedS };
  if (type === 'rate')
    return { rate: values.length ? values.filter((v) => v !== 0).length / values.length : NaN };
  return {
    avg: sum / values.length,
    min: values[0],
    max: values.at(-1),
    med: percentile(50),
    count: values.length,
    percentile,
  };
}

function evaluate(key, expression, elapsedS) {
  const [, stat, p, op, limit] =
    /^\s*(avg|min|max|med|count|rate|p\((\d+(?:\.\d+)?)\))\s*(<=|>=|==|!=|<|>)\s*(-?[\d.]+)\s*$/.exec(
      expression,
    ) ?? [];
  if (!stat) throw new Error(`k6-compat: threshold "${expression}" is not supported`);
  const selected = select(key);
  const agg = selected.length ? aggregate(selected, elapsedS) : { count: 0 };
  const value = p ? (agg.percentile ? agg.percentile(Number(p)) : undefined) : agg[stat];
  const compare = {
    '<': (a, b) => a < b,
    '<=': (a, b) => a <= b,
    '>': (a, b) => a > b,
    '>=': (a, b) => a >= b,
    '==': (a, b) => a === b,
    '!=': (a, b) => a !== b,
  }[op];
  return {
    value,
    ok: value !== undefined && !Number.isNaN(value) && compare(value, Number(limit)),
  };
}

const bundle = await bundleScript(path.resolve(positionals[0]));
const vu0 = await startVu(bundle, 0);
const { scenarios = {}, thresholds = {} } = vu0.options;
if (Object.keys(scenarios).length === 0) throw new Error('k6-compat needs options.scenarios');
const began = Date.now();
const { data } = await vu0.call({ type: 'setup', tags: { group: '::setup' } });
let nextVu = 1;
await Promise.all(
  Object.entries(scenarios).map(([name, sc]) =>
    runScenario(name, sc, () => startVu(bundle, nextVu++), data),
  ),
);
const elapsedS = (Date.now() - began) / 1000;
await Promise.all(workers.map(({ worker, port1 }) => (port1.close(), worker.terminate())));

const round = (v) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v);
console.info(`\nk6-compat: ${positionals[0]}, ${nextVu - 1} VUs, ${elapsedS.toFixed(1)} s`);
for (const name of [...new Set(samples.map((s) => s[0]))].sort()) {
  const { percentile, ...agg } = aggregate(select(name), elapsedS);
  if (percentile) Object.assign(agg, { 'p(95)': percentile(95), 'p(99)': percentile(99) });
  console.info(
    `  ${name.padEnd(34)} ${Object.entries(agg)
      .map(([k, v]) => `${k}=${round(v)}`)
      .join(' ')}`,
  );
}
let failed = 0;
for (const [key, expressions] of Object.entries(thresholds)) {
  for (const expression of expressions) {
    const { value, ok } = evaluate(key, expression, elapsedS);
    failed += ok ? 0 : 1;
    console.info(`  ${ok ? '✓' : '✗'} ${key} ${expression} (${round(value) ?? 'no samples'})`);
  }
}
process.exit(failed > 0 ? 99 : 0);
