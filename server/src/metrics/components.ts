import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * How long one scrape-time reading may take. prom-client reads every family at once, so a
 * scrape answers within about this long whatever is down: a gauge that needs Redis or the
 * database and does not answer in time is left out of that scrape and marked stale, and
 * Prometheus still sees the process up (InstanciaFora means the process is gone).
 */
export const COLLECT_TIMEOUT_MS = 500;

/** `work`, or a rejection once `ms` passed (the work itself is left to finish or fail). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** What the component gauges ask: a round trip each; unset where the component is not used. */
export type ComponentProbes = {
  redisPing?: () => Promise<unknown>;
  databasePing?: () => Promise<unknown>;
};

/**
 * The families that say which component is down, so the alerts name it (RedisFora,
 * BancoFora) instead of every target looking down: one up gauge per component, the stale
 * mark of each scrape-time family, and every request refused because of the database.
 */
export function componentFamilies(
  registry: Registry,
  name: (suffix: string) => string,
  probes: ComponentProbes,
) {
  const registers = [registry];
  // The readings of the scrape under way: the stale gauge is written once they settled.
  const readings = new Set<Promise<unknown>>();
  const track = (reading: Promise<unknown>) => {
    readings.add(reading);
    void reading.finally(() => readings.delete(reading)).catch(() => undefined);
    return reading;
  };
  const probe = (ping: () => Promise<unknown>) =>
    withTimeout(ping(), COLLECT_TIMEOUT_MS).then(
      () => 1,
      () => 0,
    );
  return {
    redisUp: new Gauge({
      name: name('redis_up'),
      help: `1 when this process's Redis answered a PING within ${COLLECT_TIMEOUT_MS} ms at this scrape (absent: no Redis).`,
      registers,
      async collect() {
        if (probes.redisPing) this.set(await probe(probes.redisPing));
      },
    }),
    databaseUp: new Gauge({
      name: name('database_up'),
      help: `1 when the database answered a select 1 within ${COLLECT_TIMEOUT_MS} ms at this scrape.`,
      registers,
      async collect() {
        if (probes.databasePing) this.set(await probe(probes.databasePing));
      },
    }),
    /** Starts one family's reading of this scrape: `stale` waits for it before answering. */
    track,
    stale: new Gauge({
      name: name('metric_stale'),
      help: 'Scrape-time families left out of this scrape (1): their source did not answer in time.',
      labelNames: ['family'] as const,
      registers,
      // prom-client starts every family's collect at once, this one among them: a turn of
      // the event loop later all of this scrape's readings have started, and each settles
      // within COLLECT_TIMEOUT_MS.
      async collect() {
        await new Promise((resolve) => setImmediate(resolve));
        await Promise.allSettled([...readings]);
      },
    }),
    databaseUnavailable: new Counter({
      name: name('database_unavailable_total'),
      help: 'Requests answered 503 because the database refused or dropped them, by kind (SQLSTATE, network code, pool-timeout, terminated).',
      labelNames: ['kind'] as const,
      registers,
    }),
  };
}
