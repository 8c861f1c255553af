import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { CONTACT_DEFAULTS } from '@gabaritei/shared';
import { lookalikeEnvNames } from './env-names';
import { DEFAULT_REDIS_PREFIX } from './redis-keys';

/**
 * Everything the process can be told through its environment (README, "Configuration").
 * `main.ts` and the CLIs are the only readers of `process.env`; they hand the parsed
 * object to `buildApp`, so tests build apps from plain objects.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocol = (protocols: string[]) =>
  z
    .string()
    .url({ error: 'must be a URL', abort: true })
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      error: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: urlWithProtocol(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: urlWithProtocol(['redis', 'rediss']).optional(),
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Gabaritei <nao-responda@gabaritei.com.br>'),
  DEMO_SEED: booleanFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins per client address: a whole school behind one NAT must stay under it. */
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(200),
  CLIENT_DIST: z.string().optional(),
  /** How often the safety-net sweep finalises sessions whose time is up. */
  EXAM_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(15_000),
  /** How often each process tells the admin panel's health tab its figures. */
  HEALTH_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * How long a worker's hold on a running job lasts without renewal, and how often
   * workers look for jobs whose holder died (BullMQ's lockDuration and stalledInterval):
   * a SIGKILLed worker's job runs again within about twice this. The cluster smoke sets
   * it low to prove the recovery quickly; BullMQ's 30 s suits production.
   */
  JOB_LOCK_DURATION_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Where contact notifications go, and the e-mail link of the contact page. */
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default(CONTACT_DEFAULTS.email),
  /** The WhatsApp number of the contact page, country code first (spaces and signs allowed). */
  CONTACT_WHATSAPP: z
    .string()
    .regex(/^\+?[\d\s().-]{8,24}$/, { error: 'use a phone number such as +55 11 99999-9999' })
    .default(CONTACT_DEFAULTS.whatsapp),
  RATE_LIMIT_CONTACT_PER_IP: z.coerce.number().int().min(1).default(5),
  /** Namespaces every Redis key and channel of this deployment; API and workers must agree. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'use letters, digits and _ . : - only' })
    .max(100)
    .default(DEFAULT_REDIS_PREFIX),
  /** Chromium that prints the PDF reports (Debian's package by default). */
  PUPPETEER_EXECUTABLE_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Directory of rendered reports shared by API and workers; absent: see reportsDirectory. */
  REPORTS_DIR: z.string().optional(),
  /** Where this host keeps the logs (journald's, nginx's): its disk is watched. */
  LOG_DIR: z.string().optional(),
  /** Browser pages printing reports at once, per process. */
  REPORT_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Names this API instance in the X-Instance response header (default hostname:port). */
  INSTANCE_ID: z.string().min(1).max(100).optional(),
  /** Bearer token GET /metrics asks for; unset, the endpoint is open (bind it privately). */
  METRICS_TOKEN: z.string().min(16, { error: 'use at least 16 characters' }).optional(),
  /** The worker's /metrics port (a worker has no HTTP server otherwise); unset: none. */
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535)
    .optional(),
  /** Where the worker's /metrics listens: loopback unless the operator opens it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** 'pretty' for people at a terminal; JSON otherwise (and by default when not a TTY). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; absent selects PGlite. */
  databaseUrl?: string;
  databasePoolSize: number;
  /** PGlite only: false keeps the database in memory (tests). */
  persistEmbedded: boolean;
  /** In-memory PGlite only: a migrated data-directory dump to start from (tests' template). */
  embeddedTemplate?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  demoSeed: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /**
   * Per window: `authPerIp`/`authPerAccount` count every registration and recovery request;
   * a sign-in counts only when it fails, per IP (`loginFailuresPerIp`) and per account and
   * IP (`authPerAccount`).
   */
  rateLimits: {
    authPerIp: number;
    authPerAccount: number;
    loginFailuresPerIp: number;
    windowMs: number;
  };
  examSweepIntervalMs: number;
  healthIntervalMs: number;
  /** JOB_LOCK_DURATION_MS: how soon a dead worker's job is recovered (BullMQ stalled jobs). */
  jobLockDurationMs: number;
  /** Built client to serve; absent or missing directory serves the API only. */
  clientDist?: string;
  /** In scaled mode the API only produces jobs; the worker processes (worker.ts) run them. */
  runJobsInProcess: boolean;
  /** REDIS_PREFIX: every Redis name is derived from it (redis-keys.ts). */
  redisPrefix: string;
  chromiumPath: string;
  reportsDir?: string;
  /** LOG_DIR: its file system's free space is a metric, as the data's and the reports'. */
  logDir?: string;
  reportPagePool: number;
  /** The X-Instance header's value: which instance behind the proxy answered. */
  instanceId: string;
  /**
   * A worker process's name on the health tab: INSTANCE_ID, or the host and pid (workers
   * share the API's PORT default, so the pid tells two of them apart).
   */
  workerInstanceId: string;
  /** The contact page's channels and its per-IP limit (per rateLimits.windowMs). */
  contact: { email: string; whatsapp: string; perIpLimit: number };
  metricsToken?: string;
  metricsPort?: number;
  metricsHost: string;
  logFormat?: 'json' | 'pretty';
  /**
   * Variables that look like ours but are not (env-names.ts), for the start log. In
   * production they stop the start instead.
   */
  envWarnings: string[];
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    // One problem, one line: what a container's log shows before the process exits.
    super(
      problems.length === 1
        ? `Invalid environment: ${problems[0]}`
        : `Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/** Parses the environment, naming each wrong variable in a clear line. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  // `REDIS_URL=` in an .env file or a compose file means "not set", not "invalid URL".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  const lookalikes = lookalikeEnvNames(present, Object.keys(envSchema.shape));
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      );
  // A production server must not start in a mode nobody asked for: the embedded one, say,
  // because DATABASE_URL was misspelt. One line for all of them.
  if (lookalikes.length > 0 && present.NODE_ENV === 'production')
    problems.push(lookalikes.join('; '));
  if (parsed.success && parsed.data.REDIS_URL && !parsed.data.DATABASE_URL)
    problems.push(
      'REDIS_URL needs DATABASE_URL: Redis serves the scaled mode on PostgreSQL (unset REDIS_URL for the embedded mode)',
    );
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    persistEmbedded: true,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // Demo data belongs to the embedded default; a real database is never seeded unasked,
    // nor is a production server, whose demo would otherwise have the README's passwords.
    demoSeed: e.DEMO_SEED ?? (embedded && e.NODE_ENV !== 'production'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    examSweepIntervalMs: e.EXAM_SWEEP_INTERVAL_MS,
    healthIntervalMs: e.HEALTH_INTERVAL_MS,
    jobLockDurationMs: e.JOB_LOCK_DURATION_MS,
    rateLimits: {
      authPerIp: e.RATE_LIMIT_AUTH_PER_IP,
      authPerAccount: e.RATE_LIMIT_AUTH_PER_ACCOUNT,
      loginFailuresPerIp: e.RATE_LIMIT_LOGIN_FAILURES_PER_IP,
      windowMs: 15 * 60 * 1000,
    },
    clientDist: e.CLIENT_DIST ? path.resolve(cwd, e.CLIENT_DIST) : undefined,
    // The workers need both PostgreSQL and Redis (PGlite is single-process), so jobs leave
    // the API process only when both are configured.
    runJobsInProcess: !(e.REDIS_URL && e.DATABASE_URL),
    redisPrefix: e.REDIS_PREFIX,
    chromiumPath: e.PUPPETEER_EXECUTABLE_PATH,
    reportsDir: e.REPORTS_DIR ? path.resolve(cwd, e.REPORTS_DIR) : undefined,
    logDir: e.LOG_DIR ? path.resolve(cwd, e.LOG_DIR) : undefined,
    reportPagePool: e.REPORT_RENDER_CONCURRENCY,
    instanceId: e.INSTANCE_ID ?? `${os.hostname()}:${e.PORT}`,
    workerInstanceId: e.INSTANCE_ID ?? `${os.hostname()}:worker:${process.pid}`,
    contact: {
      email: e.CONTACT_EMAIL,
      whatsapp: e.CONTACT_WHATSAPP.replace(/\D/g, ''),
      perIpLimit: e.RATE_LIMIT_CONTACT_PER_IP,
    },
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    logFormat: e.LOG_FORMAT,
    envWarnings: lookalikes,
  };
}
