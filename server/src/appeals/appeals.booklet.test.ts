import { expect, it } from 'vitest';
import type { MyAppeal } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  AFTER_END,
  APPEALS_UNTIL,
  T0,
  appealable,
  call,
  sitOfficial,
} from './appeals.test-support';

const TEXT = 'A alternativa C também está correta segundo a doutrina majoritária.';

describeBackends('appeals of a shuffled booklet', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('name the printed number and where her booklet had the question', async () => {
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 12);
    await t.db
      .updateTable('simulados')
      .set({ shuffle_questions: true })
      .where('id', '=', simuladoId)
      .execute();
    const window = `/api/admin/simulados/${simuladoId}/appeals-window`;
    const set = await call(t.app, 'PUT', window, admin.cookie, {
      appealsUntil: APPEALS_UNTIL.toISOString(),
    });
    expect(set.statusCode, set.body).toBe(200);
    const sitter = await sitOfficial(t.api, t.db, clock, simuladoId, questions, []);
    clock.set(AFTER_END);
    const booklet = (
      await t.api.get(`/api/exam-sessions/${sitter.sessionId}/review`, { cookie: sitter.cookie })
    ).json<{ result: { answers: { questionId: string; paperPosition?: number }[] } }>();

    const q = questions[6]!;
    const url = `/api/simulados/${simuladoId}/questions/${q.id}/appeals`;
    const filed = await call(t.app, 'POST', url, sitter.cookie, { text: TEXT });
    expect(filed.statusCode, filed.body).toBe(201);

    const mine = await call(t.app, 'GET', '/api/me/appeals', sitter.cookie);
    const position = booklet.result.answers.find((a) => a.questionId === q.id)?.paperPosition;
    expect(position).toBeGreaterThan(0);
    expect(mine.json<MyAppeal[]>()).toMatchObject([
      { questionId: q.id, questionNumber: 7, paperPosition: position },
    ]);
  });
});
