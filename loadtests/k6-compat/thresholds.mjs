// k6's threshold evaluation for k6-compat (run.mjs): select a metric's samples by name and
// tags, aggregate them as k6's summary does, and compare.

/** The samples `metric{tag:value,…}` selects. */
export function select(samples, key) {
  const [, name, filter = ''] = /^([\w.]+)(?:\{(.*)\})?$/.exec(key) ?? [];
  const wanted = filter.split(',').filter(Boolean);
  const pairs = wanted.map((p) => p.split(':').map((s) => s.trim()));
  return samples.filter(([n, , , t]) => n === name && pairs.every(([k, v]) => String(t[k]) === v));
}

/** k6's summary statistics of one metric's samples (counter, rate or trend). */
export function aggregate(selected, elapsedS) {
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
export function evaluate(samples, key, expression, elapsedS) {
  const [, stat, p, op, limit] = THRESHOLD.exec(expression) ?? [];
  if (!stat) throw new Error(`k6-compat: threshold "${expression}" is not supported`);
  const selected = select(samples, key);
  const agg = selected.length ? aggregate(selected, elapsedS) : { count: 0 };
  const value = p ? agg.percentile?.(Number(p)) : agg[stat];
  return { value, ok: ACCEPTS[op].includes(Math.sign(value - Number(limit))) };
}
