import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type {
  AnswerKeyRelease,
  ClassMemberStatus,
  Option,
  RankingDisplay,
  Role,
  ScoringRule,
  SimuladoFormat,
} from '@gabaritei/shared';
import type {
  ContactMessagesTable,
  OutboxEmailsTable,
  RankingSnapshotsTable,
  RankingEntriesTable,
  ReportFilesTable,
  ReportPrerendersTable,
  SessionFlagsTable,
} from './side.tables';
import type { AssetsTable, BaseTextsTable, PaperCorrectionsTable } from './papers.tables';
import type {
  ExpiryAnnouncementsTable,
  SimuladoAccommodationsTable,
  SimuladoTimeAuditTable,
} from './time.tables';
import type { AuthTokensTable, SessionsTable, SigningKeysTable } from './auth.tables';
import type * as ResultProcess from './result-process.tables';

export type * from './auth.tables';
export type * from './result-process.tables';
export type * from './side.tables';
export type * from './time.tables';

/** A timestamp column: written as Date or ISO string, read as Date. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  name: string;
  /** Always trimmed and lower-cased, so the unique index compares case-insensitively. */
  email: string;
  password_hash: string;
  role: Role;
  email_verified_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** How the name appears in public rankings. */
  ranking_display: ColumnType<RankingDisplay, RankingDisplay | undefined, RankingDisplay>;
  /** Set when the owner deleted the account: the row is then an anonymous tombstone. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The exam's reading preferences (shared's readingPreferencesSchema); null: defaults. */
  reading_preferences: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface SimuladosTable {
  id: Generated<string>;
  title: string;
  subject: string | null;
  description: string | null;
  price_cents: number;
  duration_minutes: number | null;
  is_practice_only: Generated<boolean>;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  /** 'IMMEDIATE' | 'AFTER_END'; null = the default for its end date (defaultAnswerKeyRelease). */
  answer_key_release: AnswerKeyRelease | null;
  /** The answers its paper takes and how it is scored. */
  format: ColumnType<SimuladoFormat, SimuladoFormat | undefined, SimuladoFormat>;
  scoring: ColumnType<ScoringRule, ScoringRule | undefined, ScoringRule>;
  /** End of the appeals window; null = no appeals. Always after end_date. */
  appeals_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Bumped by a trigger on every write to its questions: the paper cache's key. */
  paper_version: ColumnType<string, never, never>;
  /** The last deadline an accommodation allows (end + largest extra time); the key waits for it. */
  key_hold_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Each candidate's booklet: questions (base-text blocks whole) and options in her own order. */
  shuffle_questions: Generated<boolean>;
  shuffle_options: Generated<boolean>;
  archived_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface QuestionsTable {
  id: Generated<string>;
  simulado_id: string;
  position: number;
  text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  /** Only A–E papers; Certo/Errado items keep '' in A–D and null here. */
  option_e: string | null;
  correct_option: Option;
  /** 0.5 to 10 (default 1). */
  weight: ColumnType<number, number | undefined, number>;
  /** Disciplina; null means the simulado's subject. */
  subject: string | null;
  /** Comentário do gabarito. */
  explanation: string | null;
  /** Annulled: credited to every candidate, whatever they chose. */
  annulled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  annulled_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why the key was last changed; shown with the key once it is released. */
  key_changed_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The base text ('texto associado') whose block it belongs to. */
  base_text_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PurchasesTable {
  id: Generated<string>;
  /** Null once the buyer's account is deleted: the record stays, anonymised (LGPD). */
  user_id: string | null;
  simulado_id: string;
  price_cents: number;
  provider: string;
  purchased_at: Timestamp;
  /** When the buyer's account was deleted and this record kept without them (LGPD). */
  anonymised_at: Timestamp | null;
}

export type ExamSessionStatus = 'IN_PROGRESS' | 'SUBMITTED';

export interface ExamSessionsTable {
  id: Generated<string>;
  user_id: string;
  simulado_id: string;
  status: ExamSessionStatus;
  started_at: Timestamp;
  expires_at: Timestamp;
  submitted_at: Timestamp | null;
}

export interface SessionAnswersTable {
  session_id: string;
  question_id: string;
  selected_option: Option | null;
  /** The client's sequence number: an older save never overwrites a newer one. */
  client_seq: number;
  saved_at: Timestamp;
}

export type AttemptType = 'OFFICIAL' | 'PRACTICE';

export interface ResultsTable {
  id: Generated<string>;
  user_id: string;
  simulado_id: string;
  exam_session_id: string | null;
  attempt_type: AttemptType;
  score: number;
  correct_count: number;
  total_questions: number;
  duration_seconds: number;
  completed_at: Timestamp;
  /** Set by a trigger on every write of the result or its verdicts: the reports' version. */
  graded_seq: ColumnType<string, never, never>;
}

export interface ResultAnswersTable {
  result_id: string;
  question_id: string;
  selected_option: Option | null;
  is_correct: boolean;
}

export interface ClassesTable {
  id: Generated<string>;
  teacher_id: string;
  name: string;
  max_students: number;
  created_at: CreatedAt;
}

export interface ClassStudentsTable {
  class_id: string;
  /** Enrolment is by e-mail: an invitation the account with that e-mail answers. */
  email: string;
  added_at: CreatedAt;
  /** Only ACCEPTED grants the class's releases (see accessExpression). */
  status: Generated<ClassMemberStatus>;
  responded_at: Date | null;
}

export interface ClassSimuladosTable {
  class_id: string;
  simulado_id: string;
  released_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  sessions: SessionsTable;
  simulados: SimuladosTable;
  questions: QuestionsTable;
  purchases: PurchasesTable;
  exam_sessions: ExamSessionsTable;
  session_answers: SessionAnswersTable;
  session_flags: SessionFlagsTable;
  results: ResultsTable;
  result_answers: ResultAnswersTable;
  classes: ClassesTable;
  class_students: ClassStudentsTable;
  class_simulados: ClassSimuladosTable;
  contact_messages: ContactMessagesTable;
  outbox_emails: OutboxEmailsTable;
  ranking_snapshots: RankingSnapshotsTable;
  ranking_entries: RankingEntriesTable;
  report_files: ReportFilesTable;
  report_prerenders: ReportPrerendersTable;
  appeals: ResultProcess.AppealsTable;
  key_changes: ResultProcess.KeyChangesTable;
  score_changes: ResultProcess.ScoreChangesTable;
  regrade_runs: ResultProcess.RegradeRunsTable;
  item_statistics: ResultProcess.ItemStatisticsTable;
  base_texts: BaseTextsTable;
  assets: AssetsTable;
  paper_corrections: PaperCorrectionsTable;
  simulado_accommodations: SimuladoAccommodationsTable;
  simulado_time_audit: SimuladoTimeAuditTable;
  expiry_announcements: ExpiryAnnouncementsTable;
  signing_keys: SigningKeysTable;
}

export type Db = Kysely<Database>;
/** Repositories take either, so the caller owns the transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

export type UserRow = Selectable<UsersTable>;
export type SimuladoRow = Selectable<SimuladosTable>;
