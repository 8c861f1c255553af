import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterValues, renderNginxConfig } from '../../../scripts/cluster/nginx-config.mjs';
import { freePort, waitForHttp } from '../test/support';

const NGINX = '/usr/sbin/nginx';

const listening = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );

/**
 * The shipped nginx configuration in front of two instances, one of which dies with every
 * request it receives (it reads the request, then drops the connection without an answer,
 * as a process killed mid-request does). The exam path's idempotent POSTs must reach the
 * live instance; any other POST must not be resent (nginx answers 502 for it).
 */
describe.skipIf(!existsSync(NGINX))('the shipped nginx when an instance dies mid-request', () => {
  let nginx: ChildProcess | undefined;
  let siteUrl = '';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gabaritei-nginx-failover-'));
  const dying = net.createServer((socket) => socket.once('data', () => socket.destroy()));
  const live = http.createServer((request, response) => {
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ok: true, url: request.url }));
  });

  beforeAll(async () => {
    const dyingPort = await listening(dying);
    const livePort = await listening(live);
    const port = await freePort();
    siteUrl = `http://127.0.0.1:${port}`;
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(path.join(dir, 'temp', temp), { recursive: true });
    const conf = path.join(dir, 'nginx.conf');
    const runAsRoot = process.getuid?.() === 0;
    const apiPorts = [dyingPort, livePort];
    const rendered = renderNginxConfig(
      clusterValues({ dir, logDir: dir, port, apiPorts, runAsRoot }),
    );
    // Failure accounting off: the dead instance keeps its turn in the round robin, so every
    // other request meets it (with it on, nginx would skip it after two failures).
    writeFileSync(conf, rendered.replaceAll('max_fails=2', 'max_fails=0'));
    nginx = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
      stdio: 'ignore',
    });
    await waitForHttp(`${siteUrl}/healthz`, 30_000);
  }, 60_000);

  afterAll(async () => {
    // Exactly the nginx this suite started (`daemon off`, so its master is this pid).
    if (nginx?.pid && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      process.kill(nginx.pid, 'SIGQUIT');
      await exited;
    }
    dying.close();
    live.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (url: string) =>
    fetch(`${siteUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).then((res) => res.status);

  it('does not resend an ordinary POST: one of two reaches the dead instance and is a 502', async () => {
    const statuses = [await post('/api/auth/login'), await post('/api/auth/login')];
    expect(statuses.sort()).toEqual([200, 502]);
  });

  it.each([
    '/api/exam-sessions/s-1/submit',
    '/api/exam-sessions/start',
    '/api/exam-sessions/s-1/save-answer',
  ])('resends %s to the live instance: every one is answered', async (url) => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await post(url));
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
