// A Redis and a PostgreSQL of the cluster smoke's own (`pnpm test:cluster`, steps 6 and 7):
// Debian's redis-server and PostgreSQL 15's initdb/pg_ctl on free loopback ports, in a
// temporary directory, so that restarting them mid-exam leaves the machine's services
// alone. Their pids and ports live in .cluster/own-services.json: the smoke's steps
// restart them, and the smoke's end stops exactly what is listed there.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isOurs, waitUntil } from './processes.mjs';
import { clusterDir } from './state.mjs';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const statePath = path.join(clusterDir, 'own-services.json');

const read = () => (fs.existsSync(statePath) ? JSON.parse(fs.readFileSync(statePath, 'utf8')) : {});
const write = (state) => {
  fs.mkdirSync(clusterDir, { recursive: true });
  fs.writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`);
};

/** A port nothing listens on now (the kernel's pick). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Why the smoke cannot have its own services, or null when it can. */
export function ownServicesMissing() {
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'redis-server is not installed';
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) return `${PG_BIN}/initdb is missing`;
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    return 'running as root without a postgres user for initdb';
  }
  return null;
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function pg(binary, args) {
  const command = path.join(PG_BIN, binary);
  const asRoot = process.getuid?.() === 0;
  const result = spawnSync(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`${binary} failed: ${result.stderr || result.stdout}`);
}

/** Starts both; answers their URLs. */
export async function startOwnServices() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-own-pg-'));
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', dir]);
  const state = { redis: { port: await freePort(), pid: null }, postgres: { dir, port: 0 } };
  state.postgres.port = await freePort();
  write(state);
  pg('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  await startPostgres();
  await startRedis();
  return {
    redisUrl: `redis://127.0.0.1:${state.redis.port}`,
    postgresUrl: `postgres://postgres@127.0.0.1:${state.postgres.port}/postgres`,
  };
}

export async function startRedis() {
  const state = read();
  const child = spawn(
    'redis-server',
    ['--port', String(state.redis.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { detached: true, stdio: 'ignore' },
  );
  child.unref();
  state.redis.pid = child.pid;
  write(state);
  if (!(await waitUntil(() => connects(state.redis.port), 10_000, 50))) {
    throw new Error('the smoke’s own redis-server did not start');
  }
}

/** Stops the Redis this module started (SIGTERM: without persistence it loses everything). */
export async function stopRedis() {
  const { redis } = read();
  if (!redis?.pid || !isOurs(redis.pid, 'redis-server')) return;
  process.kill(redis.pid, 'SIGTERM');
  await waitUntil(() => !isOurs(redis.pid, 'redis-server'), 10_000, 50);
}

export async function startPostgres() {
  const { postgres } = read();
  const options = `-p ${postgres.port} -k ${postgres.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = path.join(postgres.dir, 'postgres.log');
  pg('pg_ctl', ['-D', path.join(postgres.dir, 'data'), '-l', log, '-o', options, '-w', 'start']);
}

/** `pg_ctl stop -m fast`: every connection is cut, new ones are refused. */
export async function stopPostgres() {
  const { postgres } = read();
  if (!postgres || !fs.existsSync(path.join(postgres.dir, 'data', 'postmaster.pid'))) return;
  pg('pg_ctl', ['-D', path.join(postgres.dir, 'data'), '-m', 'fast', '-w', 'stop']);
}

/** Stops both and removes PostgreSQL's directory. */
export async function stopOwnServices() {
  const { postgres } = read();
  await stopRedis().catch(() => undefined);
  await stopPostgres().catch(() => undefined);
  if (postgres?.dir) fs.rmSync(postgres.dir, { recursive: true, force: true });
  fs.rmSync(statePath, { force: true });
}

function connects(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
