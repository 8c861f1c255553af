import { sql } from 'kysely';
import type { RankingDisplay } from '@gabaritei/shared';
import type { Db, DbOrTx } from '../db/database';

export type RankingSimuladoRow = {
  id: string;
  title: string;
  is_practice_only: boolean;
  start_date: Date | null;
};
export type SnapshotRow = { version: number; participants: number; average: number };
export type EntryRow = {
  user_id: string;
  /** The full name; the presenter shows initials when the person chose them. */
  user_name: string;
  ranking_display: RankingDisplay;
  rank: number;
  score: number;
};
export type ChangedEntryRow = EntryRow;

export type RankingReadRow = RankingSimuladoRow & {
  snapshot: SnapshotRow | null;
  rankings: EntryRow[];
  me: EntryRow | null;
};

/**
 * Everything one ranking page needs in ONE round trip: the simulado, the snapshot's
 * summary, positions first..last (a range scan of the key) and the viewer's own row (one
 * index look-up). Null for an unknown or archived simulado.
 */
export async function readRankingPage(
  db: DbOrTx,
  simuladoId: string,
  first: number,
  last: number,
  viewerId: string | null,
): Promise<RankingReadRow | null> {
  const { rows } = await sql<RankingReadRow>`
    select s.id, s.title, s.is_practice_only, s.start_date,
      (select json_build_object('version', rs.version, 'participants', rs.participants,
                                'average', rs.average)
         from ranking_snapshots rs where rs.simulado_id = s.id) as snapshot,
      (select coalesce(json_agg(json_build_object('user_id', e.user_id, 'user_name', u.name,
                                                  'ranking_display', u.ranking_display,
                                                  'rank', e.rank, 'score', e.score)
                                order by e.position), '[]'::json)
         from ranking_entries e join users u on u.id = e.user_id
         where e.simulado_id = s.id and e.position between ${first} and ${last}) as rankings,
      (select json_build_object('user_id', e.user_id, 'user_name', u.name,
                                'ranking_display', u.ranking_display, 'rank', e.rank,
                                'score', e.score)
         from results r
         join ranking_entries e on e.simulado_id = r.simulado_id and e.score = r.score
           and e.duration_seconds = r.duration_seconds and e.user_id = r.user_id
         join users u on u.id = e.user_id
         where r.simulado_id = s.id and r.user_id = ${viewerId}::uuid
           and r.attempt_type = 'OFFICIAL') as me
    from simulados s
    where s.id = ${simuladoId}::uuid and s.archived_at is null
  `.execute(db);
  const row = rows[0];
  return row ? { ...row, start_date: row.start_date ? new Date(row.start_date) : null } : null;
}

/** Every ranking group, in the catalogue's calendar order. */
export async function listRankingSimulados(db: DbOrTx): Promise<RankingSimuladoRow[]> {
  return db
    .selectFrom('simulados')
    .select(['id', 'title', 'is_practice_only', 'start_date'])
    .where('archived_at', 'is', null)
    .orderBy('start_date', (ob) => ob.asc().nullsLast())
    .orderBy('title', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Positions first..last (1-based, inclusive) of the snapshot: a range scan of its key. */
export async function listEntries(
  db: DbOrTx,
  simuladoId: string,
  first: number,
  last: number,
): Promise<EntryRow[]> {
  return db
    .selectFrom('ranking_entries as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.user_id', 'u.name as user_name', 'u.ranking_display', 'e.rank', 'e.score'])
    .where('e.simulado_id', '=', simuladoId)
    .where('e.position', '>=', first)
    .where('e.position', '<=', last)
    .orderBy('e.position', 'asc')
    .execute();
}

/** The database's own time: comparable across API instances and workers. */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  return new Date(rows[0]!.now);
}

/**
 * Serialises recomputes of one simulado across every process: held until the
 * transaction ends. Two simulados may collide on the hash; they then merely wait.
 */
export async function lockSimuladoRanking(db: DbOrTx, simuladoId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`ranking:${simuladoId}`}))`.execute(db);
}

export async function findSourceReadAt(db: DbOrTx, simuladoId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('ranking_snapshots')
    .select('source_read_at')
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
  return row ? new Date(row.source_read_at) : null;
}

/**
 * Computes the ranking once, in one statement (so one consistent view of the results),
 * into a temporary table the rest of the recompute reads. The rule (shared
 * rules.ts is its reference): score descending, then less time; RANK() gives ties one
 * position (1, 2, 2, 4), ROW_NUMBER() the stable 1..n order pages are cut from.
 */
export async function materialiseFreshRanking(db: DbOrTx, simuladoId: string): Promise<void> {
  await sql`
    create temporary table ranking_fresh on commit drop as
    select r.user_id, r.score, r.duration_seconds,
           rank() over (order by r.score desc, r.duration_seconds asc)::int as rank,
           row_number() over (order by r.score desc, r.duration_seconds asc, r.user_id)::int
             as position
    from results r
    where r.simulado_id = ${simuladoId}::uuid and r.attempt_type = 'OFFICIAL'
  `.execute(db);
}

/** Of `userIds`, those whose fresh rank differs from the snapshot's (or who are new). */
export async function listChangedEntries(
  db: DbOrTx,
  simuladoId: string,
  userIds: readonly string[],
): Promise<ChangedEntryRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<ChangedEntryRow>`
    select f.user_id, u.name as user_name, u.ranking_display, f.rank, f.score
    from ranking_fresh f
    join users u on u.id = f.user_id
    left join ranking_entries o on o.simulado_id = ${simuladoId}::uuid and o.user_id = f.user_id
    where f.user_id = any(${userIds}::uuid[]) and o.rank is distinct from f.rank
  `.execute(db);
  return rows;
}

/** Replaces the snapshot of one simulado with ranking_fresh; returns the new summary. */
export async function writeSnapshot(
  db: DbOrTx,
  simuladoId: string,
  sourceReadAt: Date,
): Promise<SnapshotRow> {
  const { rows } = await sql<SnapshotRow>`
    insert into ranking_snapshots (simulado_id, version, participants, average, source_read_at,
                                   computed_at)
    select ${simuladoId}::uuid, 1, count(*)::int, coalesce(avg(score), 0), ${sourceReadAt},
           clock_timestamp()
    from ranking_fresh
    on conflict (simulado_id) do update
      set version = ranking_snapshots.version + 1,
          participants = excluded.participants,
          average = excluded.average,
          source_read_at = excluded.source_read_at,
          computed_at = excluded.computed_at
    returning version, participants, average
  `.execute(db);
  await db.deleteFrom('ranking_entries').where('simulado_id', '=', simuladoId).execute();
  await sql`
    insert into ranking_entries (simulado_id, position, user_id, rank, score, duration_seconds)
    select ${simuladoId}::uuid, position, user_id, rank, score, duration_seconds
    from ranking_fresh order by position
  `.execute(db);
  return rows[0]!;
}

/** Whether any simulado row exists (the job of a deleted simulado has nothing to do). */
export async function simuladoExists(db: Db, simuladoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('simulados')
    .select('id')
    .where('id', '=', simuladoId)
    .executeTakeFirst();
  return row !== undefined;
}
