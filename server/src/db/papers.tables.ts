import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A base text ('texto associado'): questions name it by questions.base_text_id. */
export interface BaseTextsTable {
  id: Generated<string>;
  simulado_id: string;
  title: string;
  /** Sanitised rich HTML. */
  content_html: string;
  line_numbers: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** An uploaded image, re-encoded; its bytes live here so every mode has them. */
export interface AssetsTable {
  id: Generated<string>;
  simulado_id: string;
  content_type: string;
  bytes: Buffer;
  byte_size: number;
  /** Of the bytes: the ETag. */
  sha256: string;
  width: number;
  height: number;
  created_at: CreatedAt;
}

/** The audit of text corrected once attempts existed. */
export interface PaperCorrectionsTable {
  id: Generated<string>;
  simulado_id: string;
  target: 'QUESTION' | 'BASE_TEXT';
  target_id: string;
  field: string;
  before_html: string;
  after_html: string;
  reason: string;
  corrected_by: string | null;
  paper_version: ColumnType<string, string | number, never>;
  created_at: ColumnType<Date, Date | string, never>;
}
