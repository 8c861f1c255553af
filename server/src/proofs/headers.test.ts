import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/support';

// Headers do not depend on the database: PGlite alone is enough here.
describe('security headers', () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    http = await buildTestApp({ config: { publicUrl: 'http://localhost:3000' } });
    https = await buildTestApp({ config: { publicUrl: 'https://gabaritei.example.com' } });
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await https?.close();
  });

  it('sends the CSP, frame refusal, nosniff and the referrer policy on every response', async () => {
    for (const url of ['/api/simulados', '/api/nada', '/healthz']) {
      const res = await http.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("connect-src 'self' ws://localhost:3000");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const plain = await http.app.inject({ method: 'GET', url: '/api/simulados' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).not.toContain('upgrade-insecure');
    const secure = await https.app.inject({ method: 'GET', url: '/api/simulados' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(secure.headers['content-security-policy'])).toContain(
      "connect-src 'self' wss://gabaritei.example.com",
    );
  });
});
