import { expect, it } from 'vitest';
import { createAccount } from '../auth/auth.test-support';
import type { Db } from '../db/database';
import { T0, sessionWith, type Item } from '../exam/finalise-session.test-support';
import { finaliseSession } from '../exam/finalise.repository';
import { describeBackends, useTestApp } from '../test/support';

const items: Item[] = [
  { weight: 1, correct: 'A', annulled: false, answer: 'A' },
  { weight: 1, correct: 'B', annulled: false, answer: 'C' },
  { weight: 1, correct: 'C', annulled: false, answer: undefined },
];

/** A finalised official attempt of its own simulado: its result id and question ids. */
async function finished(db: Db) {
  const { user } = await createAccount(db, { role: 'STUDENT' });
  const times = { startedAt: T0, expiresAt: new Date(T0.getTime() + 3_600_000) };
  const made = await sessionWith(db, user.id, items, 'STANDARD', times);
  const done = await finaliseSession(db, made.sessionId, new Date(T0.getTime() + 60_000), user.id);
  return { userId: user.id, resultId: done!.result.id, ...made };
}

const answersOf = (db: Db, resultId: string) =>
  db.selectFrom('result_answers').select('question_id').where('result_id', '=', resultId).execute();

/**
 * result_answers has no row-by-row foreign keys (they were most of the time-up wave's
 * write); a result's answers, and a question's, still go with it, by statement triggers.
 */
describeBackends('result answers follow their result and question', (backend) => {
  const t = useTestApp(backend);

  it('deletes a result’s answers with it, and only its own', async () => {
    const one = await finished(t.db);
    const other = await finished(t.db);
    expect(await answersOf(t.db, one.resultId)).toHaveLength(items.length);
    await t.db.deleteFrom('results').where('id', '=', one.resultId).execute();
    expect(await answersOf(t.db, one.resultId)).toHaveLength(0);
    expect(await answersOf(t.db, other.resultId)).toHaveLength(items.length);
  });

  it('deletes them along a cascade: the candidate’s account and her results', async () => {
    const byAccount = await finished(t.db);
    const kept = await finished(t.db);
    await t.db.deleteFrom('users').where('id', '=', byAccount.userId).execute();
    expect(await answersOf(t.db, byAccount.resultId)).toHaveLength(0);
    expect(await answersOf(t.db, kept.resultId)).toHaveLength(items.length);
  });

  it('deletes a question’s answers with it, the others’ stay', async () => {
    const one = await finished(t.db);
    const [gone, ...rest] = one.questionIds;
    await t.db.deleteFrom('questions').where('id', '=', gone!).execute();
    const left = await answersOf(t.db, one.resultId);
    expect(left.map((a) => a.question_id).sort()).toEqual([...rest].sort());
  });
});
