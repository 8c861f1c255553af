import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx, startTestNginx, type TestNginx } from '../http/nginx.test-support';
import { buildTestApp, type TestApp } from '../test/support';

const TOKEN = 'token-de-metricas-do-teste-1234';

/**
 * The shipped nginx configuration (the template `pnpm cluster up` and docker-compose
 * render), run by a real nginx on a private prefix and port in front of one API instance:
 * /metrics must not be reachable through it in any spelling, while Prometheus still
 * reaches the instance directly with its bearer token.
 */
describe.skipIf(!hasNginx)('/metrics behind the shipped nginx', () => {
  let t: TestApp;
  let nginx: TestNginx | undefined;
  let apiUrl = '';
  let siteUrl = '';

  beforeAll(async () => {
    t = await buildTestApp({ config: { metricsToken: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (t.app.server.address() as { port: number }).port;
    apiUrl = `http://127.0.0.1:${apiPort}`;
    nginx = await startTestNginx([apiPort]);
    siteUrl = nginx.siteUrl;
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
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
