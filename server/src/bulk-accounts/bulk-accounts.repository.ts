import type { DbOrTx } from '../db/database';

/** The teacher a class belongs to, whoever she is: the invitation goes out in her name. */
export async function findClassTeacher(
  db: DbOrTx,
  classId: string,
): Promise<{ id: string; name: string } | null> {
  const row = await db
    .selectFrom('classes')
    .innerJoin('users', 'users.id', 'classes.teacher_id')
    .select(['users.id as id', 'users.name as name'])
    .where('classes.id', '=', classId)
    .executeTakeFirst();
  return row ?? null;
}
