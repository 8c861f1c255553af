import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './database';

/** Extra time (tempo adicional) granted to one candidate on one simulado. */
export interface SimuladoAccommodationsTable {
  simulado_id: string;
  user_id: string;
  extra_minutes: number;
  reason: string;
  granted_by: string | null;
  granted_at: Timestamp;
}

export type TimeAuditKind = 'ACCOMMODATION_GRANTED' | 'ACCOMMODATION_REMOVED' | 'EXTENSION';

/** Every change to a simulado's time, with who made it and why. */
export interface SimuladoTimeAuditTable {
  id: Generated<string>;
  simulado_id: string;
  kind: TimeAuditKind;
  user_id: string | null;
  actor_id: string | null;
  reason: string;
  details: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/**
 * An expiry's exam:expired not yet known to be sent: written with the result by
 * finalise_due_sessions, deleted once sent, re-sent by any worker after the lease.
 */
export interface ExpiryAnnouncementsTable {
  session_id: string;
  leased_until: Timestamp;
}
