import { expect, it } from 'vitest';
import { scoreAttempt } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { createSimulado, questionsOf, signedIn } from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { AFTER_END, END, START, T0, call, regradeDone, sitOfficial } from './appeals.test-support';
import { insertKeyChange } from './key-changes.repository';
import { rescoreAfterDecision } from './regrade-scores.repository';

const WEIGHTS = [2, 1, 1.5, 1];

/**
 * The regrade rescoring in SQL must equal shared's scoreAttempt on the current key to the
 * last bit, with weights and the Cebraspe rule (a wrong item cancels a right one, floor 0).
 */
describeBackends('regrade by the Cebraspe rule with weights', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  async function expectScoresAsFresh(
    simuladoId: string,
    expected: Record<string, number>,
    rule: 'STANDARD' | 'CEBRASPE' = 'CEBRASPE',
  ) {
    const key = await t.db
      .selectFrom('questions')
      .select(['id', 'correct_option', 'weight', 'annulled_at'])
      .where('simulado_id', '=', simuladoId)
      .orderBy('position')
      .execute();
    for (const [userId, worked] of Object.entries(expected)) {
      const result = await t.db
        .selectFrom('results')
        .select(['id', 'score'])
        .where('simulado_id', '=', simuladoId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const answers = await t.db
        .selectFrom('result_answers')
        .select(['question_id', 'selected_option'])
        .where('result_id', '=', result.id)
        .execute();
      const chosen = new Map(answers.map((a) => [a.question_id, a.selected_option]));
      const fresh = scoreAttempt(
        rule,
        key.map((q) => ({
          weight: Number(q.weight),
          correctOption: q.correct_option,
          annulled: q.annulled_at !== null,
        })),
        key.map((q) => chosen.get(q.id) ?? null),
      );
      expect(result.score).toBe(fresh.score);
      expect(result.score).toBeCloseTo(worked, 10);
    }
  }

  /** A Cebraspe simulado of 4 questions weighing WEIGHTS (keys Q1 B, Q2 C, Q3 D, Q4 A). */
  async function weightedCebraspe(
    weights = WEIGHTS,
    scoring: 'STANDARD' | 'CEBRASPE' = 'CEBRASPE',
  ) {
    const simuladoId = await createSimulado(t.db, { questions: 4, startDate: START, endDate: END });
    await t.db.updateTable('simulados').set({ scoring }).where('id', '=', simuladoId).execute();
    const questions = await questionsOf(t.db, simuladoId);
    for (const [i, q] of questions.entries())
      await t.db
        .updateTable('questions')
        .set({ weight: weights[i]! })
        .where('id', '=', q.id)
        .execute();
    return { simuladoId, questions };
  }

  it('rescored attempts equal attempts graded afresh, after a key change and an annulment', async () => {
    const { simuladoId, questions } = await weightedCebraspe();
    // Keys: Q1 B, Q2 C, Q3 D, Q4 A; weights 2, 1, 1,5, 1 (total 5,5).
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'A', null, 'A']);
    const bia = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['C', 'C', 'D', null]);
    // Ana: +2 −1 +0 +1 = 2 → 2/5,5; Bia: −2 +1 +1,5 = 0,5 → 0,5/5,5.
    expect(ana.score).toBeCloseTo((2 / 5.5) * 100, 10);
    expect(bia.score).toBeCloseTo((0.5 / 5.5) * 100, 10);

    clock.set(AFTER_END);
    const url = (q: number, action: string) =>
      `/api/admin/simulados/${simuladoId}/questions/${questions[q]!.id}/${action}`;
    const changed = await call(t.app, 'PUT', url(1, 'correct-option'), admin.cookie, {
      correctOption: 'A',
      reason: 'Erro material no gabarito preliminar.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await regradeDone(t.app, admin.cookie, simuladoId);
    // Q2 now A. Ana: +2 +1 +1 = 4; Bia: −2 −1 +1,5 = −1,5 → floor 0.
    await expectScoresAsFresh(simuladoId, { [ana.id]: (4 / 5.5) * 100, [bia.id]: 0 });

    clock.set(new Date(AFTER_END.getTime() + 60_000));
    const annulled = await call(t.app, 'POST', url(0, 'annul'), admin.cookie, {
      reason: 'O enunciado admite duas respostas.',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    await regradeDone(t.app, admin.cookie, simuladoId);
    // Q1 credited to all. Ana unchanged at 4; Bia: +2 −1 +1,5 = 2,5.
    await expectScoresAsFresh(simuladoId, {
      [ana.id]: (4 / 5.5) * 100,
      [bia.id]: (2.5 / 5.5) * 100,
    });
  });

  it('applies decisions once each and in order, whichever job runs first', async () => {
    const { simuladoId, questions } = await weightedCebraspe();
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'C', 'D', 'A']);
    const dani = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'A', 'A', 'B']);
    const eva = await sitOfficial(t.api, t.db, clock, simuladoId, questions, [
      'B',
      'C',
      null,
      null,
    ]);
    // Ana 5,5; Dani +2 −1 −1,5 −1 = −1,5 → floor 0; Eva 3.
    expect([ana.score, dani.score]).toEqual([100, 0]);
    // Q4: key A → B, then annulled; both decided before any regrade job ran.
    const q4 = questions[3]!.id;
    const decide = (kind: 'CHANGE_KEY' | 'ANNUL', before: 'A' | 'B', after: 'B' | null) =>
      insertKeyChange(t.db, {
        simuladoId,
        questionId: q4,
        kind,
        before,
        after,
        reason: 'Decisão do teste.',
        actor: { id: ana.id, name: 'Banca' },
        now: AFTER_END,
      });
    const first = await decide('CHANGE_KEY', 'A', 'B');
    const second = await decide('ANNUL', 'B', null);
    await t.db
      .updateTable('questions')
      .set({ correct_option: 'B', annulled_at: AFTER_END, annulled_reason: 'Anulada.' })
      .where('id', '=', q4)
      .execute();
    const rescore = async (keyChangeId: string) =>
      (
        await t.db
          .transaction()
          .execute((trx) => rescoreAfterDecision(trx, { simuladoId, keyChangeId }))
      ).moved;
    // The second decision's job runs first: it applies the first decision, then its own,
    // each against the key as it stands (Q4 annulled). The first finds Dani (0 → 0,5) and
    // Eva (3 → 4) behind it; Ana, right under A and credited now, is left alone, and the
    // second finds no one left.
    expect(await rescore(second)).toBe(2);
    // Already applied: the first decision's job finds nothing to do.
    expect(await rescore(first)).toBe(0);
    const notes = await t.db
      .selectFrom('score_changes')
      .select(['user_id', 'key_change_id'])
      .where('simulado_id', '=', simuladoId)
      .orderBy('before_score')
      .execute();
    expect(notes).toEqual([
      { user_id: dani.id, key_change_id: first },
      { user_id: eva.id, key_change_id: first },
    ]);
    await expectScoresAsFresh(simuladoId, {
      [ana.id]: 100,
      [dani.id]: (0.5 / 5.5) * 100,
      [eva.id]: (4 / 5.5) * 100,
    });
  });

  // The CSV takes any weight from 0.5 to 10: the net can no longer be read back from the
  // score by rounding to a half, and float sums must run in scoreAttempt's order.
  for (const rule of ['STANDARD', 'CEBRASPE'] as const) {
    it(`rescores exactly with weights that are not halves (${rule})`, async () => {
      const weights = [1.3, 0.7, 2.25, 1.1];
      const { simuladoId, questions } = await weightedCebraspe(weights, rule);
      const admin = await signedIn(t.api, t.db, 'ADMIN');
      const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, [
        'B',
        'A',
        'D',
        'A',
      ]);
      const bia = await sitOfficial(t.api, t.db, clock, simuladoId, questions, [
        'B',
        'C',
        'A',
        null,
      ]);
      const cris = await sitOfficial(t.api, t.db, clock, simuladoId, questions, [
        'C',
        'A',
        'D',
        'B',
      ]);
      clock.set(AFTER_END);
      const changed = await call(
        t.app,
        'PUT',
        `/api/admin/simulados/${simuladoId}/questions/${questions[1]!.id}/correct-option`,
        admin.cookie,
        { correctOption: 'A', reason: 'Erro material no gabarito preliminar.' },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      await regradeDone(t.app, admin.cookie, simuladoId);
      const total = 1.3 + 0.7 + 2.25 + 1.1;
      // Q2 now A. Ana: 1,3 + 0,7 + 2,25 + 1,1 (all right); Bia: Q1 right, Q2 now wrong,
      // Q3 wrong, Q4 blank; Cris: Q2 and Q3 right, Q1 and Q4 wrong.
      const cebraspe = rule === 'CEBRASPE';
      await expectScoresAsFresh(
        simuladoId,
        {
          [ana.id]: 100,
          [bia.id]: ((cebraspe ? Math.max(0, 1.3 - 0.7 - 2.25) : 1.3) / total) * 100,
          [cris.id]: ((cebraspe ? 0.7 + 2.25 - 1.3 - 1.1 : 0.7 + 2.25) / total) * 100,
        },
        rule,
      );
    });
  }
});
