import { hash, type Options } from '@node-rs/argon2';
import { PASSWORD_HASH_OPTIONS } from './password';

/**
 * Argon2id at the smallest cost worth the name (1 MiB, one pass), for accounts that test
 * support writes straight into the database. The production cost (~50 ms a hash and ~50 ms
 * a check, CPU-bound) bought nothing there but minutes of CI on two cores: those tests are
 * about sessions, roles and reports, not about hashing. The stored string carries its own
 * parameters and `verifyPassword` reads them from it, so signing such an account in is
 * cheap too, through the real sign-in code. Everything that hashes in production
 * (register, password change and reset, admin create, the CLI, the dummy hash for unknown
 * e-mails) keeps PASSWORD_HASH_OPTIONS; a test about the cost of a check seeds its account
 * at that cost (`createAccount(db, { productionHash: true })`).
 */
export const CHEAP_TEST_HASH_OPTIONS: Options = {
  ...PASSWORD_HASH_OPTIONS,
  memoryCost: 1024,
  timeCost: 1,
};

const cheapHashes = new Map<string, Promise<string>>();

/**
 * A real argon2id hash of `password` at CHEAP_TEST_HASH_OPTIONS, computed once per password
 * and test file: most seeded accounts share the default password, so they share its hash
 * (and its salt, which no test looks at).
 */
export function cheapPasswordHash(password: string): Promise<string> {
  let hashed = cheapHashes.get(password);
  if (!hashed) {
    hashed = hash(password, CHEAP_TEST_HASH_OPTIONS);
    // A failed hash is not remembered, so the next caller tries again.
    hashed.catch(() => cheapHashes.delete(password));
    cheapHashes.set(password, hashed);
  }
  return hashed;
}
