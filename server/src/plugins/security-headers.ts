import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { noStorePlugin } from './no-store';

/** One year, the figure HSTS preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy the built client satisfies: scripts only from this
 * origin (the theme pre-paint script is the file /theme-init.js, not inline); styles also
 * inline, because Mantine writes its CSS variables in a <style> element and `style`
 * attributes at run time; Socket.IO on this origin over ws/wss; report PDFs arrive as blobs.
 */
export function contentSecurityPolicy(publicUrl: string): Record<string, string[]> {
  const { host, protocol } = new URL(publicUrl);
  const socketOrigin = `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", socketOrigin],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every response (API, client files, PDFs): the CSP above, frames
 * refused twice (frame-ancestors and X-Frame-Options DENY for older browsers), nosniff,
 * Referrer-Policy strict-origin-when-cross-origin, and HSTS only behind an https PUBLIC_URL,
 * where it cannot lock a plain-http installation out of itself; and Cache-Control no-store on
 * the personal responses (no-store.ts).
 *
 * Helmet itself, built once: @fastify/helmet called `helmet(options)` on every request,
 * parsing the CSP again each time — 4.5 % of the API's CPU at 5,000 saves/s.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string }) => {
    const https = new URL(opts.publicUrl).protocol === 'https:';
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...contentSecurityPolicy(opts.publicUrl),
          ...(https ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      xFrameOptions: { action: 'deny' },
      xContentTypeOptions: true,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
        : false,
      // Cross-origin isolation would refuse the wa.me and other outbound links' popups.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet only sets headers and calls back at once; an error would be a bug of ours.
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    // What may be stored of a response is a header of every response too.
    await app.register(noStorePlugin);
  },
);
