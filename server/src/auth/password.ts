import crypto from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline (m = 19 MiB, t = 2, p = 1): about 50 ms per hash on one core,
 * slow enough to make offline guessing expensive, cheap enough for a login burst.
 */
export const PASSWORD_HASH_OPTIONS: Options = {
  // Algorithm.Argon2id; the enum is a `const enum`, which isolatedModules cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False (never a throw) for a wrong password or an unreadable stored hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * A real hash of a random secret, computed once. Checking a password for an unknown
 * e-mail against it costs the same as for a real account, so the response time does not
 * reveal which e-mails are registered.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'));
  return dummyHash;
}
