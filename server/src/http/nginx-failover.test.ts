import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx, startTestNginx, type TestNginx } from './nginx.test-support';

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
describe.skipIf(!hasNginx)('the shipped nginx when an instance dies mid-request', () => {
  let nginx: TestNginx | undefined;
  let siteUrl = '';
  const dying = net.createServer((socket) => socket.once('data', () => socket.destroy()));
  const live = http.createServer((request, response) => {
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ok: true, url: request.url }));
  });

  beforeAll(async () => {
    const apiPorts = [await listening(dying), await listening(live)];
    // Failure accounting off: the dead instance keeps its turn in the round robin, so every
    // other request meets it (with it on, nginx would skip it after two failures).
    nginx = await startTestNginx(apiPorts, (conf) => conf.replaceAll('max_fails=2', 'max_fails=0'));
    siteUrl = nginx.siteUrl;
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    dying.close();
    live.close();
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
