import type { ColumnType, Generated } from 'kysely';
import type { Option } from '@gabaritei/shared';
import type { Timestamp } from './database';

/** The tables of a concurso's result process: appeals, key decisions, regrades, item statistics. */

export interface AppealsTable {
  id: Generated<string>;
  simulado_id: string;
  question_id: string;
  user_id: string;
  text: string;
  created_at: Timestamp;
}

export type KeyChangeKind = 'ANNUL' | 'CHANGE_KEY' | 'REJECT';

/** The audit of every decision on a question's key; an appeal's answer is the latest. */
export interface KeyChangesTable {
  id: Generated<string>;
  simulado_id: string;
  question_id: string;
  kind: KeyChangeKind;
  before_option: Option | null;
  after_option: Option | null;
  reason: string;
  actor_id: string | null;
  actor_name: string;
  created_at: Timestamp;
  /** Decision order (an identity): regrades apply decisions in it. */
  seq: ColumnType<string, never, never>;
  /** When a regrade applied it to the scores; null while pending (and for REJECT). */
  rescored_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An attempt's score before and after one regrade. */
export interface ScoreChangesTable {
  result_id: string;
  key_change_id: string;
  simulado_id: string;
  user_id: string;
  before_score: number;
  after_score: number;
  notified_at: Timestamp | null;
}

export type RegradeStatus = 'QUEUED' | 'REGRADING' | 'RANKING' | 'DONE' | 'FAILED';

export interface RegradeRunsTable {
  simulado_id: string;
  key_change_id: string;
  status: RegradeStatus;
  affected: Generated<number>;
  queued_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface ItemStatisticsTable {
  simulado_id: string;
  /** '' for the whole simulado, else the id of a class that released it. */
  scope: string;
  participants: number;
  /** ItemStatistics['questions'] (shared/src/statistics), as JSON. */
  questions: ColumnType<unknown, string, string>;
  computed_at: Timestamp;
  /** What they were computed from (findStatisticsVersion); '' before versions. */
  version: ColumnType<string, string | undefined, string>;
}
