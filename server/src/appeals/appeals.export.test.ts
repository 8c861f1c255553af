import { expect, it } from 'vitest';
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

/** 'Baixar meus dados' holds her appeals, as 'Meus recursos' shows them, and nobody else's. */
describeBackends('appeals in the account data export', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('exports her appeal with its text and status, and not another candidate’s', async () => {
    const { simuladoId, questions } = await appealable(t.api, t.db, 3);
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'C', 'A']);
    const bia = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['A', 'C', 'D']);
    await t.db
      .updateTable('simulados')
      .set({ appeals_until: APPEALS_UNTIL })
      .where('id', '=', simuladoId)
      .execute();
    clock.set(AFTER_END);
    for (const [who, text] of [
      [ana, 'A alternativa C também está correta segundo a doutrina.'],
      [bia, 'O enunciado da questão é ambíguo quanto ao prazo.'],
    ] as const) {
      const filed = await call(
        t.app,
        'POST',
        `/api/simulados/${simuladoId}/questions/${questions[0]!.id}/appeals`,
        who.cookie,
        { text },
      );
      expect(filed.statusCode, filed.body).toBe(201);
    }
    const exported = await call(t.app, 'GET', '/api/me/export', ana.cookie);
    expect(exported.statusCode, exported.body).toBe(200);
    const data = exported.json() as { appeals: unknown[] };
    expect(data.appeals).toEqual([
      expect.objectContaining({
        simuladoId,
        questionNumber: 1,
        text: 'A alternativa C também está correta segundo a doutrina.',
        status: 'PENDING',
      }),
    ]);
    expect(exported.body).not.toContain('ambíguo');
  });
});
