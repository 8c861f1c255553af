import crypto from 'node:crypto';

/** 256 random bits, URL-safe: session ids and e-mail link tokens. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256: a leaked table grants nothing. A plain hash is
 * enough (not a password hash) because the input already has 256 bits of entropy.
 */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
