import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterValues, renderNginxConfig } from '../../../scripts/cluster/nginx-config.mjs';
import { freePort, waitForHttp } from '../test/support';

export const NGINX = '/usr/sbin/nginx';
/** Whether this machine has the nginx the suites below run (they skip without one). */
export const hasNginx = existsSync(NGINX);

export type TestNginx = { siteUrl: string; stop(): Promise<void> };

/**
 * The shipped nginx configuration (the template `pnpm cluster up` renders), run by a real
 * nginx on a private prefix and a free port in front of `apiPorts`. `edit` may change the
 * rendered text before nginx reads it. `stop` ends exactly the nginx it started (`daemon
 * off`, so its master is that pid) and removes its directory.
 */
export async function startTestNginx(
  apiPorts: number[],
  edit: (conf: string) => string = (conf) => conf,
): Promise<TestNginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gabaritei-nginx-'));
  const port = await freePort();
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, 'temp', temp), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const runAsRoot = process.getuid?.() === 0;
  writeFileSync(
    conf,
    edit(renderNginxConfig(clusterValues({ dir, logDir: dir, port, apiPorts, runAsRoot }))),
  );
  const nginx = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    stdio: 'ignore',
  });
  const siteUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (nginx.pid && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      process.kill(nginx.pid, 'SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${siteUrl}/healthz`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl, stop };
}
