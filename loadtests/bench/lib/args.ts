import { parseArgs } from 'node:util';
import { seedTargetRefusal } from './seed-into';

export type BenchMode = 'embedded' | 'scaled' | 'cluster';
export type Transport = 'wire' | 'request' | 'fetch';

export type ExamBenchOptions = {
  mode: BenchMode;
  candidates: number;
  answers: number;
  quick: boolean;
  /** Keep-alive connections the load generator may open to the server. */
  connections: number;
  transport: Transport;
  /** Concurrency steps of the saturation phase and how long each lasts. */
  saturationSteps: number[];
  stepMs: number;
  /** Mean wait between two saves of a candidate in phase 1 (uniform on 0…2×mean). */
  meanThinkMs: number;
  /** Every candidate submits within this window once all of them have answered. */
  submitWindowMs: number;
  /** PostgreSQL server (scaled): the bench creates and drops a database of its own on it. */
  postgresUrl: string;
  redisUrl: string;
  /** Writes a V8 CPU profile of the server child and prints where its time went. */
  profile: boolean;
  /** Leaves the database (data dir or PostgreSQL database) behind for inspection. */
  keep: boolean;
  skipSaturation: boolean;
  /** Only create and fill a database, print how to run a server and k6 on it, and stop. */
  seedOnly: boolean;
  /** --seed-only into this existing database (lib/seed-into.ts), confirmed by its name. */
  seedInto: string | null;
  /** Whole bench runs, each on a fresh database; more than one adds a median/worst table. */
  runs: number;
  /** Cluster: nginx's port (the API instances take the next ones); null picks free ones. */
  port: number | null;
  /** Cluster: API instances behind nginx. */
  apis: number;
  /** DATABASE_POOL_SIZE of every server process; null leaves the server's default. */
  pool: number | null;
  /** `real`: phase 1 on a paper of base texts and figures, opened beside the plain one. */
  paper: 'plain' | 'real';
  /** Open the paper inline in the start answer, as a bundle from before the paper route. */
  inlinePaper: boolean;
  /** `--paper real` without its figures: what the paper itself costs the start burst. */
  noImages: boolean;
};

const USAGE = `usage: pnpm bench exam [options]
  --mode embedded|scaled|cluster
                           PGlite in one process (default), PostgreSQL + Redis + a worker,
                           or nginx + 2 API instances + a worker (pnpm cluster), run twice:
                           as is, then with one instance SIGKILLed half-way through the saves
  --candidates N           candidates of phase 1 (default 500 embedded, 2000 scaled/cluster)
  --runs N                 the whole bench N times (fresh database each), then the median
                           and the worst of every figure (default 1)
  --port P                 cluster: nginx on P, instances on P+1… (default: free ports)
  --api N                  cluster: API instances (default 2)
  --pool N                 DATABASE_POOL_SIZE of each server process (default: the server's)
  --answers N              saves per candidate in phase 1 (default 60, at most 60)
  --quick                  a smoke run: 40 candidates, 8 answers, short saturation steps
  --connections N          keep-alive connections of the load generator (default: one per candidate, at least 256)
  --client wire|request|fetch
                           the bench's own HTTP/1.1 client on net sockets (default, cheapest
                           per request; see loadtests/README.md), undici request() or WHATWG
                           fetch
  --steps 8,16,32          saturation concurrency steps (default 8,16,32,64,128,256)
  --step-seconds S         duration of each saturation step (default 5)
  --no-saturation          phase 1 only
  --postgres-url URL       scaled: server to create the bench database on
                           (default $TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)
  --redis-url URL          scaled: Redis (default $TEST_REDIS_URL or redis://127.0.0.1:6379)
  --profile                CPU-profile the server child and print its hottest functions
  --keep                   keep the bench database afterwards
  --paper plain|real       real: phase 1 on 60 questions with 10 base texts and 15 images
                           of ~100 kB, opened as a browser would, beside the plain paper
  --inline-paper           open the paper inline in the start answer, as a client from before
                           GET /api/exam-sessions/:id/paper (default: start, then that fetch)
  --no-images              --paper real without fetching its figures (the paper's own cost)
  --seed-only              only create and fill a database (kept) for k6/exam-day.ts
  --database-url URL       with --seed-only: seed this existing database instead (migrated if
                           empty or behind, nothing dropped; default 2000 candidates)
  --yes-seed-into NAME     required with --database-url: its database name, typed again`;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive integer\n\n${USAGE}`);
    process.exit(1);
  }
  return value;
}

export function parseExamBenchArgs(argv: string[]): ExamBenchOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        mode: { type: 'string', default: 'embedded' },
        candidates: { type: 'string' },
        answers: { type: 'string' },
        quick: { type: 'boolean', default: false },
        connections: { type: 'string' },
        client: { type: 'string' },
        steps: { type: 'string' },
        'step-seconds': { type: 'string' },
        'no-saturation': { type: 'boolean', default: false },
        'postgres-url': { type: 'string' },
        'redis-url': { type: 'string' },
        profile: { type: 'boolean', default: false },
        keep: { type: 'boolean', default: false },
        'seed-only': { type: 'boolean', default: false },
        'database-url': { type: 'string' },
        'yes-seed-into': { type: 'string' },
        runs: { type: 'string' },
        port: { type: 'string' },
        api: { type: 'string' },
        pool: { type: 'string' },
        paper: { type: 'string', default: 'plain' },
        'inline-paper': { type: 'boolean', default: false },
        'no-images': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(1);
  }
  const v = parsed.values;
  if (v.help) {
    console.info(USAGE);
    process.exit(0);
  }
  if (v.mode !== 'embedded' && v.mode !== 'scaled' && v.mode !== 'cluster') {
    console.error(`--mode must be embedded, scaled or cluster\n\n${USAGE}`);
    process.exit(1);
  }
  // The wire client in every mode, the cluster's too: nginx's worker_connections were raised
  // so its one live connection per candidate no longer runs nginx out of them mid-burst.
  const client = v.client ?? 'wire';
  if (client !== 'wire' && client !== 'request' && client !== 'fetch') {
    console.error(`--client must be wire, request or fetch\n\n${USAGE}`);
    process.exit(1);
  }
  if (v.paper !== 'plain' && v.paper !== 'real') {
    console.error(`--paper must be plain or real\n\n${USAGE}`);
    process.exit(1);
  }
  if (v.paper === 'real' && v.mode === 'cluster') {
    console.error('--paper real runs in the embedded and scaled modes, not through the cluster');
    process.exit(1);
  }
  const seedInto = v['database-url'] ?? null;
  if (seedInto === null && v['yes-seed-into'] !== undefined) {
    console.error('--yes-seed-into confirms a --database-url: add it');
    process.exit(1);
  }
  if (seedInto !== null) {
    const refusal = !v['seed-only']
      ? '--database-url only seeds: add --seed-only'
      : v.paper === 'real'
        ? '--database-url seeds the plain paper only (what k6/exam-day.ts answers)'
        : seedTargetRefusal(seedInto, v['yes-seed-into'] ?? null);
    if (refusal) {
      console.error(refusal);
      process.exit(1);
    }
  }
  const mode: BenchMode = v.mode;
  const quick = v.quick;
  const steps = v.steps
    ? v.steps.split(',').map((s) => positiveInt('steps', s.trim(), 1))
    : quick
      ? [4, 16, 64]
      : [8, 16, 32, 64, 128, 256];
  const answers = positiveInt('answers', v.answers, quick ? 8 : 60);
  if (answers > 60) {
    console.error('--answers is at most 60 (one simulado of 60 questions)');
    process.exit(1);
  }
  const candidates = positiveInt(
    'candidates',
    v.candidates,
    // exam-day.ts's default CANDIDATES when seeding an existing database.
    quick ? 40 : mode === 'embedded' && seedInto === null ? 500 : 2000,
  );
  return {
    mode,
    candidates,
    answers,
    quick,
    // One keep-alive connection per candidate, as each browser has its own: with fewer, a
    // save would wait in the generator's queue behind other candidates' starts.
    connections: positiveInt('connections', v.connections, Math.max(256, candidates)),
    transport: client,
    saturationSteps: steps,
    stepMs: positiveInt('step-seconds', v['step-seconds'], quick ? 2 : 5) * 1000,
    meanThinkMs: quick ? 500 : 2000,
    submitWindowMs: quick ? 2000 : 10_000,
    postgresUrl:
      v['postgres-url'] ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: v['redis-url'] ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    profile: v.profile,
    keep: v.keep,
    skipSaturation: v['no-saturation'],
    seedOnly: v['seed-only'],
    seedInto,
    runs: positiveInt('runs', v.runs, 1),
    port: v.port === undefined ? null : positiveInt('port', v.port, 0),
    apis: positiveInt('api', v.api, 2),
    pool: v.pool === undefined ? null : positiveInt('pool', v.pool, 0),
    paper: v.paper,
    inlinePaper: v['inline-paper'],
    noImages: v['no-images'],
  };
}
