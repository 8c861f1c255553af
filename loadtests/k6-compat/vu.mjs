// One k6 virtual user, in a worker thread of run.mjs: the script's own JS runtime (__ENV,
// __VU) and the k6 modules it imports. k6's HTTP API is synchronous: the VU posts each
// request to the main thread, which runs it, and waits on a shared flag.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';

const { bundle, port, flag: flagBuffer, env, vu } = workerData;
const flag = new Int32Array(flagBuffer);
const [pause, jar] = [new Int32Array(new SharedArrayBuffer(4)), new Map()];
/** k6/execution's `scenario`: what the running iteration is (iterationInTest). */
const scenario = { iterationInTest: 0 };
let [samples, tags, openSockets, socketsClosed] = [[], {}, 0, () => {}];
const add = (name, type, value, extra = {}) =>
  samples.push([name, type, value, { ...tags, ...extra }]);

function request(method, url, body = null, params = {}) {
  const headers = { ...params.headers };
  if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const timeout = parseFloat(params.timeout ?? '60') * 1000;
  Atomics.store(flag, 0, 0);
  const binary = params.responseType === 'binary';
  port.postMessage({ method, url, body, headers, timeout, binary });
  Atomics.wait(flag, 0, 0);
  const r = receiveMessageOnPort(port).message;
  for (const cookie of r.setCookie) {
    const [pair] = cookie.split(';');
    jar.set(pair.split('=', 1)[0].trim(), pair.slice(pair.indexOf('=') + 1));
  }
  const t = { name: url, method, status: String(r.status), ...params.tags };
  add('http_reqs', 'counter', 1, t);
  add('http_req_duration', 'trend', r.duration, t);
  add('http_req_failed', 'rate', r.status === 0 || r.status >= 400 ? 1 : 0, t);
  const json = (selector) =>
    (selector ?? '').split('.').reduce((o, k) => (k ? o?.[k] : o), JSON.parse(r.body));
  return { ...r, url, json };
}

/** The custom metrics the init code created: thresholds may name them (run.mjs checks). */
const declared = new Set();
/** k6/metrics: `new Counter(name)`; a plain function called with `new` returns this. */
const metric = (type) =>
  function (name) {
    declared.add(name);
    return { add: (value, extra) => add(name, type, Number(value), extra) };
  };

/** What the scripts use of k6/websockets: the constructor, onmessage/onerror, send, close. */
class WebSocket {
  constructor(url) {
    openSockets++;
    this.socket = new globalThis.WebSocket(url);
    this.socket.addEventListener('message', (event) => this.onmessage?.(event));
    this.socket.addEventListener('error', (event) => this.onerror?.(event));
    this.socket.addEventListener('close', () => --openSockets === 0 && socketsClosed());
    this.send = (data) => this.socket.send(data);
    this.close = () => this.socket.close();
  }
}

function check(value, checks, extra = {}) {
  const results = Object.entries(checks).map(([check, fn]) => [check, Boolean(fn(value))]);
  for (const [check, ok] of results) add('checks', 'rate', ok ? 1 : 0, { ...extra, check });
  return results.every(([, ok]) => ok);
}

globalThis.__k6compat = {
  k6: { check, sleep: (seconds) => Atomics.wait(pause, 0, 0, seconds * 1000) },
  'k6/http': {
    get: (url, params) => request('GET', url, null, params),
    post: (url, body, params) => request('POST', url, body, params),
  },
  'k6/metrics': { Counter: metric('counter'), Trend: metric('trend') },
  'k6/execution': { scenario },
  'k6/timers': { setTimeout },
  'k6/websockets': { WebSocket },
};
Object.assign(globalThis, { __ENV: env, __VU: vu });

const script = await import(bundle);
const options = JSON.parse(JSON.stringify(script.options ?? {}));
parentPort.postMessage({
  options,
  metrics: [...declared],
  setup: typeof script.setup === 'function',
  teardown: typeof script.teardown === 'function',
});

/** What an iteration, setup() or teardown() runs: each gets its own copy of setup's data. */
const stages = {
  iteration: (data) => script.default(data),
  setup: () => script.setup(),
  teardown: (data) => script.teardown(data),
};

parentPort.on('message', async (job) => {
  [tags, scenario.iterationInTest] = [job.tags ?? {}, job.iterationInTest ?? 0];
  // k6 empties a VU's cookie jar before each iteration unless noCookiesReset is set.
  if (!options.noCookiesReset) jar.clear();
  let [result, failed] = [undefined, false];
  try {
    result = stages[job.kind ?? 'iteration'](
      job.data === undefined ? undefined : JSON.parse(job.data),
    );
    // Like k6, an iteration lasts until the sockets it opened are closed.
    if (openSockets > 0) await new Promise((resolve) => (socketsClosed = resolve));
    if ((job.kind ?? 'iteration') === 'iteration') add('iterations', 'counter', 1);
  } catch (error) {
    console.error(`VU ${vu}: ${error.stack ?? error}`);
    add('iteration_errors', 'counter', 1);
    failed = true;
  }
  parentPort.postMessage({
    samples,
    data: result === undefined ? undefined : JSON.stringify(result),
    failed,
  });
  samples = [];
});
