/**
 * What export, import, backup and restore tell the operator while they run: a table
 * starts (with its row count when known), rows go by, the table ends. The CLIs print it on
 * stderr (cli/progress.ts); the services and tests run without it.
 */
export type ProgressSink = {
  /** A table starts; `rows` is its size when known in advance, else null. */
  table(name: string, rows: number | null): void;
  /** `count` more rows of the current table are done. */
  rows(count: number): void;
  /** The current table is done; `rows` is its final count when only known now. */
  tableDone(rows?: number): void;
  /** A step that is not a table (the PGlite dump, report files): one line. */
  step(text: string): void;
};

export const silentProgress: ProgressSink = {
  table: () => undefined,
  rows: () => undefined,
  tableDone: () => undefined,
  step: () => undefined,
};
