/**
 * The Origin rule of the HTTP routes (plugins/origin-check.ts) and of the Socket.IO
 * handshake (realtime/socket-server.ts): a cross-site fetch, or an Origin that is neither
 * the configured public URL's nor the request's own (`own`: scheme and host as the request
 * reached us). It lives in http/, a leaf, so realtime/ never imports the plugins folder.
 */
export function isForeignOrigin(
  headers: { origin?: string; 'sec-fetch-site'?: string | string[] },
  site: { publicUrl: string; own: string },
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (!origin) return false;
  return origin !== new URL(site.publicUrl).origin && origin !== site.own;
}
