import { expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { signedIn } from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  AFTER_END,
  APPEALS_UNTIL,
  END,
  T0,
  appealable,
  call,
  regradeDone,
  sitOfficial,
} from './appeals.test-support';

/**
 * GET /api/me/appeals/window: what the review needs to offer 'Interpor recurso' only while
 * it may be used, and the decisions a results screen opened earlier has not seen; and
 * 'Meus recursos' names the simulado of each appeal.
 */
describeBackends('appeals: the window as a candidate sees it', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('says when the window opens and closes, to whom, and the decisions once the key is out', async () => {
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 3);
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'C', 'A']);
    const outsider = await signedIn(t.api, t.db);
    const windowOf = async (cookie: string) => {
      const res = await call(
        t.app,
        'GET',
        `/api/me/appeals/window?simuladoId=${simuladoId}`,
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // During the exam, no window set yet.
    expect(await windowOf(ana.cookie)).toEqual({
      opensAt: END.toISOString(),
      closesAt: null,
      open: false,
      eligible: true,
      decisions: [],
    });
    const set = await call(
      t.app,
      'PUT',
      `/api/admin/simulados/${simuladoId}/appeals-window`,
      admin.cookie,
      {
        appealsUntil: APPEALS_UNTIL.toISOString(),
      },
    );
    expect(set.statusCode, set.body).toBe(200);
    // A decision under the embargo is not leaked to the window's reader.
    const annul = await call(
      t.app,
      'POST',
      `/api/admin/simulados/${simuladoId}/questions/${questions[2]!.id}/annul`,
      admin.cookie,
      { reason: 'Enunciado ambíguo.' },
    );
    expect(annul.statusCode, annul.body).toBe(200);
    await regradeDone(t.app, admin.cookie, simuladoId);
    expect(await windowOf(ana.cookie)).toMatchObject({ open: false, decisions: [] });

    clock.set(AFTER_END);
    expect(await windowOf(ana.cookie)).toEqual({
      opensAt: END.toISOString(),
      closesAt: APPEALS_UNTIL.toISOString(),
      open: true,
      eligible: true,
      decisions: [
        {
          questionId: questions[2]!.id,
          correctOption: questions[2]!.correct,
          annulledReason: 'Enunciado ambíguo.',
          keyChangedReason: null,
        },
      ],
    });
    expect(await windowOf(outsider.cookie)).toMatchObject({
      open: true,
      eligible: false,
      decisions: [],
    });
    clock.set(new Date(APPEALS_UNTIL.getTime() + 1000));
    expect(await windowOf(ana.cookie)).toMatchObject({ open: false, eligible: true });
    const unknown = await call(
      t.app,
      'GET',
      `/api/me/appeals/window?simuladoId=${crypto.randomUUID()}`,
      ana.cookie,
    );
    expect(unknown.statusCode).toBe(404);

    // 'Meus recursos' names each appeal's simulado.
    clock.set(AFTER_END);
    const filed = await call(
      t.app,
      'POST',
      `/api/simulados/${simuladoId}/questions/${questions[0]!.id}/appeals`,
      ana.cookie,
      { text: 'A alternativa C também está correta segundo a doutrina.' },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const title = await t.db
      .selectFrom('simulados')
      .select('title')
      .where('id', '=', simuladoId)
      .executeTakeFirstOrThrow();
    const mine = await call(t.app, 'GET', '/api/me/appeals', ana.cookie);
    expect(mine.json()).toEqual([
      expect.objectContaining({ simuladoId, simuladoTitle: title.title, questionNumber: 1 }),
    ]);
  });
});
