import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './database';

/** Tables beside the exam's core: contact messages, the mail outbox, ranking snapshots, report files. */

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  /** Set only when the sender was signed in with this verified address. */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** E-mails written to the log instead of SMTP (embedded mode, development). */
export interface OutboxEmailsTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
}

/** One per simulado whose ranking was computed; `version` grows with every recompute. */
export interface RankingSnapshotsTable {
  simulado_id: string;
  version: number;
  participants: number;
  average: number;
  source_read_at: Timestamp;
  computed_at: Timestamp;
}

/** The snapshot's rows; `position` is 1..n in ranking order, `rank` follows the tie rule. */
export interface RankingEntriesTable {
  simulado_id: string;
  position: number;
  user_id: string;
  rank: number;
  score: number;
  duration_seconds: number;
}

/** A rendered report PDF, when no report directory is configured. */
export interface ReportFilesTable {
  result_id: string;
  pdf: Uint8Array;
  /** Set by the renderer (app clock) on every render; defaults to now(). */
  rendered_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Simulados whose participants' reports were pre-rendered once their end passed. */
export interface ReportPrerendersTable {
  simulado_id: string;
  rendered_count: number;
  finished_at: CreatedAt;
}

/** 'Revisar depois' and crossed-out letters per question of an official session. */
export interface SessionFlagsTable {
  session_id: string;
  question_id: string;
  marked: boolean;
  /** The crossed-out letters in order, e.g. 'AC' ('' for none). */
  struck: string;
  updated_at: Timestamp;
}
