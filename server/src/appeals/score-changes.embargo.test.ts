import { expect, it } from 'vitest';
import { keyEmbargoMessage, SAVE_GRACE_MS } from '@gabaritei/shared';
import { waitForEmails } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  AFTER_END,
  END,
  START,
  T0,
  appealable,
  call,
  regradeDone,
  sitOfficial,
} from './appeals.test-support';

const REASON = 'Erro material no gabarito preliminar.';

/**
 * A key decision taken while the key is still embargoed (released at the end plus the
 * grace): the candidate hears that their score changed and when the details open, and
 * nothing that would give the key away — no question, no decision, no scores, no reason.
 * The same notes carry the details once the key is out.
 */
describeBackends('score-change notes under the key embargo', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('say only that the score changed, and give the details once the key is out', async () => {
    // Keys of 10 questions: B C D A B C D A B C; C everywhere is 30.
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 10);
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, Array(10).fill('C'));
    expect(ana.score).toBe(30);

    clock.set(new Date(START.getTime() + 30 * 60_000));
    const changed = await call(
      t.app,
      'PUT',
      `/api/admin/simulados/${simuladoId}/questions/${questions[0]!.id}/correct-option`,
      admin.cookie,
      { correctOption: 'C', reason: REASON },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await regradeDone(t.app, admin.cookie, simuladoId)).toMatchObject({ affected: 1 });

    const releasedAt = new Date(END.getTime() + SAVE_GRACE_MS);
    const redacted = await call(
      t.app,
      'GET',
      `/api/me/score-changes?simuladoId=${simuladoId}`,
      ana.cookie,
    );
    expect(redacted.statusCode, redacted.body).toBe(200);
    expect(redacted.json()).toEqual([
      {
        embargoed: true,
        keyReleasesAt: releasedAt.toISOString(),
        createdAt: expect.any(String),
      },
    ]);

    const [mail] = await waitForEmails(t.db, ana.email, 1);
    expect(mail!.subject).toContain('Sua nota mudou: ');
    for (const body of [mail!.text_body, mail!.html_body]) {
      expect(body).toContain('Sua nota foi recalculada após uma revisão do gabarito');
      expect(body).toContain(keyEmbargoMessage(releasedAt));
      for (const leak of ['Questão', 'anulada', 'gabarito alterado', '30,0', '40,0', REASON])
        expect(body, `${leak} leaked`).not.toContain(leak);
      expect(body).not.toContain('Motivo');
    }

    // Once the key is out, the same notes tell the whole story.
    clock.set(AFTER_END);
    const full = await call(
      t.app,
      'GET',
      `/api/me/score-changes?simuladoId=${simuladoId}`,
      ana.cookie,
    );
    expect(full.json()).toEqual([
      {
        embargoed: false,
        questionNumber: 1,
        kind: 'CHANGE_KEY',
        beforeScore: 30,
        afterScore: 40,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('tell the details at once when the decision comes after the release', async () => {
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
    expect(mail!.text_body).toContain(`Motivo: ${REASON}`);
  });
});
