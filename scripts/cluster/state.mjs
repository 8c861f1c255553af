// .cluster/state.json: what `up` started (roles, pids, ports, the marker that recognises
// each process), so `status` and `down` act on exactly those processes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// CLUSTER_DIR lets a cluster of its own (the exam bench's) live beside the developer's.
export const clusterDir = process.env.CLUSTER_DIR
  ? path.resolve(process.env.CLUSTER_DIR)
  : path.join(root, '.cluster');
const statePath = path.join(clusterDir, 'state.json');

export function readState() {
  if (!fs.existsSync(statePath)) return null;
  return JSON.parse(fs.readFileSync(statePath, 'utf8'));
}

export function writeState(state) {
  fs.mkdirSync(clusterDir, { recursive: true });
  fs.writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`);
}

export function removeState() {
  fs.rmSync(statePath, { force: true });
}

/** The `status --json` shape: the entry point and each process with its role. */
export function publicStatus(state) {
  return {
    baseUrl: state.baseUrl,
    processes: state.processes.map(({ role, pid, port }) => ({ role, pid, port })),
  };
}

/**
 * What every instance and worker shares (each adds its PORT and INSTANCE_ID): the
 * caller's environment with the cluster's database, Redis and prefix, kept in the state
 * so that `pnpm cluster start` gives a process back exactly what `up` gave it.
 */
export function clusterEnv({ baseUrl, databaseUrl, redisUrl, redisPrefix }) {
  const env = { ...process.env };
  for (const name of [
    'PORT',
    'HOST',
    'INSTANCE_ID',
    'DEMO_SEED',
    'INIT_CWD',
    'CLUSTER_DIR',
    'METRICS_PORT',
  ]) {
    delete env[name];
  }
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: process.env.PUBLIC_URL || baseUrl,
    TRUST_PROXY: 'true',
    CLIENT_DIST: path.join(root, 'client/dist'),
    REDIS_PREFIX: redisPrefix,
    // The processes' logs are written there: DiscoQuaseCheio watches its disk.
    LOG_DIR: process.env.LOG_DIR || clusterDir,
  };
}
