import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterValues, renderNginxConfig } from '../../../scripts/cluster/nginx-config.mjs';
import { buildTestApp, freePort, waitForHttp, type TestApp } from '../test/support';

const NGINX = '/usr/sbin/nginx';
const TOKEN = 'token-de-metricas-do-teste-1234';

/**
 * The shipped nginx configuration (the template `pnpm cluster up` and docker-compose
 * render), run by a real nginx on a private prefix and port in front of one API instance:
 * /metrics must not be reachable through it in any spelling, while Prometheus still
 * reaches the instance directly with its bearer token.
 */
describe.skipIf(!existsSync(NGINX))('/metrics behind the shipped nginx', () => {
  let t: TestApp;
  let nginx: ChildProcess | undefined;
  let apiUrl = '';
  let siteUrl = '';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gabaritei-nginx-'));

  beforeAll(async () => {
    t = await buildTestApp({ config: { metricsToken: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (t.app.server.address() as { port: number }).port;
    apiUrl = `http://127.0.0.1:${apiPort}`;
    const port = await freePort();
    siteUrl = `http://127.0.0.1:${port}`;
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(path.join(dir, 'temp', temp), { recursive: true });
    const conf = path.join(dir, 'nginx.conf');
    const runAsRoot = process.getuid?.() === 0;
    writeFileSync(
      conf,
      renderNginxConfig(clusterValues({ dir, logDir: dir, port, apiPorts: [apiPort], runAsRoot })),
    );
    nginx = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
      stdio: 'ignore',
    });
    await waitForHttp(`${siteUrl}/healthz`, 30_000);
  }, 60_000);

  afterAll(async () => {
    // Exactly the nginx this suite started (its master; `daemon off`, so it is this pid).
    if (nginx?.pid && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      process.kill(nginx.pid, 'SIGQUIT');
      await exited;
    }
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const auth = { authorization: `Bearer ${TOKEN}` };

  it.each([
    '/metrics',
    '/metrics/',
    '//metrics',
    '/%6Detrics',
    '/metrics?format=text',
    '/./metrics',
  ])('refuses %s from outside, even with the token', async (url) => {
    const res = await fetch(`${siteUrl}${url}`, { headers: auth });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('gabaritei_');
  });

  it('still serves the site, and the instance serves Prometheus directly with the token', async () => {
    expect((await fetch(`${siteUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${siteUrl}/api/time`)).status).toBe(200);
    expect((await fetch(`${apiUrl}/metrics`)).status).toBe(401);
    const scrape = await fetch(`${apiUrl}/metrics`, { headers: auth });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('gabaritei_');
  });
});
