import type { SimuladoFormat } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';

export type FlagRow = { question_id: string; marked: boolean; struck: string };

/** A session's flags, only the questions with something marked or struck. */
export async function listSessionFlags(db: DbOrTx, sessionId: string): Promise<FlagRow[]> {
  return db
    .selectFrom('session_flags')
    .select(['question_id', 'marked', 'struck'])
    .where('session_id', '=', sessionId)
    .where((eb) => eb.or([eb('marked', '=', true), eb('struck', '<>', '')]))
    .execute();
}

/** The format of the session's simulado and whether the question belongs to it. */
export async function findFlagTarget(
  db: DbOrTx,
  sessionId: string,
  questionId: string,
): Promise<{ format: SimuladoFormat; questionOk: boolean } | null> {
  const row = await db
    .selectFrom('exam_sessions')
    .innerJoin('simulados', 'simulados.id', 'exam_sessions.simulado_id')
    .leftJoin('questions', (join) =>
      join
        .onRef('questions.simulado_id', '=', 'exam_sessions.simulado_id')
        .on('questions.id', '=', questionId),
    )
    .select(['simulados.format', 'questions.id as question_id'])
    .where('exam_sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row ? { format: row.format, questionOk: row.question_id !== null } : null;
}

/**
 * Writes one question's flags, only while the session is still IN_PROGRESS and open
 * (expires_at after `acceptAfter`): checked in the same statement, so a flag never lands
 * on an attempt a concurrent submit or expiry just closed. Null when nothing was written.
 */
export async function upsertSessionFlags(
  db: DbOrTx,
  values: {
    sessionId: string;
    questionId: string;
    marked: boolean;
    struck: string;
    now: Date;
    acceptAfter: Date;
  },
): Promise<FlagRow | null> {
  const row = await db
    .insertInto('session_flags')
    .columns(['session_id', 'question_id', 'marked', 'struck', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('exam_sessions')
        .select((s) => [
          s.ref('exam_sessions.id').as('session_id'),
          s.val(values.questionId).as('question_id'),
          s.val(values.marked).as('marked'),
          s.val(values.struck).as('struck'),
          s.val(values.now).as('updated_at'),
        ])
        .where('exam_sessions.id', '=', values.sessionId)
        .where('exam_sessions.status', '=', 'IN_PROGRESS')
        .where('exam_sessions.expires_at', '>', values.acceptAfter),
    )
    .onConflict((oc) =>
      oc.columns(['session_id', 'question_id']).doUpdateSet((eb) => ({
        marked: eb.ref('excluded.marked'),
        struck: eb.ref('excluded.struck'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['question_id', 'marked', 'struck'])
    .executeTakeFirst();
  return row ?? null;
}
