import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp } from '../test/support';
import { instanceTagPlugin } from './instance-tag';

describe('X-Instance', () => {
  it('names the instance on every response, errors included', async () => {
    const app = Fastify();
    await app.register(instanceTagPlugin, { instanceId: 'api-2' });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/boom', '/missing']) {
      const response = await app.inject({ url });
      expect(response.headers['x-instance']).toBe('api-2');
    }
    await app.close();
  });

  it('defaults to hostname:port, or INSTANCE_ID when set', () => {
    expect(loadConfig({ PORT: '3101' }).instanceId).toMatch(/.+:3101$/);
    expect(loadConfig({ PORT: '3101', INSTANCE_ID: 'api-1' }).instanceId).toBe('api-1');
  });

  it('names it on Socket.IO handshakes too, which Engine.IO answers outside Fastify', async () => {
    const t = await buildTestApp({ config: { instanceId: 'api-7' } });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/socket.io/?EIO=4&transport=polling`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-instance')).toBe('api-7');
    } finally {
      await t.close();
    }
  });
});
