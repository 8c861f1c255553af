/**
 * The cookie nginx balances this browser's Socket.IO requests by (infra/nginx: the socket
 * upstream hashes it, falling back to the client address without it). Engine.IO's
 * long-polling sends its handshake and the polls that follow as separate requests, which
 * must reach one instance; hashing a value per browser instead of the address spreads a
 * school lab or a carrier NAT — thousands behind one address — over every instance, and a
 * consistent hash sends the browser back to the same one. Not a secret: a random name.
 */
export const SOCKET_AFFINITY_COOKIE = 'gabaritei_lb';

/** A year: the same instance for this browser across visits while the instances stay. */
const MAX_AGE_S = 365 * 24 * 3600;

/** Sets the cookie once per browser (only the /socket.io/ requests carry it). */
export function ensureSocketAffinity(doc: Pick<Document, 'cookie'> = document): string {
  const existing = doc.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${SOCKET_AFFINITY_COOKIE}=`))
    ?.slice(SOCKET_AFFINITY_COOKIE.length + 1);
  if (existing) return existing;
  const value = crypto.randomUUID();
  doc.cookie = `${SOCKET_AFFINITY_COOKIE}=${value}; Path=/socket.io/; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
  return value;
}
