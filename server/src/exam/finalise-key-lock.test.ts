import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { lockAnswerKeyForDecision } from '../appeals/regrade-scores.repository';
import { createAccount } from '../auth/auth.test-support';
import type { Db } from '../db/database';
import { describeBackends, useTestApp } from '../test/support';
import { T0, sessionWith, type Item } from './finalise-session.test-support';
import { finaliseDueSessions, finaliseSession } from './finalise.repository';

/**
 * A finalisation and a key decision never overlap: a submit that arrives while a decision is
 * writing the key waits for it and grades by the new key, so the decision's regrade (which
 * reads the results committed by then) misses no attempt graded by the old one.
 */
describeBackends('finalise_session and a key decision', (backend) => {
  const t = useTestApp(backend);

  it.runIf(backend === 'postgres')(
    'waits for a decision in flight and grades by the key it leaves',
    async () => {
      const { user } = await createAccount(t.db, { role: 'STUDENT' });
      const items: Item[] = [{ weight: 1, correct: 'A', annulled: false, answer: 'B' }];
      const times = { startedAt: T0, expiresAt: new Date(T0.getTime() + 3_600_000) };
      const made = await sessionWith(t.db, user.id, items, 'STANDARD', times);
      // The decision: key lock held, the key written, not committed yet.
      const deciding = await t.db.startTransaction().execute();
      await lockAnswerKeyForDecision(deciding, made.simuladoId);
      await deciding
        .updateTable('questions')
        .set({ correct_option: 'B' })
        .where('id', '=', made.questionIds[0]!)
        .execute();
      let finalising: ReturnType<typeof finaliseSession>;
      try {
        finalising = finaliseSession(t.db, made.sessionId, new Date(T0.getTime() + 60_000));
        await expect.poll(() => lockWaiters(t.db), { timeout: 5_000 }).toBeGreaterThan(0);
      } catch (error) {
        await deciding.rollback().execute();
        throw error;
      }
      await deciding.commit().execute();

      const done = await finalising;
      expect(done!.answers).toEqual([
        { questionId: made.questionIds[0], selectedOption: 'B', isCorrect: true },
      ]);
      expect(done!.result.score).toBe(100);
    },
  );

  it.runIf(backend === 'postgres')(
    'holds the expiry batch behind a decision in flight, graded by the key it leaves',
    async () => {
      const { user } = await createAccount(t.db, { role: 'STUDENT' });
      const items: Item[] = [{ weight: 1, correct: 'A', annulled: false, answer: 'B' }];
      const times = { startedAt: T0, expiresAt: new Date(T0.getTime() + 60_000) };
      const made = await sessionWith(t.db, user.id, items, 'STANDARD', times);
      const deciding = await t.db.startTransaction().execute();
      await lockAnswerKeyForDecision(deciding, made.simuladoId);
      await deciding
        .updateTable('questions')
        .set({ correct_option: 'B' })
        .where('id', '=', made.questionIds[0]!)
        .execute();
      const now = new Date(T0.getTime() + 3_600_000);
      let expiring: ReturnType<typeof finaliseDueSessions>;
      try {
        expiring = finaliseDueSessions(t.db, { now, cutoff: now, limit: 10 });
        await expect.poll(() => lockWaiters(t.db), { timeout: 5_000 }).toBeGreaterThan(0);
      } catch (error) {
        await deciding.rollback().execute();
        throw error;
      }
      await deciding.commit().execute();

      const [done] = await expiring;
      expect(done!.session.id).toBe(made.sessionId);
      expect(done!.answers).toEqual([
        { questionId: made.questionIds[0], selectedOption: 'B', isCorrect: true },
      ]);
      expect(done!.result.score).toBe(100);
    },
  );
});

/** Backends waiting for a lock (the finalisation behind the decision). */
async function lockWaiters(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}
