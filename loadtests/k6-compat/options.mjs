// The options check of k6-compat: what k6 (≥ 1.0) refuses for the executors and options
// the scripts of loadtests/k6/ use, refused here too with k6's reason, so CI cannot pass a
// script real k6 would not run. k6 reads rates, VUs and iterations into integers (a
// fractional JSON number fails to unmarshal), durations as Go durations or milliseconds,
// and validates each executor's config before the test starts.

/** Go's duration syntax as k6 parses it ("1m30s", "500ms", "1h"), or a number of ms. */
const DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h|d))+$/;
const UNIT_MS = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** Milliseconds of a k6 duration; throws k6's kind of error for anything else. */
export function durationMs(value, where) {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || !DURATION.test(value)) {
    throw new Error(`${where}: invalid duration ${JSON.stringify(value)}`);
  }
  let total = 0;
  for (const [, n, , unit] of value.matchAll(/(\d+(\.\d+)?)(ns|us|µs|ms|s|m|h|d)/g)) {
    total += Number(n) * UNIT_MS[unit];
  }
  return total;
}

const integer = (value, where) => {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new Error(`${where}: json: cannot unmarshal number ${value} into Go value of type int64`);
  }
  return value;
};

const COMMON = ['executor', 'startTime', 'gracefulStop', 'exec', 'env', 'tags'];
const EXECUTORS = {
  'per-vu-iterations': {
    keys: ['vus', 'iterations', 'maxDuration'],
    check(sc, at) {
      if (integer(sc.vus ?? 1, `${at}.vus`) <= 0)
        throw new Error(`${at}: the number of VUs must be more than 0`);
      if (integer(sc.iterations ?? 1, `${at}.iterations`) <= 0)
        throw new Error(`${at}: the number of iterations must be more than 0`);
      if (durationMs(sc.maxDuration ?? '10m', `${at}.maxDuration`) < 1000)
        throw new Error(`${at}: the maxDuration should be at least 1s`);
    },
  },
  'constant-vus': {
    keys: ['vus', 'duration'],
    check(sc, at) {
      if (integer(sc.vus ?? 1, `${at}.vus`) <= 0)
        throw new Error(`${at}: the number of VUs must be more than 0`);
      if (sc.duration === undefined) throw new Error(`${at}: the duration is unspecified`);
      if (durationMs(sc.duration, `${at}.duration`) < 1000)
        throw new Error(`${at}: the duration should be at least 1s`);
    },
  },
  'ramping-arrival-rate': {
    keys: ['startRate', 'timeUnit', 'preAllocatedVUs', 'maxVUs', 'stages'],
    check(sc, at) {
      if (integer(sc.startRate ?? 0, `${at}.startRate`) < 0)
        throw new Error(`${at}: the startRate value can't be negative`);
      if (durationMs(sc.timeUnit ?? '1s', `${at}.timeUnit`) <= 0)
        throw new Error(`${at}: the timeUnit must be more than 0`);
      if (!Array.isArray(sc.stages) || sc.stages.length === 0)
        throw new Error(`${at}: at least one stage has to be specified`);
      sc.stages.forEach((stage, i) => {
        if (stage.duration === undefined)
          throw new Error(`${at}: stage ${i + 1} doesn't have a duration`);
        if (stage.target === undefined)
          throw new Error(`${at}: stage ${i + 1} doesn't have a target`);
        if (integer(stage.target, `${at}.stages[${i}].target`) < 0)
          throw new Error(`${at}: the target for stage ${i} can't be negative`);
        durationMs(stage.duration, `${at}.stages[${i}].duration`);
      });
      if (sc.preAllocatedVUs === undefined)
        throw new Error(`${at}: the number of preAllocatedVUs isn't specified`);
      const pre = integer(sc.preAllocatedVUs, `${at}.preAllocatedVUs`);
      if (pre < 0) throw new Error(`${at}: the number of preAllocatedVUs can't be negative`);
      if (integer(sc.maxVUs ?? pre, `${at}.maxVUs`) < pre)
        throw new Error(`${at}: maxVUs can't be less than preAllocatedVUs`);
    },
  },
};

/** The metrics k6 itself emits that the scripts' thresholds may name. */
const BUILTIN_METRICS = [
  'checks',
  'data_received',
  'data_sent',
  'dropped_iterations',
  'http_req_blocked',
  'http_req_connecting',
  'http_req_duration',
  'http_req_failed',
  'http_req_receiving',
  'http_req_sending',
  'http_req_tls_handshaking',
  'http_req_waiting',
  'http_reqs',
  'iteration_duration',
  'iterations',
  'vus',
  'vus_max',
  'ws_connecting',
  'ws_msgs_received',
  'ws_msgs_sent',
  'ws_session_duration',
  'ws_sessions',
];
const TOP_LEVEL = [
  'scenarios',
  'thresholds',
  'noCookiesReset',
  'setupTimeout',
  'teardownTimeout',
  'summaryTrendStats',
];

/**
 * Throws the first option k6 would refuse. `customMetrics`: the names the script's init
 * code created (Counter, Trend…), which thresholds may name besides k6's own.
 */
export function validateOptions(options, customMetrics = []) {
  for (const key of Object.keys(options)) {
    if (!TOP_LEVEL.includes(key)) throw new Error(`k6-compat does not implement options.${key}`);
  }
  const scenarios = options.scenarios ?? {};
  if (Object.keys(scenarios).length === 0) throw new Error('k6-compat needs options.scenarios');
  for (const [name, sc] of Object.entries(scenarios)) {
    const at = `scenarios.${name}`;
    const executor = EXECUTORS[sc.executor];
    if (!executor)
      throw new Error(`${at}: k6-compat does not implement the executor "${sc.executor}"`);
    for (const key of Object.keys(sc)) {
      if (!COMMON.includes(key) && !executor.keys.includes(key))
        throw new Error(`${at}: unknown option "${key}" for ${sc.executor}`);
    }
    if (durationMs(sc.gracefulStop ?? '30s', `${at}.gracefulStop`) < 0)
      throw new Error(`${at}: the gracefulStop timeout can't be negative`);
    if (durationMs(sc.startTime ?? '0s', `${at}.startTime`) < 0)
      throw new Error(`${at}: the startTime can't be negative`);
    executor.check(sc, at);
  }
  for (const key of ['setupTimeout', 'teardownTimeout']) {
    if (options[key] !== undefined) durationMs(options[key], key);
  }
  const known = new Set([...BUILTIN_METRICS, ...customMetrics]);
  for (const key of Object.keys(options.thresholds ?? {})) {
    const name = /^([\w.]+)/.exec(key)?.[1];
    if (!known.has(name)) {
      throw new Error(
        `invalid threshold defined on ${key}; reason: no metric name "${name}" found`,
      );
    }
  }
}
