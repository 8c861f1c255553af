import type { Socket } from 'socket.io-client';
import { expect, it } from 'vitest';
import {
  RANKING_EVENTS,
  REGRADE_EVENT,
  scoreChangeLine,
  type RankingUpdatedEvent,
} from '@gabaritei/shared';
import { waitForEmails } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { examApi } from '../exam/exam.test-support';
import { useSocketClients } from '../realtime/socket.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { AFTER_END, T0, appealable, call, regradeDone, sitOfficial } from './appeals.test-support';

/**
 * A key change and an annulment regrade every stored attempt; the ranking a
 * watcher holds moves without a reload, each affected candidate gets an e-mail and a note,
 * and the review shows the new key / ANULADA with the reason.
 */
describeBackends('regrade after key decisions', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const open = useSocketClients(t);

  /** The next ranking:updated whose order of names is `order`. */
  function rankingWhere(watcher: Socket, predicate: (e: RankingUpdatedEvent) => boolean) {
    return new Promise<RankingUpdatedEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the ranking did not move')), 20_000);
      const listener = (event: RankingUpdatedEvent) => {
        if (!predicate(event)) return;
        clearTimeout(timer);
        watcher.off(RANKING_EVENTS.updated, listener);
        resolve(event);
      };
      watcher.on(RANKING_EVENTS.updated, listener);
    });
  }

  it('moves scores, positions and the live ranking, and tells each candidate', async () => {
    // Keys: Q1 B, Q2 C, Q3 D, Q4 A (createSimulado).
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 4);
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'C', 'A', 'B']);
    const bia = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'A', 'D', 'A']);
    expect([ana.score, bia.score]).toEqual([50, 75]);
    // A practice attempt is regraded too (written as the practice route stores one).
    const practiceId = await insertPractice(t.db, simuladoId, bia.id, questions, [
      'A',
      'A',
      'A',
      'B',
    ]);

    clock.set(AFTER_END);
    const watcher = await open();
    watcher.emit(RANKING_EVENTS.join, simuladoId);
    const adminTab = await open(admin.cookie);
    const stages: string[] = [];
    adminTab.on(REGRADE_EVENT, (event: { status: string }) => stages.push(event.status));
    await new Promise((resolve) => setTimeout(resolve, 200));

    // 1. Q4's key becomes B: Ana 50 → 75 (first, less… equal time: by id), Bia 75 → 50.
    const anaFirst = rankingWhere(
      watcher,
      (e) => e.rankings[0]?.userId === ana.id && e.rankings[0]?.score === 75,
    );
    // A key the format does not take (E on an A–D paper) is refused and changes nothing:
    // the audit list at the end holds only the two decisions below.
    const outside = await call(
      t.app,
      'PUT',
      `/api/admin/simulados/${simuladoId}/questions/${questions[3]!.id}/correct-option`,
      admin.cookie,
      { correctOption: 'E', reason: 'Uma alternativa que a prova não tem.' },
    );
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'INVALID_ANSWER',
      message: 'Alternativa inválida: use A, B, C ou D.',
    });
    const changed = await call(
      t.app,
      'PUT',
      `/api/admin/simulados/${simuladoId}/questions/${questions[3]!.id}/correct-option`,
      admin.cookie,
      { correctOption: 'B', reason: 'O gabarito preliminar trazia erro material.' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      keyChange: { kind: 'CHANGE_KEY', before: 'A', after: 'B', number: 4 },
      regrade: { status: 'QUEUED' },
    });
    expect(await regradeDone(t.app, admin.cookie, simuladoId)).toMatchObject({ affected: 3 });
    const first = await anaFirst;
    expect(first.rankings.map((r) => [r.userId, r.score, r.rank])).toEqual([
      [ana.id, 75, 1],
      [bia.id, 50, 2],
    ]);

    clock.set(new Date(AFTER_END.getTime() + 60_000));
    // 2. Q3 annulled: credited to all — Ana 75 → 100; Bia had it right, stays at 50.
    const annulled = await call(
      t.app,
      'POST',
      `/api/admin/simulados/${simuladoId}/questions/${questions[2]!.id}/annul`,
      admin.cookie,
      { reason: 'O enunciado admite duas respostas.' },
    );
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(await regradeDone(t.app, admin.cookie, simuladoId)).toMatchObject({ affected: 2 });
    const again = await call(
      t.app,
      'POST',
      `/api/admin/simulados/${simuladoId}/questions/${questions[2]!.id}/annul`,
      admin.cookie,
      { reason: 'De novo, por engano.' },
    );
    expect(again.statusCode).toBe(409);

    const scores = await t.db
      .selectFrom('results')
      .select(['user_id', 'attempt_type', 'score', 'correct_count'])
      .where('simulado_id', '=', simuladoId)
      .orderBy('score', 'desc')
      .execute();
    expect(scores).toEqual([
      { user_id: ana.id, attempt_type: 'OFFICIAL', score: 100, correct_count: 4 },
      { user_id: bia.id, attempt_type: 'OFFICIAL', score: 50, correct_count: 2 },
      // Practice A A A B: Q3 annulled + Q4 now B = 2 of 4.
      { user_id: bia.id, attempt_type: 'PRACTICE', score: 50, correct_count: 2 },
    ]);
    expect(practiceId).toBeTruthy();
    expect(stages).toEqual(expect.arrayContaining(['REGRADING', 'RANKING', 'DONE']));

    // The notes and the e-mails say how each score moved.
    const notes = await call(
      t.app,
      'GET',
      `/api/me/score-changes?simuladoId=${simuladoId}`,
      ana.cookie,
    );
    expect(notes.json().map(scoreChangeLine)).toEqual([
      'Questão 3 anulada — seu aproveitamento passou de 75,0% para 100,0% dos pontos (nota 7,5/10 → 10,0/10)',
      'Questão 4 com gabarito alterado — seu aproveitamento passou de 50,0% para 75,0% dos pontos (nota 5,0/10 → 7,5/10)',
    ]);
    const mails = await waitForEmails(t.db, ana.email, 2);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Sua nota mudou: ')]),
    );
    expect(mails.map((m) => m.text_body).join('\n')).toContain(
      'Questão 3 anulada — seu aproveitamento passou de 75,0% para 100,0% dos pontos (nota 7,5/10 → 10,0/10)',
    );

    // The review shows ANULADA's reason and the new key's.
    const review = await examApi(t.api).review(ana.cookie, ana.sessionId);
    expect(review.statusCode, review.body).toBe(200);
    const shown = (review.json().result ?? review.json()).questions as Array<{
      correctOption: string;
      annulledReason: string | null;
      keyChangedReason: string | null;
    }>;
    expect(shown[2]).toMatchObject({ annulledReason: 'O enunciado admite duas respostas.' });
    expect(shown[3]).toMatchObject({
      correctOption: 'B',
      keyChangedReason: 'O gabarito preliminar trazia erro material.',
    });

    // The audit list: newest first, who, before and after.
    const audit = await call(
      t.app,
      'GET',
      `/api/admin/simulados/${simuladoId}/key-changes`,
      admin.cookie,
    );
    expect(
      audit
        .json()
        .map((k: { kind: string; before: string; after: string }) => [k.kind, k.before, k.after]),
    ).toEqual([
      ['ANNUL', 'D', 'ANULADA'],
      ['CHANGE_KEY', 'A', 'B'],
    ]);
  });
});

async function insertPractice(
  db: Db,
  simuladoId: string,
  userId: string,
  questions: readonly { id: string; correct: string }[],
  choices: readonly ('A' | 'B' | 'C' | 'D')[],
): Promise<string> {
  const correct = questions.filter((q, i) => q.correct === choices[i]).length;
  const { id } = await db
    .insertInto('results')
    .values({
      user_id: userId,
      simulado_id: simuladoId,
      attempt_type: 'PRACTICE',
      score: (correct / questions.length) * 100,
      correct_count: correct,
      total_questions: questions.length,
      duration_seconds: 600,
      completed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('result_answers')
    .values(
      questions.map((q, i) => ({
        result_id: id,
        question_id: q.id,
        selected_option: choices[i]!,
        is_correct: q.correct === choices[i],
      })),
    )
    .execute();
  return id;
}
