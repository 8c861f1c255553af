/** The scripts' settings: __ENV (`k6 run -e NAME=value`) or the default. */
export function env(name: string, fallback?: string): string {
  const value = __ENV[name] ?? fallback;
  if (value === undefined) throw new Error(`set ${name} (k6 run -e ${name}=…)`);
  return value;
}

export function numberEnv(name: string, fallback: number): number {
  const value = Number(env(name, String(fallback)));
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number`);
  return value;
}

export const BASE_URL = env('BASE_URL', 'http://127.0.0.1:8080').replace(/\/+$/, '');
export const jsonHeaders = { 'Content-Type': 'application/json' };

/**
 * Multiplies every latency threshold: 1 (the targets) with real k6; larger for the small
 * CI run through k6-compat on a shared machine, whose Node load generator and cores it
 * shares with the cluster measure the machine more than the server. Error rates, checks
 * and event counts are never scaled.
 */
const LATENCY_SCALE = numberEnv('LATENCY_SCALE', 1);
export const ms = (target: number): number => Math.round(target * LATENCY_SCALE);
