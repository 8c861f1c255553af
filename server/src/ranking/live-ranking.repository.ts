import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { EntryRow } from './ranking.repository';

export type LiveRankingRow = {
  /** ranking_event_version's next number: later reads of a simulado get larger ones. */
  version: number;
  participants: number;
  average: number;
  rankings: EntryRow[];
};

/**
 * The ranking as the results stand now, for `ranking:updated`: the field's count and mean,
 * and its first `size` positions with their RANK() — a top-N read in order from
 * results_official_order_idx, never the whole field ranked (all that is ahead of a row of
 * the top is in the top, so RANK() over it is the field's). Numbered under a lock of the
 * simulado's own in one short transaction, so a larger number never carries an older read.
 */
export async function readLiveRanking(
  db: Db,
  simuladoId: string,
  size: number,
): Promise<LiveRankingRow> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`ranking-live:${simuladoId}`}))`.execute(trx);
    const { rows } = await sql<{
      version: string | number;
      participants: number;
      average: number;
      rankings: EntryRow[];
    }>`
      with top as (
        select r.user_id, r.score, r.duration_seconds
          from results r
         where r.simulado_id = ${simuladoId}::uuid and r.attempt_type = 'OFFICIAL'
         order by r.score desc, r.duration_seconds asc, r.user_id asc
         limit ${size}
      ), ranked as (
        select t.user_id, t.score,
               rank() over (order by t.score desc, t.duration_seconds asc)::int as rank,
               row_number() over (order by t.score desc, t.duration_seconds asc, t.user_id)
                 as position
          from top t
      ), field as (
        select count(*)::int as participants, coalesce(avg(r.score), 0)::float8 as average
          from results r
         where r.simulado_id = ${simuladoId}::uuid and r.attempt_type = 'OFFICIAL'
      )
      select nextval('ranking_event_version') as version, f.participants, f.average,
        (select coalesce(json_agg(json_build_object('user_id', k.user_id, 'user_name', u.name,
                                                    'ranking_display', u.ranking_display,
                                                    'rank', k.rank, 'score', k.score)
                                  order by k.position), '[]'::json)
           from ranked k join users u on u.id = k.user_id) as rankings
      from field f
    `.execute(trx);
    const row = rows[0]!;
    return { ...row, version: Number(row.version), average: Number(row.average) };
  });
}
