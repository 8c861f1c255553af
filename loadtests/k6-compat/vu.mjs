// One k6 virtual user, in a worker thread of run.mjs: the script's own JS runtime (globals
// __ENV, __VU, __ITER) and the k6 modules it imports. k6's HTTP API is synchronous: the VU
// posts each request to the main thread, which runs it, and waits on a shared flag.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';

const { bundle, port, flag: flagBuffer, env, vu } = workerData;
const flag = new Int32Array(flagBuffer);
const pause = new Int32Array(new SharedArrayBuffer(4));
let samples = [];
let tags = {};
let execution = { iterationInTest: 0, scenario: '' };
let openSockets = 0;
let socketsClosed = () => {};
const jar = new Map();
const add = (name, type, value, extra = {}) =>
  samples.push([name, type, value, { ...tags, ...extra }]);

function request(method, url, body = null, params = {}) {
  const headers = { ...params.headers };
  if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  Atomics.store(flag, 0, 0);
  const timeout = parseFloat(params.timeout ?? '60') * 1000;
  port.postMessage({
    method,
    url,
    body,
    headers,
    timeout,
    binary: params.responseType === 'binary',
  });
  Atomics.wait(flag, 0, 0);
  const r = receiveMessageOnPort(port).message;
  for (const cookie of r.setCookie) {
    const pair = cookie.split(';')[0];
    jar.set(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1));
  }
  const t = { name: url, method, status: String(r.status), ...params.tags };
  add('http_reqs', 'counter', 1, t);
  add('http_req_duration', 'trend', r.duration, t);
  add('http_req_failed', 'rate', r.status === 0 || r.status >= 400 ? 1 : 0, t);
  return {
    ...r,
    url,
    timings: { duration: r.duration },
    json: (selector) => {
      const value = JSON.parse(r.body);
      return selector ? selector.split('.').reduce((o, k) => o?.[k], value) : value;
    },
  };
}

/** k6/metrics: `new Counter(name)` etc.; a plain function called with `new` returns this. */
const metric = (type) =>
  function (name) {
    return { add: (value, extra) => add(name, type, Number(value), extra) };
  };

/** What the scripts use of k6/websockets: the constructor, on… handlers, send, close. */
class WebSocket {
  constructor(url) {
    openSockets++;
    add('ws_sessions', 'counter', 1);
    this.socket = new globalThis.WebSocket(url);
    for (const type of ['open', 'message', 'error']) {
      this.socket.addEventListener(type, (event) => this[`on${type}`]?.(event));
    }
    this.socket.addEventListener('close', (event) => {
      this.onclose?.(event);
      if (--openSockets === 0) socketsClosed();
    });
  }
  send(data) {
    this.socket.send(data);
  }
  close(code, reason) {
    this.socket.close(code, reason);
  }
}

globalThis.__k6compat = {
  k6: {
    check(value, checks, extra = {}) {
      let all = true;
      for (const [name, fn] of Object.entries(checks)) {
        const ok = Boolean(fn(value));
        add('checks', 'rate', ok ? 1 : 0, { ...extra, check: name });
        all &&= ok;
      }
      return all;
    },
    sleep: (seconds) => Atomics.wait(pause, 0, 0, seconds * 1000),
    fail(message) {
      throw new Error(message);
    },
  },
  'k6/http': {
    get: (url, params) => request('GET', url, null, params),
    post: (url, body, params) => request('POST', url, body, params),
  },
  'k6/metrics': { Counter: metric('counter'), Trend: metric('trend'), Rate: metric('rate') },
  'k6/execution': {
    scenario: {
      get iterationInTest() {
        return execution.iterationInTest;
      },
    },
  },
  'k6/timers': { setTimeout },
  'k6/websockets': { WebSocket },
};
Object.assign(globalThis, { __ENV: env, __VU: vu, __ITER: 0 });

const script = await import(bundle);
parentPort.postMessage({
  type: 'ready',
  options: JSON.parse(JSON.stringify(script.options ?? {})),
});

parentPort.on('message', async (job) => {
  let data;
  const started = performance.now();
  tags = { ...job.tags };
  try {
    if (job.type === 'setup') data = script.setup?.();
    else {
      Object.assign(globalThis, { __ITER: job.iter });
      execution = job;
      script[job.exec](job.data);
      // Like k6, an iteration lasts until the sockets it opened are closed.
      if (openSockets > 0) await new Promise((resolve) => (socketsClosed = resolve));
      add('iterations', 'counter', 1);
      add('iteration_duration', 'trend', performance.now() - started);
    }
  } catch (error) {
    if (job.type === 'setup') throw error;
    console.error(`VU ${vu}: ${error.stack ?? error}`);
    add('iteration_errors', 'counter', 1);
  }
  parentPort.postMessage({ type: 'done', data, samples });
  samples = [];
});
