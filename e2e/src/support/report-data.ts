import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestSimulado } from './exam-data';

/** Moves a simulado's end into the past (its reports become ready) or future. */
export async function setEndDate(app: FastifyInstance, simuladoId: string, endDate: Date) {
  await app.runtime.db
    .updateTable('simulados')
    .set({ end_date: endDate })
    .where('id', '=', simuladoId)
    .execute();
}

/** A graded official (or practice) result with its answers, straight into the database. */
export async function insertResult(
  app: FastifyInstance,
  simulado: TestSimulado,
  values: { userId?: string; correct: number; attemptType?: 'OFFICIAL' | 'PRACTICE' },
): Promise<void> {
  const { db } = app.runtime;
  const userId =
    values.userId ??
    (
      await db
        .insertInto('users')
        .values({
          name: `Concorrente ${crypto.randomBytes(2).toString('hex')}`,
          email: `${crypto.randomUUID()}@example.com`,
          password_hash: 'not-a-hash',
          role: 'STUDENT',
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const total = simulado.questionIds.length;
  const { id } = await db
    .insertInto('results')
    .values({
      user_id: userId,
      simulado_id: simulado.id,
      attempt_type: values.attemptType ?? 'OFFICIAL',
      score: (values.correct / total) * 100,
      correct_count: values.correct,
      total_questions: total,
      duration_seconds: 600,
      completed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('result_answers')
    .values(
      simulado.questionIds.map((questionId, index) => {
        const right = index < values.correct;
        const correct = simulado.key[index]!;
        return {
          result_id: id,
          question_id: questionId,
          selected_option: right ? correct : correct === 'A' ? 'B' : 'A',
          is_correct: right,
        };
      }),
    )
    .execute();
}
