/**
 * Variables that look like Gabaritei's but are not: a misspelt `DATABSE_URL` would
 * otherwise be ignored in silence and the server start in another mode than meant (the
 * embedded one, with demo data). config.ts reports them; in production they stop the start.
 */

/** Read by something of ours besides the server's schema (tests, scripts, the dev client). */
const OTHER_KNOWN = [
  'INIT_CWD',
  'TEST_DATABASE_URL',
  'TEST_REDIS_URL',
  'GABARITEI_API_TARGET',
  'CLUSTER_DIR',
  'API_INSTANCES',
];

/** Prefixes only our variables use: an unknown name under one is a mistake. */
const OUR_PREFIXES = ['GABARITEI_', 'DATABASE_', 'REDIS_', 'SMTP_', 'METRICS_', 'RATE_LIMIT_'];

/**
 * The service links Kubernetes puts in every container (`REDIS_PORT`, `REDIS_SERVICE_HOST`,
 * `GABARITEI_PORT_80_TCP_ADDR`…): not the operator's, never a typo of ours.
 */
const SERVICE_LINK = /_(SERVICE_HOST|SERVICE_PORT(_\w+)?|PORT(_\d+_(TCP|UDP|SCTP)(_\w+)?)?)$/;

/** Edit distance with adjacent transpositions (REDIS_ULR is one slip from REDIS_URL). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How far a name may be from one of ours and still be taken for it: short names are common. */
function tolerance(name: string): number {
  return name.length >= 8 ? 2 : 1;
}

/**
 * One line per variable of `env` that is not ours but looks like it: a known name in
 * another case or a slip away, or an unknown name under one of our prefixes.
 */
export function lookalikeEnvNames(env: NodeJS.ProcessEnv, ours: readonly string[]): string[] {
  const known = new Set([...ours, ...OTHER_KNOWN]);
  const lines: string[] = [];
  for (const name of Object.keys(env)) {
    if (known.has(name)) continue;
    const upper = name.toUpperCase();
    if (SERVICE_LINK.test(upper)) continue;
    const nearest = [...known]
      .map((candidate) => ({ candidate, steps: distance(upper, candidate) }))
      .sort((x, y) => x.steps - y.steps)[0];
    if (nearest && nearest.steps <= tolerance(nearest.candidate)) {
      lines.push(`${name} is not a variable of Gabaritei: did you mean ${nearest.candidate}?`);
    } else if (OUR_PREFIXES.some((prefix) => upper.startsWith(prefix))) {
      lines.push(`${name} is not a variable of Gabaritei (unknown name under its prefix)`);
    }
  }
  return lines;
}
