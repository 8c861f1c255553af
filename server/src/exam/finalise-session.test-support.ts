import fc from 'fast-check';
import type { Option, ScoringRule } from '@gabaritei/shared';
import type { Db } from '../db/database';
import { createSimulado } from './exam.test-support';
import { saveSessionAnswers } from './exam.repository';

export const T0 = new Date('2026-11-22T12:00:00.000Z');
export const LETTERS: Option[] = ['A', 'B', 'C', 'D', 'E'];

export type Item = {
  weight: number;
  correct: Option;
  annulled: boolean;
  /** undefined: never saved; null: saved blank. */
  answer: Option | null | undefined;
};

export const item = fc.record({
  // Weights of the CSV import: any decimal from 0.5 to 10, not only multiples of 0.5.
  weight: fc.oneof(
    fc.constantFrom(1, 0.5, 1.3, 0.7, 2.25, 9.99, 3.1),
    fc.integer({ min: 50, max: 1000 }).map((n) => n / 100),
  ),
  correct: fc.constantFrom(...LETTERS),
  annulled: fc.boolean(),
  answer: fc.option(fc.option(fc.constantFrom(...LETTERS), { nil: null }), { nil: undefined }),
});

/** A simulado with `items` (A–E), one IN_PROGRESS session of `userId`, its saves. */
export async function sessionWith(
  db: Db,
  userId: string,
  items: readonly Item[],
  rule: ScoringRule,
  times: { startedAt: Date; expiresAt: Date },
) {
  const simuladoId = await createSimulado(db, { questions: items.length });
  await db
    .updateTable('simulados')
    .set({ scoring: rule, format: 'ABCDE' })
    .where('id', '=', simuladoId)
    .execute();
  const questions = await db
    .selectFrom('questions')
    .select('id')
    .where('simulado_id', '=', simuladoId)
    .orderBy('position')
    .execute();
  for (const [i, question] of questions.entries()) {
    const { weight, correct, annulled } = items[i]!;
    await db
      .updateTable('questions')
      .set({ weight, correct_option: correct, option_e: 'Alternativa E' })
      .set({ annulled_at: annulled ? T0 : null })
      .where('id', '=', question.id)
      .execute();
  }
  const session = await db
    .insertInto('exam_sessions')
    .values({
      user_id: userId,
      simulado_id: simuladoId,
      status: 'IN_PROGRESS',
      started_at: times.startedAt,
      expires_at: times.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const saves = questions.flatMap((question, i) => {
    const answer = items[i]!.answer;
    if (answer === undefined) return [];
    return [{ sessionId: session.id, userId, questionId: question.id, selectedOption: answer }];
  });
  if (saves.length > 0) {
    await saveSessionAnswers(
      db,
      saves.map((save, i) => ({ ...save, clientSeq: i + 1 })),
      times.startedAt,
      times.startedAt,
    );
  }
  return { simuladoId, sessionId: session.id, questionIds: questions.map((q) => q.id) };
}
