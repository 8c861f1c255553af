import pg from 'pg';

/**
 * PostgreSQL's own counters for the bench database: transactions and, per table, index
 * scans, sequential scans and written rows. Divided by the saves of a phase they tell how
 * much database work one save costs, without touching the server.
 */
export type PgCounters = {
  commits: number;
  rollbacks: number;
  tables: Map<string, { seqScan: number; idxScan: number; inserted: number; updated: number }>;
};

export async function readPgCounters(databaseUrl: string): Promise<PgCounters> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Backends publish their counters when idle for a moment; ask for a fresh view.
    await client.query('select pg_stat_clear_snapshot()');
    const db = await client.query<{ xact_commit: string; xact_rollback: string }>(
      'select xact_commit, xact_rollback from pg_stat_database where datname = current_database()',
    );
    const tables = await client.query<{
      relname: string;
      seq_scan: string;
      idx_scan: string | null;
      n_tup_ins: string;
      n_tup_upd: string;
    }>('select relname, seq_scan, idx_scan, n_tup_ins, n_tup_upd from pg_stat_user_tables');
    return {
      commits: Number(db.rows[0]?.xact_commit ?? 0),
      rollbacks: Number(db.rows[0]?.xact_rollback ?? 0),
      tables: new Map(
        tables.rows.map((r) => [
          r.relname,
          {
            seqScan: Number(r.seq_scan),
            idxScan: Number(r.idx_scan ?? 0),
            inserted: Number(r.n_tup_ins),
            updated: Number(r.n_tup_upd),
          },
        ]),
      ),
    };
  } finally {
    await client.end();
  }
}

/** Lines "per save: N transactions; table: x index scans, y updates…" between two reads. */
export function describePerSave(before: PgCounters, after: PgCounters, saves: number): string[] {
  if (saves === 0) return [];
  const per = (n: number) => (n / saves).toFixed(2);
  const lines = [
    `transactions per save: ${per(after.commits - before.commits)} committed, ` +
      `${per(after.rollbacks - before.rollbacks)} rolled back (this includes the bench's reads)`,
  ];
  for (const [table, a] of after.tables) {
    const b = before.tables.get(table) ?? { seqScan: 0, idxScan: 0, inserted: 0, updated: 0 };
    const parts = [
      ['index scans', a.idxScan - b.idxScan],
      ['seq scans', a.seqScan - b.seqScan],
      ['inserts', a.inserted - b.inserted],
      ['updates', a.updated - b.updated],
    ] as const;
    const shown = parts
      .filter(([, n]) => n / saves >= 0.01)
      .map(([what, n]) => `${per(n)} ${what}`);
    if (shown.length > 0) lines.push(`${table}: ${shown.join(', ')}`);
  }
  return lines;
}
