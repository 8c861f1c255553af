#!/usr/bin/env node
// CI's stand-in for `docker build` (CI has no Docker): builds the tree the image copies
// (scripts/image-tree.mjs: the server's `pnpm deploy --prod` plus the bundles) in a
// temporary folder outside the repository, then from it, with plain node and no pnpm,
// runs admin:create, db:migrate, db:backup and db:restore against PostgreSQL, loads the
// worker bundle and starts the API. Anything reaching for a dev dependency fails to
// resolve there; the dev dependencies' absence is checked too, as are the PostgreSQL major
// shared by infra/Dockerfile and docker-compose.yml, the runtime stage's user, health check
// and single COPY, and the .dockerignore that keeps the host's node_modules out.
// Needs TEST_DATABASE_URL (a superuser URL) and pg_dump/pg_restore on PATH.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './cluster/own-services.mjs';
import { ensureFreshBuild } from './lib/fresh-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.TEST_DATABASE_URL;
const fail = (message) => {
  console.error(`image tree: ${message}`);
  process.exit(1);
};
if (!adminUrl) fail('TEST_DATABASE_URL is not set');

// 1. The client tools of the image are compose's server major.
const dockerfileMajor = /ARG PG_MAJOR=(\d+)/.exec(
  fs.readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8'),
)?.[1];
const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const composeMajor = /image: postgres:(\d+)/.exec(compose)?.[1];
const composeArg = /PG_MAJOR: '(\d+)'/.exec(compose)?.[1];
if (!dockerfileMajor || dockerfileMajor !== composeMajor || composeArg !== composeMajor) {
  fail(
    `PostgreSQL majors differ: Dockerfile ${dockerfileMajor}, compose image ${composeMajor}, compose PG_MAJOR ${composeArg}`,
  );
}

// The runtime stage: only the tree below, an unprivileged user, a health check; and a
// build context without the host's node_modules (another platform's native modules).
const dockerfile = fs.readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8');
const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const user = /^USER (\S+)/m.exec(runtime)?.[1];
if (!user || user === 'root' || user === '0') fail(`the image runs as ${user ?? 'root'}`);
if (!/^HEALTHCHECK /m.test(runtime)) fail('the image has no HEALTHCHECK');
const copies = runtime.match(/^COPY .*$/gm) ?? [];
if (copies.length !== 1 || !copies[0].startsWith('COPY --from=build /image ')) {
  fail(`the runtime stage copies more than the image tree: ${copies.join('; ')}`);
}
const ignored = fs.existsSync(path.join(root, '.dockerignore'))
  ? fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n')
  : [];
for (const entry of ['**/node_modules', '**/dist', '.env', 'data']) {
  if (!ignored.includes(entry)) fail(`.dockerignore does not list ${entry}`);
}

// 2. The tree, from fresh bundles.
ensureFreshBuild(root);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-image-'));
const app = path.join(work, 'app');
execFileSync(process.execPath, [path.join(root, 'scripts/image-tree.mjs'), app], {
  stdio: 'inherit',
});

// 3. No dev dependency in it, at the top or anywhere in the store.
const serverPackage = JSON.parse(fs.readFileSync(path.join(root, 'server/package.json'), 'utf8'));
const modules = path.join(app, 'server/node_modules');
const stored = fs.existsSync(path.join(modules, '.pnpm'))
  ? fs.readdirSync(path.join(modules, '.pnpm'))
  : [];
// In the store, only the build and test tools: typescript is there legitimately, as the
// optional peer of valibot (@bull-board/api's production dependency).
const tools = ['tsx', 'vitest', 'esbuild', 'fast-check', 'smtp-server'];
for (const name of Object.keys(serverPackage.devDependencies ?? {})) {
  const flat = name.replace('/', '+');
  const inStore = tools.includes(name) && stored.some((d) => d.startsWith(`${flat}@`));
  if (fs.existsSync(path.join(modules, name)) || inStore) {
    fail(`dev dependency ${name} is in the image tree`);
  }
}

const databases = [];
const psql = (sql) => execFileSync('psql', [adminUrl, '-qAtc', sql], { encoding: 'utf8' }).trim();
const database = (suffix) => {
  const name = `gabaritei_image_${process.pid}_${suffix}`;
  psql(`create database ${name}`);
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
// Only the system's PATH: no node_modules/.bin, no pnpm shims from the repository.
const env = (extra) => ({
  PATH: (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter),
  HOME: work,
  ...extra,
});
const node = (args, extra) => {
  console.info(`$ node ${args.join(' ')}`);
  execFileSync(process.execPath, args, { cwd: app, env: env(extra), stdio: 'inherit' });
};

try {
  // 4. The operator's commands, as the README's `docker compose exec` lines run them.
  const source = database('source');
  node(['server/dist/migrate.js'], { DATABASE_URL: source });
  node(['server/dist/admin-create.js', '--email', 'ops@example.com', '--name', 'Olga Ops'], {
    DATABASE_URL: source,
  });
  node(['server/dist/db-backup.js', '--out', path.join(work, 'backup.dump')], {
    DATABASE_URL: source,
  });
  const target = database('target');
  node(['server/dist/db-restore.js', '--in', path.join(work, 'backup.dump')], {
    DATABASE_URL: target,
  });
  const restored = execFileSync('psql', [target, '-qAtc', 'select role from users'], {
    encoding: 'utf8',
  }).trim();
  if (restored !== 'ADMIN') fail(`the restored database holds ${JSON.stringify(restored)}`);

  // 5. The worker bundle's imports all resolve (loading it starts nothing).
  const load =
    "const m = await import('@gabaritei/server/worker'); process.exit(m.runWorker ? 0 : 1);";
  execFileSync(process.execPath, ['--input-type=module', '-e', load], {
    cwd: path.join(app, 'workers'),
    env: env({}),
    stdio: 'inherit',
  });

  // 6. The API starts from the tree and answers /readyz.
  await startApi(source);
  console.info('image tree: ok');
} finally {
  for (const name of databases) psql(`drop database if exists ${name} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
}

async function startApi(databaseUrl) {
  // The kernel's pick: a port derived from the pid could be anybody's.
  const port = await freePort();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: app,
    env: env({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      CLIENT_DIST: path.join(app, 'client/dist'),
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) fail(`the API exited with ${child.exitCode}`);
      const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline) fail(`the API did not answer /readyz (last ${status})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    // Gone before its database is dropped, so it logs no lost connection.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
