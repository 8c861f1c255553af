import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Option, ScoringRule } from '@gabaritei/shared';
import { createAccount } from '../auth/auth.test-support';
import type { Db } from '../db/database';
import { describeBackends, useTestApp } from '../test/support';
import { createSimulado } from './exam.test-support';
import { saveSessionAnswers } from './exam.repository';
import { finaliseSession } from './finalise.repository';
import { gradeAttempt, officialDurationSeconds } from './grading';

const T0 = new Date('2026-11-22T12:00:00.000Z');
const LETTERS: Option[] = ['A', 'B', 'C', 'D', 'E'];

type Item = {
  weight: number;
  correct: Option;
  annulled: boolean;
  /** undefined: never saved; null: saved blank. */
  answer: Option | null | undefined;
};

const item = fc.record({
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
async function sessionWith(
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

/**
 * finalise_session grades in SQL: it must give, to the last bit, what shared's
 * scoreAttempt gives (through gradeAttempt), and store exactly what it returns.
 */
describeBackends('finalise_session', (backend) => {
  const t = useTestApp(backend);

  it('grades as scoreAttempt does, to the last bit, and stores what it returns', async () => {
    const { user } = await createAccount(t.db, { role: 'STUDENT' });
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { minLength: 1, maxLength: 9 }),
        fc.constantFrom<ScoringRule>('STANDARD', 'CEBRASPE'),
        // The time taken, in ms (at most 2 minutes over the 60 allowed).
        fc.integer({ min: 0, max: 62 * 60_000 }),
        async (items, rule, takenMs) => {
          const times = { startedAt: T0, expiresAt: new Date(T0.getTime() + 60 * 60_000) };
          const now = new Date(T0.getTime() + takenMs);
          const made = await sessionWith(t.db, user.id, items, rule, times);
          const done = await finaliseSession(t.db, made.sessionId, now, user.id);
          expect(done).not.toBeNull();

          const key = made.questionIds.map((id, i) => ({
            id,
            correct_option: items[i]!.correct,
            weight: items[i]!.weight,
            annulled: items[i]!.annulled,
          }));
          const chosen = new Map<string, Option | null>();
          made.questionIds.forEach((id, i) => {
            const answer = items[i]!.answer;
            if (answer !== undefined) chosen.set(id, answer);
          });
          const expected = gradeAttempt(rule, key, chosen);
          expect(done!.result.score).toBe(expected.score);
          expect(done!.result.correct_count).toBe(expected.correctCount);
          expect(done!.result.total_questions).toBe(expected.totalQuestions);
          expect(done!.answers).toEqual(expected.answers);
          expect(done!.result.duration_seconds).toBe(
            officialDurationSeconds(times.startedAt, now, times.expiresAt),
          );
          expect(done!.weighted).toBe(items.some((x) => x.weight !== 1));
          expect(done!.saved).toHaveLength(chosen.size);
          expect(done!.session).toMatchObject({ status: 'SUBMITTED', submitted_at: now });

          const stored = await t.db
            .selectFrom('results')
            .selectAll()
            .where('exam_session_id', '=', made.sessionId)
            .executeTakeFirstOrThrow();
          expect(stored).toEqual(done!.result);
          const storedAnswers = await t.db
            .selectFrom('result_answers as ra')
            .innerJoin('questions as q', 'q.id', 'ra.question_id')
            .select([
              'ra.question_id as questionId',
              'ra.selected_option as selectedOption',
              'ra.is_correct as isCorrect',
            ])
            .where('ra.result_id', '=', stored.id)
            .orderBy('q.position')
            .execute();
          expect(storedAnswers).toEqual(expected.answers);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("claims only the owner's open session, once, and counts the field with it", async () => {
    const { user } = await createAccount(t.db, { role: 'STUDENT' });
    const { user: other } = await createAccount(t.db, { role: 'STUDENT' });
    const items: Item[] = [
      { weight: 1, correct: 'A', annulled: false, answer: 'A' },
      { weight: 1, correct: 'B', annulled: false, answer: 'C' },
    ];
    const times = { startedAt: T0, expiresAt: new Date(T0.getTime() + 3_600_000) };
    const made = await sessionWith(t.db, user.id, items, 'STANDARD', times);
    const now = new Date(T0.getTime() + 90_000);

    expect(await finaliseSession(t.db, made.sessionId, now, other.id)).toBeNull();
    const untouched = await t.db
      .selectFrom('exam_sessions')
      .select('status')
      .where('id', '=', made.sessionId)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('IN_PROGRESS');

    const done = await finaliseSession(t.db, made.sessionId, now, user.id);
    expect(done!.result.score).toBe(50);
    expect(done!.field).toEqual({ participants: 1, ahead: 0 });
    // A second claim (a double submit, the sweep after the job) finds nothing to do.
    expect(await finaliseSession(t.db, made.sessionId, now)).toBeNull();
    const count = await t.db
      .selectFrom('results')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('simulado_id', '=', made.simuladoId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it.runIf(backend === 'postgres')(
    'grades a save that committed while the claim waited for the row lock',
    async () => {
      const { user } = await createAccount(t.db, { role: 'STUDENT' });
      const items: Item[] = [{ weight: 1, correct: 'A', annulled: false, answer: undefined }];
      const times = { startedAt: T0, expiresAt: new Date(T0.getTime() + 3_600_000) };
      const made = await sessionWith(t.db, user.id, items, 'STANDARD', times);
      const save = {
        sessionId: made.sessionId,
        userId: user.id,
        questionId: made.questionIds[0]!,
        selectedOption: 'A' as const,
        clientSeq: 1,
      };
      // The save holds the session FOR SHARE, uncommitted, while the submit arrives.
      const saving = await t.db.startTransaction().execute();
      await saveSessionAnswers(saving, [save], T0, T0);
      const finalising = finaliseSession(t.db, made.sessionId, new Date(T0.getTime() + 60_000));
      await expect.poll(() => lockWaiters(t.db), { timeout: 5_000 }).toBeGreaterThan(0);
      await saving.commit().execute();

      const done = await finalising;
      expect(done!.answers).toEqual([
        { questionId: save.questionId, selectedOption: 'A', isCorrect: true },
      ]);
      expect(done!.result.score).toBe(100);
    },
  );
});

/** Backends waiting for a lock (the claim behind the uncommitted save). */
async function lockWaiters(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}
