/**
 * What the failure steps of the cluster smoke need of the cluster (scripts/cluster): its
 * processes from .cluster/state.json, SIGKILL, `pnpm cluster start NAME` to bring one
 * back, BullMQ's active jobs read from Redis, and simulados of a step's own.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Redis } from 'ioredis';
import type { Db } from '../../../server/src/db/database';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type ClusterProcess = {
  role: 'api' | 'worker' | 'nginx';
  name: string;
  pid: number;
  port: number | null;
};

type State = {
  baseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  processes: ClusterProcess[];
};

export function clusterState(): State {
  return JSON.parse(fs.readFileSync(path.join(root, '.cluster/state.json'), 'utf8')) as State;
}

export function processNamed(name: string): ClusterProcess {
  const found = clusterState().processes.find((p) => p.name === name);
  if (!found) throw new Error(`no cluster process named ${name}`);
  return found;
}

/** SIGKILL: no drain, no goodbye — the crash the steps are about. */
export function sigkill(name: string): void {
  process.kill(processNamed(name).pid, 'SIGKILL');
}

/** `pnpm cluster start NAME`: the process again, as `up` started it; resolves once ready. */
export function startAgain(name: string): void {
  const result = spawnSync('node', ['scripts/cluster/cli.mjs', 'start', name], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cluster start ${name}: ${result.stderr}`);
}

/** The API instance that answers the socket upstream for this machine's address. */
export async function socketInstance(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`);
  await response.arrayBuffer();
  const instance = response.headers.get('x-instance');
  if (!instance) throw new Error('the Socket.IO handshake carries no X-Instance');
  return instance;
}

/** The names of BullMQ's running jobs (queue `gabaritei` under `<REDIS_PREFIX>:bull`). */
export async function activeJobNames(redis: Redis, prefix: string): Promise<string[]> {
  const queue = `${prefix}:bull:gabaritei`;
  const ids = await redis.lrange(`${queue}:active`, 0, -1);
  const names = await Promise.all(ids.map((id) => redis.hget(`${queue}:${id}`, 'name')));
  return names.filter((n): n is string => n !== null);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(
  predicate: () => boolean | Promise<boolean>,
  timeoutMs: number,
  stepMs = 25,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return true;
    await sleep(stepMs);
  }
  return predicate();
}

/**
 * A simulado of a step's own, bought by `userIds`: 20 questions, `durationMinutes`, and
 * an exam window that ends `endsInMs` from now when given (the session's time then runs
 * out at that instant).
 */
export async function seedSimulado(
  db: Db,
  userIds: readonly string[],
  { title, endsInMs }: { title: string; endsInMs?: number },
): Promise<{ id: string; questionIds: string[] }> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('simulados')
      .values({
        title,
        subject: 'Conhecimentos Gerais',
        description: 'Simulado do smoke do cluster.',
        price_cents: 2990,
        duration_minutes: 90,
        created_at: now,
        ...(endsInMs === undefined
          ? {}
          : {
              start_date: new Date(now.getTime() - 60_000),
              end_date: new Date(now.getTime() + endsInMs),
            }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = await trx
      .insertInto('questions')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          simulado_id: id,
          position: i + 1,
          text: `Questão ${i + 1} do smoke do cluster`,
          option_a: 'A',
          option_b: 'B',
          option_c: 'C',
          option_d: 'D',
          correct_option: 'ABCD'[i % 4] as 'A' | 'B' | 'C' | 'D',
          subject: null,
          explanation: null,
        })),
      )
      .returning(['id', 'position'])
      .execute();
    await trx
      .insertInto('purchases')
      .values(
        userIds.map((userId) => ({
          user_id: userId,
          simulado_id: id,
          price_cents: 2990,
          provider: 'smoke',
          purchased_at: now,
        })),
      )
      .execute();
    return { id, questionIds: questions.sort((a, b) => a.position - b.position).map((q) => q.id) };
  });
}

/** One step's verdict and the figures it prints. */
export type Step = { name: string; ok: boolean; detail: string };
