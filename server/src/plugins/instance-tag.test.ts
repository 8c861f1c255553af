import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
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
});
