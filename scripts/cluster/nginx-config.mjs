#!/usr/bin/env node
// Renders infra/nginx/nginx.conf.template, the one nginx configuration of Gabaritei, for
// docker-compose (infra/nginx/nginx.conf, committed) and for `pnpm cluster up`. Run alone:
//   node scripts/cluster/nginx-config.mjs          rewrites infra/nginx/nginx.conf
//   node scripts/cluster/nginx-config.mjs --check  fails when the committed file drifted
//   node scripts/cluster/nginx-config.mjs --vm 3001,3002 [--listen 80]  a VM's, on stdout
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const templatePath = path.join(root, 'infra/nginx/nginx.conf.template');
export const dockerConfigPath = path.join(root, 'infra/nginx/nginx.conf');

/**
 * Passive failure handling per instance (see the template's upstream comment): an instance
 * nginx failed to reach is left alone this long, which `pnpm cluster rollout` waits out.
 */
export const FAIL_TIMEOUT_S = 10;
const SERVER_OPTIONS = `max_fails=2 fail_timeout=${FAIL_TIMEOUT_S}s`;

/** The compose services api1, api2 on the image's port, nginx's own defaults elsewhere. */
export const DOCKER_VALUES = {
  // The official image's worker user, which owns its temp directories.
  main: ['user nginx;'],
  worker_processes: 'auto',
  http: [],
  api_servers: ['api1:3000', 'api2:3000'],
  listen: '80',
};

/**
 * The cluster's values: nginx as a foreground process (its pid is the one `up` records)
 * with its pid file, logs and temp directories under `dir`, in front of `apiPorts`.
 */
export function clusterValues({ dir, logDir, port, apiPorts, runAsRoot }) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return {
    main: [
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(logDir, 'nginx.log')} warn;`,
      // As root nginx would run its workers as nobody, who cannot write the temp dirs here.
      ...(runAsRoot ? ['user root;'] : []),
    ],
    worker_processes: '1',
    http: [
      // Only what was not answered (4xx, 5xx): a line per request would grow this file,
      // which no rotator of the cluster can reopen, by gigabytes an exam day; the answered
      // requests are counted by the API's gabaritei_http_request_duration_seconds.
      'map $status $gabaritei_log_request { ~^[123] 0; default 1; }',
      `access_log ${path.join(logDir, 'nginx-access.log')} combined if=$gabaritei_log_request;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    ],
    api_servers: apiPorts.map((p) => `127.0.0.1:${p}`),
    listen: `127.0.0.1:${port}`,
  };
}

/**
 * One VM (docs/OPERATIONS.md, "One VM"): Debian's nginx as its service runs it, in front of
 * the systemd units' API instances on loopback `apiPorts`.
 */
export function vmValues({ apiPorts, listen = '80' }) {
  return {
    main: ['user www-data;'],
    worker_processes: 'auto',
    http: [],
    api_servers: apiPorts.map((p) => `127.0.0.1:${p}`),
    listen,
  };
}

/** Substitutes {{name}}: a line holding only a token becomes one indented line per value. */
export function renderNginxConfig(values, template = fs.readFileSync(templatePath, 'utf8')) {
  const lines = values.api_servers.map((s) => `server ${s} ${SERVER_OPTIONS};`);
  const all = { ...values, api_servers: lines };
  const rendered = template
    .split('\n')
    .flatMap((line) => {
      const whole = /^(\s*)\{\{(\w+)\}\}\s*$/.exec(line);
      if (whole) return [].concat(lookup(all, whole[2])).map((v) => whole[1] + v);
      return [line.replace(/\{\{(\w+)\}\}/g, (_, name) => String(lookup(all, name)))];
    })
    .join('\n');
  return `# GENERATED from infra/nginx/nginx.conf.template — do not edit; see its header.\n${rendered}`;
}

function lookup(values, name) {
  if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`);
  return values[name];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const expected = renderNginxConfig(DOCKER_VALUES);
  const vm = process.argv.indexOf('--vm');
  if (vm > 0) {
    // `--vm 3001,3002 [--listen 80]`: the VM's configuration, on stdout.
    const apiPorts = (process.argv[vm + 1] ?? '').split(',').filter((p) => /^\d+$/.test(p));
    const at = process.argv.indexOf('--listen');
    if (apiPorts.length === 0) {
      console.error('usage: node scripts/cluster/nginx-config.mjs --vm 3001,3002 [--listen 80]');
      process.exit(2);
    }
    const listen = at > 0 ? process.argv[at + 1] : undefined;
    process.stdout.write(renderNginxConfig(vmValues({ apiPorts, listen })));
  } else if (process.argv.includes('--check')) {
    const actual = fs.existsSync(dockerConfigPath) ? fs.readFileSync(dockerConfigPath, 'utf8') : '';
    if (actual !== expected) {
      console.error(
        'infra/nginx/nginx.conf differs from the rendered template: run `pnpm nginx:render`.',
      );
      process.exit(1);
    }
    console.info('infra/nginx/nginx.conf matches infra/nginx/nginx.conf.template.');
  } else {
    fs.writeFileSync(dockerConfigPath, expected);
    console.info(`wrote ${path.relative(root, dockerConfigPath)}`);
  }
}
