/**
 * Steps 3 to 7 and 9 of `pnpm test:cluster` (scripts/test-cluster.mjs runs this with tsx once
 * steps 1 and 2 seeded the database): failures in the middle of an exam — an API
 * instance, the worker, Redis and PostgreSQL — and a rolling upgrade of every process,
 * each with the figures it measured. Needs
 * DATABASE_URL, FIXTURE (the file smoke.ts wrote) and the cluster of .cluster/state.json,
 * running against the smoke's own Redis and PostgreSQL (scripts/cluster/own-services.mjs).
 * Exits 1 when a step fails.
 */
import fs from 'node:fs';
import { openDatabase } from '../../server/src/db/connect';
import type { Step } from './lib/cluster';
import { clusterState } from './lib/cluster';
import type { SmokeContext } from './lib/context';
import { apiKillStep } from './steps/api-kill';
import { expiryWithoutWorkerStep } from './steps/expiry-without-worker';
import { databaseRefusingStep, postgresOutageStep } from './steps/postgres-outage';
import { redisAlertStep } from './steps/redis-alert';
import { redisRestartStep } from './steps/redis-restart';
import { rolloutStep } from './steps/rollout';
import { socketsOneAddressStep } from './steps/sockets-one-address';
import { submitBurstKillStep } from './steps/submit-burst-kill';
import { workerKillStep } from './steps/worker-kill';

const STEPS: Array<[string, (ctx: SmokeContext) => Promise<Step>]> = [
  ['3', apiKillStep],
  ['4', workerKillStep],
  ['5', expiryWithoutWorkerStep],
  ['6', redisRestartStep],
  ['7', postgresOutageStep],
  ['9', rolloutStep],
  ['10', submitBurstKillStep],
  ['11', redisAlertStep],
  ['12', databaseRefusingStep],
  ['13', socketsOneAddressStep],
];

async function main(): Promise<boolean> {
  const only = process.env.STEPS?.split(',');
  const fixture = JSON.parse(fs.readFileSync(process.env.FIXTURE!, 'utf8')) as { PASSWORD: string };
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL!,
    poolSize: 4,
    dataDir: null,
  });
  try {
    const users = await handle.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'like', 'candidato%@bench.gabaritei.dev')
      .orderBy((eb) => eb.fn('length', ['email']))
      .orderBy('email')
      .execute();
    const ctx: SmokeContext = {
      baseUrl: clusterState().baseUrl,
      db: handle.db,
      password: fixture.PASSWORD,
      users,
    };
    let ok = true;
    for (const [number, step] of STEPS) {
      if (only && !only.includes(number)) continue;
      const startedAt = Date.now();
      const result = await step(ctx).catch((error: unknown): Step => ({
        name: `${number}. (threw)`,
        ok: false,
        detail: String(error instanceof Error ? error.stack : error),
      }));
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      console.info(
        `${result.ok ? 'PASS' : 'FAIL'} ${result.name} (${seconds} s): ${result.detail}`,
      );
      ok &&= result.ok;
    }
    return ok;
  } finally {
    await handle.close();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error('FAIL cluster failure steps:', error);
    process.exit(1);
  },
);
