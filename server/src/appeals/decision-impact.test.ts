import { expect, it } from 'vitest';
import type { DecisionImpact } from '@gabaritei/shared';
import { waitForEmails } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { AFTER_END, T0, appealable, call, regradeDone, sitOfficial } from './appeals.test-support';

/**
 * The confirmation of 'Anular questão' and 'Alterar gabarito' says beforehand what the
 * decision regrades and e-mails: the dry run counts exactly what the regrade then does,
 * writes nothing, and refuses what the decision would refuse.
 */
describeBackends('a key decision’s impact, asked before it is made', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('counts the attempts and e-mails the regrade then really makes', async () => {
    // Keys: Q1 B, Q2 C, Q3 D, Q4 A.
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 4);
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'C', 'A', 'A']);
    const bia = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'C', 'B', 'A']);
    await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'C', 'D', 'A']);
    clock.set(AFTER_END);
    const impact = async (questionIndex: number, query: string) => {
      const url = `/api/admin/simulados/${simuladoId}/questions/${questions[questionIndex]!.id}/decision-impact?${query}`;
      return call(t.app, 'GET', url, admin.cookie);
    };
    const counts = async (questionIndex: number, query: string) => {
      const res = await impact(questionIndex, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as DecisionImpact;
    };

    // Annulling Q3 credits the two who missed it; changing its key to A moves two (one
    // gains, the one who had D loses) and leaves the B answer wrong either way.
    expect(await counts(2, 'kind=ANNUL')).toEqual({ attempts: 2, emails: 2 });
    expect(await counts(2, 'kind=CHANGE_KEY&correctOption=A')).toEqual({
      attempts: 2,
      emails: 2,
    });
    // Everybody right on Q1: its annulment moves nobody.
    expect(await counts(0, 'kind=ANNUL')).toEqual({ attempts: 0, emails: 0 });

    // What the decision would refuse, the dry run refuses, and nothing is written.
    expect((await impact(2, 'kind=CHANGE_KEY&correctOption=E')).statusCode).toBe(400);
    expect((await impact(2, 'kind=CHANGE_KEY&correctOption=D')).statusCode).toBe(409);
    expect((await impact(2, 'kind=CHANGE_KEY')).statusCode).toBe(400);
    expect((await impact(2, 'kind=NADA')).statusCode).toBe(400);
    const keyChanges = await t.db.selectFrom('key_changes').selectAll().execute();
    expect(keyChanges.filter((k) => k.simulado_id === simuladoId)).toHaveLength(0);

    // The decision then moves exactly the attempts announced, and e-mails as many.
    const annul = await call(
      t.app,
      'POST',
      `/api/admin/simulados/${simuladoId}/questions/${questions[2]!.id}/annul`,
      admin.cookie,
      { reason: 'Duas alternativas corretas.' },
    );
    expect(annul.statusCode, annul.body).toBe(200);
    expect((await regradeDone(t.app, admin.cookie, simuladoId)).affected).toBe(2);
    for (const person of [ana, bia])
      expect((await waitForEmails(t.db, person.email)).map((m) => m.subject)).toEqual([
        expect.stringContaining('Sua nota mudou: '),
      ]);
    // Annulled: no further decision on it, and so no impact to ask.
    expect((await impact(2, 'kind=ANNUL')).statusCode).toBe(409);
  });
});
