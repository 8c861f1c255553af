import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { hashPassword } from '../../../server/src/auth/password';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/connect';
import type { Db } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import type { BenchMode } from './args';
import { repoRoot } from './processes';

/**
 * The bench owns its database: a fresh PGlite data directory (embedded) or a fresh
 * PostgreSQL database plus a BullMQ prefix of its own (scaled). Nothing of a developer's
 * ./data or of another run is touched, and `cleanup()` removes it all.
 */
export type BenchDatabase = {
  mode: BenchMode;
  /** Where it lives, for the report: the data directory or the database name. */
  location: string;
  /** The environment that points the server (and the worker) at it. */
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
};

export async function createBenchDatabase(options: {
  mode: BenchMode;
  postgresUrl: string;
  redisUrl: string;
}): Promise<BenchDatabase> {
  const suffix = crypto.randomBytes(5).toString('hex');
  if (options.mode === 'embedded') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-bench-'));
    return {
      mode: 'embedded',
      location: dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }

  const name = `gabaritei_bench_${suffix}`;
  await adminQuery(options.postgresUrl, `create database ${name}`);
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const prefix = `bench-${suffix}`;
  return {
    mode: 'scaled',
    location: `${name} on ${url.host}, Redis prefix ${prefix}`,
    env: { DATABASE_URL: databaseUrl, REDIS_URL: options.redisUrl, REDIS_PREFIX: prefix },
    open: () => openDatabase({ databaseUrl, poolSize: 4, dataDir: null }),
    cleanup: async () => {
      await adminQuery(options.postgresUrl, `drop database if exists ${name} with (force)`);
      await deleteRedisKeys(options.redisUrl, prefix);
    },
  };
}

/** `--pool N` as the servers' DATABASE_POOL_SIZE; nothing when unset (their default). */
export function poolEnv(options: { pool: number | null }): Record<string, string> {
  return options.pool === null ? {} : { DATABASE_POOL_SIZE: String(options.pool) };
}

/**
 * As production runs: the client build served beside the API (run `pnpm build` first, or
 * its absence is a warning the benches count) and /metrics behind a token.
 */
export function productionLikeEnv(): Record<string, string> {
  return {
    CLIENT_DIST: path.join(repoRoot, 'client/dist'),
    METRICS_TOKEN: crypto.randomBytes(24).toString('hex'),
  };
}

/** What every API process of the exam bench runs with, besides its port. */
export function benchServerEnv(
  options: { candidates: number; pool: number | null },
  database: BenchDatabase,
): Record<string, string> {
  return {
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    ...productionLikeEnv(),
    // The sign-in burst comes from one address; each account signs in once.
    RATE_LIMIT_AUTH_PER_IP: String(options.candidates * 4),
    RATE_LIMIT_AUTH_PER_ACCOUNT: '100',
    ...database.env,
    ...poolEnv(options),
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

export const QUESTIONS_PER_SIMULADO = 60;
const OPTIONS = ['A', 'B', 'C', 'D'] as const;

export type Candidate = { index: number; id: string; email: string };

export type ExamFixture = {
  password: string;
  candidates: Candidate[];
  /** Phase 1: the exam day. */
  daySimuladoId: string;
  dayQuestionIds: string[];
  /** Phase 2: saturation, on fresh sessions of its own. */
  saturationSimuladoId: string;
  saturationQuestionIds: string[];
};

/**
 * Migrates and fills the bench database: two simulados of 60 questions (no window,
 * 90 minutes, paid), N verified students sharing one password — hashed once, so seeding
 * 2,000 accounts takes a second rather than minutes of argon2 — and a purchase of each
 * simulado per student (the access rule).
 */
export async function seedExamFixture(db: Db, candidates: number): Promise<ExamFixture> {
  await migrateToLatest(db);
  const password = 'Prova@2026-bench';
  const passwordHash = await hashPassword(password);
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const simulado = async (title: string) => {
      const { id } = await trx
        .insertInto('simulados')
        .values({
          title,
          subject: 'Conhecimentos Gerais',
          description: 'Simulado gerado pelo benchmark do dia de prova.',
          price_cents: 2990,
          duration_minutes: 90,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const questions = await trx
        .insertInto('questions')
        .values(
          Array.from({ length: QUESTIONS_PER_SIMULADO }, (_, i) => ({
            simulado_id: id,
            position: i + 1,
            text: `Questão ${i + 1}: qual alternativa completa corretamente o enunciado?`,
            option_a: 'Primeira alternativa',
            option_b: 'Segunda alternativa',
            option_c: 'Terceira alternativa',
            option_d: 'Quarta alternativa',
            correct_option: OPTIONS[i % 4]!,
            subject: null,
            explanation: 'Comentário do gabarito gerado para o benchmark.',
          })),
        )
        .returning(['id', 'position'])
        .execute();
      return {
        id,
        questionIds: questions.sort((a, b) => a.position - b.position).map((q) => q.id),
      };
    };
    const day = await simulado('Simulado do dia de prova (benchmark)');
    const saturation = await simulado('Simulado de saturação (benchmark)');

    const users: Candidate[] = [];
    for (let from = 0; from < candidates; from += 500) {
      const batch = Array.from({ length: Math.min(500, candidates - from) }, (_, i) => ({
        name: `Candidato ${from + i + 1}`,
        email: `candidato${from + i + 1}@bench.gabaritei.dev`,
        password_hash: passwordHash,
        role: 'STUDENT' as const,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      }));
      // A database seeded before (`--database-url`, k6 run again) keeps its candidates: they
      // get the new simulados' purchases. A fresh bench database has none to keep.
      await trx
        .insertInto('users')
        .values(batch)
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const rows = await trx
        .selectFrom('users')
        .select(['id', 'email'])
        .where(
          'email',
          'in',
          batch.map((u) => u.email),
        )
        .execute();
      const byEmail = new Map(rows.map((r) => [r.email, r.id]));
      batch.forEach((u, i) =>
        users.push({ index: from + i, id: byEmail.get(u.email)!, email: u.email }),
      );
      for (const simuladoId of [day.id, saturation.id]) {
        await trx
          .insertInto('purchases')
          .values(
            rows.map((r) => ({
              user_id: r.id,
              simulado_id: simuladoId,
              price_cents: 2990,
              provider: 'bench',
              purchased_at: now,
            })),
          )
          .execute();
      }
    }
    return {
      password,
      candidates: users,
      daySimuladoId: day.id,
      dayQuestionIds: day.questionIds,
      saturationSimuladoId: saturation.id,
      saturationQuestionIds: saturation.questionIds,
    };
  });
}
