import type { FastifyInstance } from 'fastify';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import type { Scheme } from './layout';
import { userIdOf } from './exam-data';

/** The demo simulados and the account the candidate-screens suite reads them as. */
const demo = (key: string) => DEMO_CATALOGUE.find((s) => s.key === key)!;
export const RELEASED = demo('tribunais');
export const UPCOMING = demo('policia-federal');
export const CLOSED = demo('inss');
export const TRAINING = demo('raciocinio-logico');
export const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
export const CLASS_NAME = 'Noturna E2E';
export const COMBOS: [number, number, Scheme][] = [
  [1280, 900, 'light'],
  [1280, 900, 'dark'],
  [360, 740, 'light'],
  [360, 740, 'dark'],
];

/** Paulo's class, with the demo student accepted, releases the paid Tribunais simulado. */
export async function releaseToStudentsClass(app: FastifyInstance): Promise<void> {
  const { db } = app.runtime;
  const teacherId = await userIdOf(app, 'professor@gabaritei.dev');
  const simulado = await db
    .selectFrom('simulados')
    .select('id')
    .where('title', '=', RELEASED.title)
    .executeTakeFirstOrThrow();
  const klass = await db
    .insertInto('classes')
    .values({ teacher_id: teacherId, name: CLASS_NAME, max_students: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('class_students')
    .values({ class_id: klass.id, email: STUDENT.email, status: 'ACCEPTED' })
    .execute();
  await db
    .insertInto('class_simulados')
    .values({ class_id: klass.id, simulado_id: simulado.id })
    .execute();
}
