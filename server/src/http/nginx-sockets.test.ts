import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx, startTestNginx, type TestNginx } from './nginx.test-support';

/** An instance that says who it is. */
function instance(name: string) {
  const server = http.createServer((request, response) => {
    request.resume();
    response.setHeader('x-instance', name);
    response.end('ok');
  });
  const port = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  return { server, port };
}

/**
 * The shipped nginx in front of two instances: Socket.IO requests from one address (a
 * school behind a NAT) spread by the browser's gabaritei_lb cookie, each browser's stay on
 * one instance (Engine.IO's polls must reach the instance of their handshake), and
 * requests without the cookie keep to the address's instance.
 */
describe.skipIf(!hasNginx)('the shipped nginx balancing sockets', () => {
  let nginx: TestNginx | undefined;
  let siteUrl = '';
  const instances = [instance('api-1'), instance('api-2')];

  beforeAll(async () => {
    nginx = await startTestNginx(await Promise.all(instances.map((i) => i.port)));
    siteUrl = nginx.siteUrl;
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const i of instances) i.server.close();
  });

  const handshake = async (cookie?: string) => {
    const response = await fetch(`${siteUrl}/socket.io/?EIO=4&transport=polling`, {
      headers: cookie ? { cookie } : {},
    });
    await response.arrayBuffer();
    return response.headers.get('x-instance');
  };

  it('spreads 200 browsers behind one address over both instances, each kept on its own', async () => {
    const browsers = Array.from({ length: 200 }, () => `gabaritei_lb=${randomUUID()}`);
    const first = await Promise.all(browsers.map((cookie) => handshake(cookie)));
    const counts = new Map<string, number>();
    for (const name of first) counts.set(name!, (counts.get(name!) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['api-1', 'api-2']);
    for (const n of counts.values()) expect(n).toBeGreaterThan(50);
    // The polls after the handshake: the same instance, every one.
    const again = await Promise.all(browsers.map((cookie) => handshake(`sid=x; ${cookie}`)));
    expect(again).toEqual(first);
  });

  it('keeps requests without the cookie on the address’s instance', async () => {
    const names = new Set(await Promise.all(Array.from({ length: 20 }, () => handshake())));
    expect(names.size).toBe(1);
  });
});
