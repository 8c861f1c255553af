import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const NGINX = '/usr/sbin/nginx';
const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/cluster/nginx-config.mjs',
);
type Run = { code: number; stdout: string; stderr: string };
const run = (file: string, args: string[]) =>
  new Promise<Run>((resolve) =>
    execFile(file, args, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );

/**
 * The One VM recipe's nginx (docs/OPERATIONS.md): `nginx-config.mjs --vm PORTS` renders the
 * shipped template for the systemd units' instances, and a real nginx accepts it.
 */
describe.skipIf(!existsSync(NGINX))("the VM's nginx configuration", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gabaritei-nginx-vm-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends to the given loopback ports and passes `nginx -t`', async () => {
    const rendered = await run(process.execPath, [script, '--vm', '3001,3002', '--listen', '8081']);
    expect(rendered.code, rendered.stderr).toBe(0);
    const servers = rendered.stdout.match(/^\s*server 127\.0\.0\.1:\d+/gm)?.map((s) => s.trim());
    // Both upstreams (round robin and the sockets' hash) name both instances.
    expect(servers).toEqual([
      'server 127.0.0.1:3001',
      'server 127.0.0.1:3002',
      'server 127.0.0.1:3001',
      'server 127.0.0.1:3002',
    ]);
    expect(rendered.stdout).toMatch(/^\s*listen 8081;$/m);

    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(conf, rendered.stdout);
    const pid = `pid ${path.join(dir, 'nginx.pid')};`;
    const args = ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', pid];
    const checked = await run(NGINX, args);
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stderr).toContain('test is successful');
  });

  it('refuses to render without ports', async () => {
    const refused = await run(process.execPath, [script, '--vm']);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
  });
});
