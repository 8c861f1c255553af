import { expect, it } from 'vitest';
import { bothLetters, type Option } from '@gabaritei/shared';
import { waitForEmails } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { AFTER_END, T0, appealable, call, regradeDone, sitOfficial } from './appeals.test-support';

const REASON = 'Erro material no gabarito preliminar.';

/**
 * The e-mail of a score a key decision moved, once the key is out: the move named by its
 * scale (percent of points and grade out of 10, shared/results/figures), the question by its
 * printed number and her booklet's, and a changed key under her letters as well.
 */
describeBackends('the score-change e-mail', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it("names the scale, her booklet's number and the new key in her letters", async () => {
    // Keys of 10 questions: B C D A B C D A B C; C everywhere is 30.
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 10);
    await t.db
      .updateTable('simulados')
      .set({ shuffle_questions: true, shuffle_options: true })
      .where('id', '=', simuladoId)
      .execute();
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, Array(10).fill('C'));
    expect(ana.score).toBe(30);
    clock.set(AFTER_END);
    const review = await t.api.get(`/api/exam-sessions/${ana.sessionId}/review`, {
      cookie: ana.cookie,
    });
    type Booklet = { questionId: string; paperPosition?: number; optionOrder?: Option[] };
    const place = review
      .json<{ result: { answers: Booklet[] } }>()
      .result.answers.find((a) => a.questionId === questions[0]!.id);
    expect(place?.paperPosition).toBeGreaterThan(0);
    expect(place?.optionOrder).toHaveLength(4);

    const changed = await call(
      t.app,
      'PUT',
      `/api/admin/simulados/${simuladoId}/questions/${questions[0]!.id}/correct-option`,
      admin.cookie,
      { correctOption: 'C', reason: REASON },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await regradeDone(t.app, admin.cookie, simuladoId);
    const [mail] = await waitForEmails(t.db, ana.email, 1);
    const key = bothLetters('ABCD', place!.optionOrder, 'C');
    for (const body of [mail!.text_body, mail!.html_body]) {
      expect(body).toContain(
        `Questão 1 (sua prova: ${place!.paperPosition}) com gabarito alterado — seu aproveitamento passou de 30,0% para 40,0% dos pontos (nota 3,0/10 → 4,0/10).`,
      );
      expect(body).toContain('Novo gabarito: ');
      expect(body).toContain(key);
    }
    expect(mail!.text_body).toContain(`Novo gabarito: ${key}`);
  });

  it('says nothing of a booklet or a new key for an annulment on a printed-order paper', async () => {
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 10);
    const bia = await sitOfficial(t.api, t.db, clock, simuladoId, questions, Array(10).fill('C'));
    clock.set(AFTER_END);
    const annulled = await call(
      t.app,
      'POST',
      `/api/admin/simulados/${simuladoId}/questions/${questions[0]!.id}/annul`,
      admin.cookie,
      { reason: REASON },
    );
    expect(annulled.statusCode, annulled.body).toBe(200);
    await regradeDone(t.app, admin.cookie, simuladoId);
    const [mail] = await waitForEmails(t.db, bia.email, 1);
    expect(mail!.text_body).toContain(
      'Questão 1 anulada — seu aproveitamento passou de 30,0% para 40,0% dos pontos (nota 3,0/10 → 4,0/10).',
    );
    expect(mail!.text_body).not.toContain('sua prova');
    expect(mail!.text_body).not.toContain('Novo gabarito');
  });
});
