// What `pnpm cluster up` needs before it starts anything: nginx (Debian's package, installed
// when missing only if asked: --install-nginx, or the CI smoke), a current production
// build, a migrated database and Redis.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ensureFreshBuild } from '../lib/fresh-build.mjs';
import { root } from './state.mjs';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** nginx's binary: on PATH or in /usr/sbin; when `install`, Debian's package otherwise. */
export function ensureNginx({ install }) {
  const find = () =>
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ??
    whichNginx();
  const found = find();
  if (found || !install) return found ?? null;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  console.info("nginx is missing: installing Debian's package (apt-get install nginx)…");
  const run = (args) =>
    spawnSync(asRoot.length ? 'sudo' : args[0], asRoot.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  // The cluster runs the binary as a plain process of its own, whatever the package's
  // service does.
  if (run(['apt-get', 'update', '-qq']).status !== 0) return null;
  if (run(['apt-get', 'install', '-y', '-qq', 'nginx']).status !== 0) return null;
  return find();
}

function whichNginx() {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : undefined;
}

/** Builds with `pnpm build` when a bundle is missing or older than a source file. */
export function ensureBuild() {
  ensureFreshBuild(root);
}

/**
 * DATABASE_URL when set; otherwise `name` on the local PostgreSQL, created when missing.
 * `owned` says the cluster made it its own (then it seeds the demo data).
 */
export async function ensureDatabase(name) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, owned: false };
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name: ${name}`);
  // pg is the server's dependency; the root package has none of its own.
  const pg = createRequire(path.join(root, 'server/package.json'))('pg');
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES });
  await client.connect().catch((error) => {
    throw new Error(`PostgreSQL at ${LOCAL_POSTGRES} does not answer (${error.message})`);
  });
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      console.info(`creating database ${name}…`);
      await client.query(`create database ${name}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(LOCAL_POSTGRES);
  url.pathname = `/${name}`;
  return { url: url.toString(), owned: true };
}

/**
 * Applies the migrations once, before any instance starts: every process also migrates
 * at start (Kysely's migrator holds a PostgreSQL advisory lock, so they would queue, not
 * race), but then they all find the schema current and start at once.
 */
export function migrate(databaseUrl) {
  const run = spawnSync('pnpm', ['--silent', 'db:migrate'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (run.status !== 0) throw new Error('migrations failed (pnpm db:migrate)');
}

/** Redis answers PING at `url` (a plain TCP exchange: no client library needed). */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    // A password-protected Redis answers -NOAUTH: it is there, the URL carries the password.
    socket.on('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}
