import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWireClient } from './wire-http';

/** A real node:http server that answers in every shape the wire client claims to read. */
function startServer() {
  const sockets = new Set<unknown>();
  let maxSockets = 0;
  const served = new Map<unknown, number>();
  const server = http.createServer((req, res) => {
    served.set(req.socket, (served.get(req.socket) ?? 0) + 1);
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const echo = JSON.stringify({
        method: req.method,
        url: req.url,
        cookie: req.headers.cookie,
        body,
      });
      if (req.url === '/chunked') {
        // No content-length: node sends Transfer-Encoding: chunked, one chunk per write.
        res.writeHead(200, { 'content-type': 'application/json' });
        // Split inside the two bytes of 'ç', so the client must join bytes, not strings.
        const bytes = Buffer.from('{"parts":"ação"}');
        res.write(bytes.subarray(0, 12));
        setTimeout(() => res.end(bytes.subarray(12)), 5);
      } else if (req.url === '/cookies') {
        res.writeHead(201, { 'set-cookie': ['sid=abc; HttpOnly', 'csrf=xyz; Path=/'] });
        res.end('{}');
      } else if (req.url === '/close') {
        res.writeHead(200, { connection: 'close', 'content-length': Buffer.byteLength(echo) });
        res.end(echo);
      } else if (req.url === '/cut') {
        res.socket?.destroy();
      } else if (req.url === '/second-resets' && served.get(req.socket) === 2) {
        req.socket.resetAndDestroy();
      } else if (req.url === '/reset') {
        req.socket.resetAndDestroy();
      } else if (req.url === '/gzip' || req.url === '/br') {
        const coded = req.url === '/gzip' ? zlib.gzipSync(echo) : zlib.brotliCompressSync(echo);
        const coding = req.url.slice(1);
        res.writeHead(200, { 'content-encoding': coding, etag: 'W/"e1"' });
        res.end(coded);
      } else if (req.url === '/zstd') {
        res.writeHead(200, { 'content-encoding': 'zstd', 'content-length': 2 }).end('{}');
      } else if (req.url === '/empty') {
        res.writeHead(204).end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.end(echo), 20);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(echo);
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    maxSockets = Math.max(maxSockets, sockets.size);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    server,
    maxSockets: () => maxSockets,
    resetMax: () => (maxSockets = sockets.size),
  };
}

describe('wire HTTP client of the load generator', () => {
  const target = startServer();
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => target.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(target.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    target.server.closeAllConnections();
    await new Promise((resolve) => target.server.close(resolve));
  });

  it('sends method, path, headers and a UTF-8 body, and reads a Content-Length answer', async () => {
    const client = createWireClient({ baseUrl, connections: 2 });
    const res = await client.send('POST', '/echo?x=1', { cookie: 'sid=1' }, '{"nome":"João"}');
    expect(res).toMatchObject({ status: 200, setCookie: [] });
    expect(JSON.parse(res.body)).toEqual({
      method: 'POST',
      url: '/echo?x=1',
      cookie: 'sid=1',
      body: '{"nome":"João"}',
    });
    await client.close();
  });

  it('reads chunked bodies, Set-Cookie lists and bodiless answers', async () => {
    const client = createWireClient({ baseUrl, connections: 1 });
    expect((await client.send('GET', '/chunked', {})).body).toBe('{"parts":"ação"}');
    expect((await client.send('GET', '/cookies', {})).setCookie).toEqual([
      'sid=abc; HttpOnly',
      'csrf=xyz; Path=/',
    ]);
    expect(await client.send('GET', '/empty', {})).toMatchObject({ status: 204, body: '' });
    // The same connection served all three, in order.
    expect((await client.send('GET', '/echo', {})).status).toBe(200);
    await client.close();
  });

  it('decodes gzip and brotli bodies, counting the bytes that came, and reads the ETag', async () => {
    const client = createWireClient({ baseUrl, connections: 1 });
    for (const path of ['/gzip', '/br']) {
      const res = await client.send('GET', path, {});
      expect(JSON.parse(res.body)).toMatchObject({ method: 'GET', url: path });
      expect(res.wireBytes).toBeGreaterThan(0);
      expect(res.wireBytes).not.toBe(Buffer.byteLength(res.body));
      expect(res.etag).toBe('W/"e1"');
    }
    expect((await client.send('GET', '/zstd', {})).status).toBe(0);
    await client.close();
  });

  it('never opens more connections than allowed and queues the rest', async () => {
    const client = createWireClient({ baseUrl, connections: 3 });
    target.server.closeAllConnections();
    await new Promise((resolve) => setTimeout(resolve, 20));
    target.resetMax();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.send('POST', '/slow', {}, String(i))),
    );
    expect(answers.map((a) => JSON.parse(a.body).body)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i)),
    );
    expect(target.maxSockets()).toBe(3);
    await client.close();
  });

  it('answers status 0 when the connection is cut, and goes on on a new one', async () => {
    const client = createWireClient({ baseUrl, connections: 1 });
    const cut = await client.send('GET', '/cut', {});
    expect(cut.status).toBe(0);
    expect(cut.error).toMatch(/closed|ECONNRESET/);
    expect((await client.send('GET', '/close', {})).status).toBe(200);
    expect((await client.send('GET', '/echo', {})).status).toBe(200);
    await client.close();
  });

  it('hands a request queued behind a reset connection a fresh one', async () => {
    const client = createWireClient({ baseUrl, connections: 1 });
    const [reset, queued] = await Promise.all([
      client.send('GET', '/reset', {}),
      client.send('GET', '/echo', {}),
    ]);
    expect(reset.status).toBe(0);
    expect(reset.error).toMatch(/ECONNRESET|closed/);
    expect(queued.status).toBe(200);
    await client.close();
  });

  it('sends again, on a fresh connection, a request a kept-alive connection dropped unanswered', async () => {
    const client = createWireClient({ baseUrl, connections: 1 });
    expect((await client.send('GET', '/second-resets', {})).status).toBe(200);
    // The second request on that connection is reset unread, as by a server that had
    // closed it: the client sends it again on a new one, which answers.
    expect((await client.send('GET', '/second-resets', {})).status).toBe(200);
    await client.close();
  });

  it('answers status 0 when nothing listens', async () => {
    const client = createWireClient({ baseUrl: 'http://127.0.0.1:1', connections: 1 });
    const res = await client.send('GET', '/', {});
    expect(res.status).toBe(0);
    expect(res.error).toMatch(/ECONNREFUSED/);
    await client.close();
  });
});
