import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CollectFunction,
} from 'prom-client';
import {
  COLLECT_TIMEOUT_MS,
  componentFamilies,
  withTimeout,
  type ComponentProbes,
} from './components';

/** Every family the app exports starts with this (Node's default metrics included). */
export const METRIC_PREFIX = 'gabaritei_';

/** The states of a queue the operator watches; the in-process queue reports the same. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'due', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];
export type QueueCounts = Record<QueueState, number>;

/**
 * What the scrape-time gauges read. Filled in by whoever owns each resource (the runtime
 * its database and queue, the app its socket server); an unset source reports nothing.
 */
export type MetricSources = {
  /** Sessions in progress; one cheap COUNT at scrape time, never on a request's path. */
  sessionsInProgress?: () => Promise<number>;
  queue?: { name: string; counts(): Promise<QueueCounts> };
  /** pg's Pool counters; PGlite has one connection, reported as a constant 1. */
  dbPool?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * Sessions still in progress past their deadline plus the save grace, and how late the
   * oldest is: the expiry's own health (in scaled mode only workers expire sessions).
   */
  sessionsOverdue?: () => Promise<{ count: number; oldestSeconds: number }>;
  /** Free and total bytes of the file systems holding the data and reports folders. */
  disks?: () => Promise<Array<{ dir: string; free: number; size: number }>>;
  sockets?: () => number;
  rankingWatchers?: () => number;
} & ComponentProbes;

/**
 * One registry per runtime (tests build several apps in one process, so nothing here is
 * global): Node's default metrics plus the families docs/OPERATIONS.md lists (Metrics).
 */
export function createMetrics(options: { defaults?: boolean } = {}) {
  const registry = new Registry();
  const sources: MetricSources = {};
  if (options.defaults !== false)
    collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const registers = [registry];
  const name = (suffix: string) => `${METRIC_PREFIX}${suffix}`;
  const components = componentFamilies(registry, name, sources);
  // Collectors swallow their errors and give up after COLLECT_TIMEOUT_MS: a database
  // hiccup must not turn a scrape into a 500, nor Redis down hold it until Prometheus
  // gives up and calls the whole process down. The family is then marked stale.
  const collected = <T extends string>(
    collect: (gauge: Gauge<T>) => Promise<void>,
  ): CollectFunction<Gauge<T>> =>
    async function (this: Gauge<T>) {
      try {
        await components.track(withTimeout(collect(this), COLLECT_TIMEOUT_MS));
        components.stale.set({ family: familyOf(this) }, 0);
      } catch {
        this.reset();
        components.stale.set({ family: familyOf(this) }, 1);
      }
    };

  const families = {
    ...components,
    registry,
    sources,
    /** The last recompute this process ran, for the health tab (a histogram keeps no last). */
    recent: { recompute: null as { at: Date; seconds: number } | null },
    httpDuration: new Histogram({
      name: name('http_request_duration_seconds'),
      help: 'HTTP request duration by route template, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    saves: new Counter({
      name: name('exam_saves_total'),
      help: 'Answer saves written (result="ok") or failed with an error (result="failed").',
      labelNames: ['result'] as const,
      registers,
    }),
    saveBatchSize: new Histogram({
      name: name('exam_save_batch_size'),
      help: 'Answer saves written per database call of the save batcher.',
      buckets: [1, 2, 5, 10, 20, 50, 100, 200],
      registers,
    }),
    submissions: new Counter({
      name: name('exam_submissions_total'),
      help: 'Attempts finalised, by how they ended.',
      labelNames: ['ended'] as const,
      registers,
    }),
    rankingRecompute: new Histogram({
      name: name('ranking_recompute_seconds'),
      help: 'Duration of one ranking recompute.',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers,
    }),
    lastRecompute: new Gauge({
      name: name('ranking_last_recompute_timestamp_seconds'),
      help: 'When this process last finished a ranking recompute (Unix time).',
      registers,
    }),
    reportRender: new Histogram({
      name: name('report_render_seconds'),
      help: 'Duration of one PDF report render.',
      buckets: [0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers,
    }),
    dbPool: new Gauge({
      name: name('db_pool'),
      help: 'Database connections by state (total, idle, waiting clients, max of the pools).',
      labelNames: ['state'] as const,
      registers,
      // Read before any other collector runs: the scrape's own COUNT (sessions in progress)
      // would otherwise be the client waiting for a connection, and an idle process would
      // read waiting=1 at every scrape. prom-client starts the collectors in this order.
      collect: collected<'state'>(async (gauge) => {
        if (!sources.dbPool) return;
        const pool = sources.dbPool();
        gauge.set({ state: 'total' }, pool.total);
        gauge.set({ state: 'idle' }, pool.idle);
        gauge.set({ state: 'waiting' }, pool.waiting);
        gauge.set({ state: 'max' }, pool.max);
      }),
    }),
    sessionsInProgress: new Gauge({
      name: name('exam_sessions_in_progress'),
      help: 'Exam sessions in progress (all instances: read from the database).',
      registers,
      collect: collected(async (gauge) => {
        if (sources.sessionsInProgress) gauge.set(await sources.sessionsInProgress());
      }),
    }),
    sockets: new Gauge({
      name: name('socket_connections'),
      help: 'Socket.IO connections open on this instance.',
      registers,
      collect: collected(async (gauge) => {
        if (sources.sockets) gauge.set(sources.sockets());
      }),
    }),
    rankingWatchers: new Gauge({
      name: name('ranking_watchers'),
      help: 'Sockets of this instance watching a ranking.',
      registers,
      collect: collected(async (gauge) => {
        if (sources.rankingWatchers) gauge.set(sources.rankingWatchers());
      }),
    }),
    queueJobs: new Gauge({
      name: name('queue_jobs'),
      help: 'Jobs in the queue, by queue and state.',
      labelNames: ['queue', 'state'] as const,
      registers,
      collect: collected<'queue' | 'state'>(async (gauge) => {
        if (!sources.queue) return;
        const counts = await sources.queue.counts();
        for (const state of QUEUE_STATES)
          gauge.set({ queue: sources.queue.name, state }, counts[state]);
      }),
    }),
    sessionsOverdue: new Gauge({
      name: name('exam_sessions_overdue'),
      help: 'Sessions in progress past their deadline plus the save grace (should expire).',
      registers,
      collect: collected(async (gauge) => {
        if (sources.sessionsOverdue) gauge.set((await sources.sessionsOverdue()).count);
      }),
    }),
    expiryOverdue: new Gauge({
      name: name('exam_expiry_overdue_seconds'),
      help: 'How long past its deadline plus grace the oldest unexpired session is (0: none).',
      registers,
      collect: collected(async (gauge) => {
        if (sources.sessionsOverdue) gauge.set((await sources.sessionsOverdue()).oldestSeconds);
      }),
    }),
    diskFree: new Gauge({
      name: name('disk_free_bytes'),
      help: 'Free bytes of the file system holding the data or reports folder, by folder.',
      labelNames: ['dir'] as const,
      registers,
      collect: collected<'dir'>(async (gauge) => {
        for (const disk of (await sources.disks?.()) ?? []) gauge.set({ dir: disk.dir }, disk.free);
      }),
    }),
    diskSize: new Gauge({
      name: name('disk_size_bytes'),
      help: 'Size in bytes of the file system holding the data or reports folder, by folder.',
      labelNames: ['dir'] as const,
      registers,
      collect: collected<'dir'>(async (gauge) => {
        for (const disk of (await sources.disks?.()) ?? []) gauge.set({ dir: disk.dir }, disk.size);
      }),
    }),
  };
  // Series that exist from the start at 0, so rate() and increase() see their first events
  // (a series born at 1 has no earlier sample to grow from) and dashboards show 0, not gaps.
  for (const result of ['ok', 'failed']) families.saves.inc({ result }, 0);
  for (const ended of ['submit', 'expiry']) families.submissions.inc({ ended }, 0);
  return families;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A metric's name: prom-client keeps it on the instance but leaves it out of its types. */
const familyOf = (metric: object): string => (metric as { name?: string }).name ?? 'unknown';

/** Seconds since `startedAt` (process.hrtime.bigint()), for the histograms. */
export function secondsSince(startedAt: bigint): number {
  return Number(process.hrtime.bigint() - startedAt) / 1e9;
}
