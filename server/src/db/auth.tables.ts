import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './database';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** Single-use e-mail tokens; only their SHA-256 is stored. */
export interface AuthTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: TokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Sign-in sessions; the cookie holds a random 256-bit id, the table its SHA-256. */
export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
}

/**
 * Secrets the API instances share, made once by whichever asks first (signing-keys
 * repository): a key that signs what one instance hands out and any other checks, such as
 * a paper pass (exam/paper-pass.ts), without a secret in every instance's environment.
 */
export interface SigningKeysTable {
  name: string;
  secret: Buffer;
  created_at: CreatedAt;
}
