import type { ExpressionBuilder, SqlBool } from 'kysely';
import type { SessionUser } from '@gabaritei/shared';
import type { Database, DbOrTx } from '../db/database';

/** Who asks for access: the account's id and its (lower-case) e-mail. */
export type AccessSubject = Pick<SessionUser, 'id' | 'email'>;

/**
 * THE access rule, the only place it lives (the exam, review and teacher areas call it):
 * a user may open a simulado when they bought it, when a class they are an ACCEPTED member
 * of — by e-mail, case-insensitively; an invitation not yet accepted, or declined, grants
 * nothing — has it released, or when they already started it (an
 * exam session or a result). The last clause is what makes removing a student from a
 * class take away only the simulados not started yet: an attempt under way can be
 * finished and an earned result stays reviewable. Nothing else grants access: not the
 * role, not the price (free simulados are "bought" for R$ 0 first).
 *
 * As an expression, so that hot paths (the exam start) can fold it into a larger query.
 */
export function accessExpression<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  user: AccessSubject,
  simuladoId: string,
) {
  const email = user.email.trim().toLowerCase();
  // The rule names only its own tables: whatever the outer query joined is irrelevant.
  const inner = eb as unknown as ExpressionBuilder<Database, never>;
  return inner.or([
    inner.exists(
      inner
        .selectFrom('purchases')
        .select('purchases.id')
        .where('purchases.user_id', '=', user.id)
        .where('purchases.simulado_id', '=', simuladoId),
    ),
    inner.exists(
      inner
        .selectFrom('class_simulados')
        .innerJoin('class_students', 'class_students.class_id', 'class_simulados.class_id')
        .select('class_simulados.class_id')
        .where('class_simulados.simulado_id', '=', simuladoId)
        .where('class_students.status', '=', 'ACCEPTED')
        // Users' e-mails are lower-case by constraint; enrolments may not be.
        .where((e) => e(e.fn('lower', ['class_students.email']), '=', email)),
    ),
    // Access is only ever used through one of the two clauses above, so a session or a
    // result proves it was granted once; it is never withdrawn afterwards.
    inner.exists(
      inner
        .selectFrom('exam_sessions')
        .select('exam_sessions.id')
        .where('exam_sessions.user_id', '=', user.id)
        .where('exam_sessions.simulado_id', '=', simuladoId),
    ),
    inner.exists(
      inner
        .selectFrom('results')
        .select('results.id')
        .where('results.user_id', '=', user.id)
        .where('results.simulado_id', '=', simuladoId),
    ),
  ]);
}

export async function hasAccess(
  db: DbOrTx,
  user: AccessSubject,
  simuladoId: string,
): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => accessExpression(eb, user, simuladoId).as('has_access'))
    .executeTakeFirstOrThrow();
  return Boolean(row.has_access as SqlBool);
}
