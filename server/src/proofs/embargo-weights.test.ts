import { expect, it } from 'vitest';
import {
  OPTIONS,
  WEIGHTS_EMBARGO_MESSAGE,
  scoreAttempt,
  weightsRevealKey,
  type Option,
} from '@gabaritei/shared';
import { useAdminSuite } from '../admin/admin.test-support';
import { docxOf, para, questionsXml } from '../papers-import/hostile/corpus';
import { docxUrl, storedPaper, upload } from '../papers-import/papers-import.test-support';
import { describeBackends } from '../test/support';

/** The attack of the report: weights whose sums are all distinct. */
const DECODING = [0.5, 1, 2, 4, 8];
const csvWith = (weights: number[]) =>
  [
    'enunciado;a;b;c;d;gabarito;peso',
    ...weights.map(
      (w, i) => `Questão ${i + 1};a;b;c;d;${OPTIONS[i % 4]};${String(w).replace('.', ',')}`,
    ),
  ].join('\n');

/** Every score a candidate can get on `weights`, by how many items she got right. */
function scoresByCount(weights: number[]) {
  const questions = weights.map((weight) => ({
    weight,
    correctOption: 'A' as Option,
    annulled: false,
  }));
  const byCount = new Map<number, Set<number>>();
  for (let pattern = 0; pattern < 2 ** weights.length; pattern += 1) {
    const answers = weights.map((_, i) => ((pattern >> i) & 1 ? 'A' : 'B') as Option);
    const { score, creditedCount } = scoreAttempt('STANDARD', questions, answers);
    byCount.set(creditedCount, (byCount.get(creditedCount) ?? new Set()).add(score));
  }
  return byCount;
}

it('a score gives no more than the correct count would exactly when every weight is equal', () => {
  // Equal weights: one score per count, so the score says the count and nothing else.
  for (const scores of scoresByCount([2, 2, 2, 2, 2]).values()) expect(scores.size).toBe(1);
  expect(weightsRevealKey([2, 2, 2, 2, 2])).toBe(false);
  // The report's weights: 32 answer patterns, 32 scores — each one names its right answers.
  const decoding = scoresByCount(DECODING);
  expect([...decoding.values()].reduce((sum, scores) => sum + scores.size, 0)).toBe(32);
  expect(weightsRevealKey(DECODING)).toBe(true);
});

describeBackends('weights under the key embargo', (backend) => {
  const { t, admin, root } = useAdminSuite(backend);
  const held = { startDate: '2026-12-01T09:00', endDate: '2026-12-01T13:00' };

  it('refuses different weights on a paper whose key is held, on every write, and stores nothing', async () => {
    const id = await admin.createSimulado(root.cookie, { ...held, format: 'ABCD' });
    const csv = await admin.importCsv(id, csvWith(DECODING), root.cookie);
    expect(csv.statusCode, csv.body).toBe(400);
    expect(csv.json()).toMatchObject({ statusCode: 400, message: WEIGHTS_EMBARGO_MESSAGE });
    const five = await admin.createSimulado(root.cookie, { ...held, format: 'ABCDE' });
    const weighted = questionsXml(2).replace(
      para('Gabarito: B'),
      para('Gabarito: B') + para('Peso: 2'),
    );
    const word = await upload(t.app, docxUrl(five), root.cookie, await docxOf(weighted));
    expect(word.statusCode, word.body).toBe(400);
    expect(word.json()).toMatchObject({ message: WEIGHTS_EMBARGO_MESSAGE });
    for (const simulado of [id, five])
      expect((await storedPaper(t.db, simulado)).questions).toHaveLength(0);
    // One weight for all, however large, keeps the score a count: accepted.
    const same = await admin.importCsv(id, csvWith([2, 2, 2, 2, 2]), root.cookie);
    expect(same.statusCode, same.body).toBe(200);
  });

  it('takes the weights while the key opens at once, and refuses to hold that key afterwards', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    expect((await admin.importCsv(id, csvWith(DECODING), root.cookie)).statusCode).toBe(200);
    const hold = await admin.patch(
      `/api/admin/simulados/${id}`,
      { ...held, answerKeyRelease: 'AFTER_END' },
      root.cookie,
    );
    expect(hold.statusCode, hold.body).toBe(400);
    expect(hold.json()).toMatchObject({ message: WEIGHTS_EMBARGO_MESSAGE });
    const row = await t.db
      .selectFrom('simulados')
      .select(['end_date', 'answer_key_release'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.end_date).toBeNull();
  });
});
