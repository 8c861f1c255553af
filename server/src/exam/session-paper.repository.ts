import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { BookletRule } from './booklet';
import type { SessionRow } from './exam.repository';
import type { PaperRef } from './paper-cache';

/**
 * A session with what its paper is made of, in one round trip (the paper route is asked
 * once per candidate at the start of an exam day): the session, the simulado's paper
 * version and subject (the paper cache's key) and its booklet rule. Null for an unknown id.
 */
export async function findSessionPaper(
  db: DbOrTx,
  sessionId: string,
): Promise<{ session: SessionRow; paper: PaperRef; rule: BookletRule } | null> {
  const row = await db
    .selectFrom('exam_sessions as es')
    .innerJoin('simulados as s', 's.id', 'es.simulado_id')
    .where('es.id', '=', sessionId)
    .selectAll('es')
    .select([
      's.subject',
      's.shuffle_questions',
      's.shuffle_options',
      's.format',
      sql<string>`s.paper_version::text`.as('paper_version'),
    ])
    .executeTakeFirst();
  if (!row) return null;
  const { subject, shuffle_questions, shuffle_options, format, paper_version, ...session } = row;
  return {
    session,
    paper: { id: session.simulado_id, paperVersion: paper_version, subject },
    rule: { shuffle_questions, shuffle_options, format },
  };
}

/** A simulado's paper (paper-cache.ts), for a session answered without it. */
export async function findPaperRef(db: DbOrTx, simuladoId: string): Promise<PaperRef> {
  const row = await db
    .selectFrom('simulados')
    .select(['subject', sql<string>`paper_version::text`.as('paper_version')])
    .where('id', '=', simuladoId)
    .executeTakeFirst();
  return { id: simuladoId, paperVersion: row?.paper_version ?? '0', subject: row?.subject ?? null };
}
