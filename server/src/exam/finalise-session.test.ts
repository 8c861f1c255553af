import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Option, ScoringRule } from '@gabaritei/shared';
import { createAccount } from '../auth/auth.test-support';
import type { Db } from '../db/database';
import { describeBackends, useTestApp } from '../test/support';
import { saveSessionAnswers } from './exam.repository';
import { T0, item, sessionWith, type Item } from './finalise-session.test-support';
import { countOfficialStanding } from './attempts.repository';
import { finaliseSession, finaliseSessions } from './finalise.repository';
import { gradeAttempt, officialDurationSeconds } from './grading';

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
          // graded_seq is the reports' version, set by a trigger; the exam never reads it.
          expect(stored).toEqual({ ...done!.result, graded_seq: expect.anything() });
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

  it('finalises a batch in one statement, each request by its own rules', async () => {
    const { user } = await createAccount(t.db, { role: 'STUDENT' });
    const { user: other } = await createAccount(t.db, { role: 'STUDENT' });
    const times = { startedAt: T0, expiresAt: new Date(T0.getTime() + 3_600_000) };
    const right: Item[] = [{ weight: 1, correct: 'A', annulled: false, answer: 'A' }];
    const wrong: Item[] = [{ weight: 1, correct: 'A', annulled: false, answer: 'B' }];
    const mine = await sessionWith(t.db, user.id, right, 'STANDARD', times);
    const theirs = await sessionWith(t.db, other.id, wrong, 'STANDARD', times);
    const now = new Date(T0.getTime() + 60_000);

    const done = await finaliseSessions(t.db, [
      { sessionId: theirs.sessionId, now, ownerId: user.id },
      { sessionId: mine.sessionId, now, ownerId: user.id },
      { sessionId: mine.sessionId, now, ownerId: user.id },
      { sessionId: theirs.sessionId, now },
    ]);
    // Not the owner's; the owner's once (the repeat finds it taken); the expiry's, ownerless.
    expect(done.map((one) => one?.result.score ?? null)).toEqual([null, 100, null, 0]);
    expect(done[1]!.session.user_id).toBe(user.id);
    expect(done[3]!.session.user_id).toBe(other.id);
  });

  it("counts a batch's standings as the field reads after it, and carries the key hold", async () => {
    const users = await Promise.all(
      Array.from({ length: 5 }, () => createAccount(t.db, { role: 'STUDENT' })),
    );
    const times = { startedAt: T0, expiresAt: new Date(T0.getTime() + 3_600_000) };
    const two: Item[] = [item0('A'), item0('A')];
    const first = await sessionWith(t.db, users[0]!.user.id, two, 'STANDARD', times);
    const hold = new Date(T0.getTime() + 86_400_000);
    await t.db
      .updateTable('simulados')
      .set({ key_hold_until: hold })
      .where('id', '=', first.simuladoId)
      .execute();
    await t.db
      .insertInto('results')
      .values(
        [50, 100, 50].map((score, i) => ({
          user_id: users[2 + i]!.user.id,
          simulado_id: first.simuladoId,
          attempt_type: 'OFFICIAL' as const,
          score,
          correct_count: 0,
          total_questions: 2,
          duration_seconds: 30 + i * 60,
          completed_at: T0,
        })),
      )
      .execute();
    const second = await t.db
      .insertInto('exam_sessions')
      .values({
        ...{ user_id: users[1]!.user.id, simulado_id: first.simuladoId },
        ...{ status: 'IN_PROGRESS', started_at: T0, expires_at: times.expiresAt },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveSessionAnswers(
      t.db,
      [
        {
          sessionId: second.id,
          userId: users[1]!.user.id,
          questionId: first.questionIds[0]!,
          selectedOption: 'A',
          clientSeq: 1,
        },
      ],
      T0,
      T0,
    );

    const done = await finaliseSessions(t.db, [
      { sessionId: second.id, now: new Date(T0.getTime() + 60_000) },
      { sessionId: first.sessionId, now: new Date(T0.getTime() + 120_000) },
    ]);
    expect(done.map((one) => one?.result.score)).toEqual([50, 100]);
    for (const one of done) {
      const { score, duration_seconds: seconds } = one!.result;
      expect(one!.field).toEqual(
        await countOfficialStanding(t.db, first.simuladoId, score, seconds),
      );
      expect(one!.simulado.key_hold_until).toEqual(hold);
    }
    expect(done.map((one) => one!.field)).toEqual([
      { participants: 5, ahead: 3 },
      { participants: 5, ahead: 1 },
    ]);
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

function item0(answer: Option): Item {
  return { weight: 1, correct: 'A', annulled: false, answer };
}
