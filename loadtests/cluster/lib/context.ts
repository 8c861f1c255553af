import type { Db } from '../../../server/src/db/database';

/** What every step of loadtests/cluster/failures.ts is handed. */
export type SmokeContext = {
  baseUrl: string;
  db: Db;
  password: string;
  /** The bench fixture's candidates, in order; each step takes a slice of its own. */
  users: Array<{ id: string; email: string }>;
};
