import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, describeBackends, type TestApp, useTestApp } from '../test/support';

describeBackends('health', (backend) => {
  const t = useTestApp(backend);

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('answers unknown API routes with the JSON error body', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Recurso não encontrado.',
    });
  });

  // Last: the app stays draining until the suite closes it.
  it('answers /readyz 503 once draining, and still serves, closing each connection', async () => {
    expect((await t.app.inject('/healthz')).headers.connection).not.toBe('close');
    t.app.beginDrain();
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining', checks: {} });
    // Served, but nginx may not reuse the connection: its next connect is refused once the
    // listener closes, and nginx sends that request to another instance.
    const served = await t.app.inject('/healthz');
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
    expect((await t.app.inject('/api/nope')).headers.connection).toBe('close');
  });
});

describe('readiness with Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let t: TestApp;
  beforeAll(async () => {
    if (redisUrl) t = await buildTestApp({ redis: true });
  });
  afterAll(async () => t?.close());

  it.skipIf(!redisUrl)('checks Redis too when REDIS_URL is configured', async () => {
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });
});
