import { expect, it } from 'vitest';
import { SAVE_GRACE_MS, type MyAppeal } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { MINUTE, candidate } from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  APPEALS_UNTIL,
  END,
  T0,
  appealable,
  call,
  regradeDone,
  sitOfficial,
} from './appeals.test-support';

const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

/**
 * The appeals window opens at the end, but with extra time granted the key is held until
 * the last accommodated deadline: a decision on an appeal answered in between is the new
 * key (its reply names it), so 'Meus recursos' keeps it back like the key itself.
 */
describeBackends('appeals: a decision while an accommodated candidate still writes', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('shows the appellant her answered appeal only once the key is out', async () => {
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 3);
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'C', 'A']);
    const caio = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['A', 'C', 'A']);
    const bia = await candidate(t.api, t.db, simuladoId);
    const window = await call(
      t.app,
      'PUT',
      `/api/admin/simulados/${simuladoId}/appeals-window`,
      admin.cookie,
      { appealsUntil: APPEALS_UNTIL.toISOString() },
    );
    expect(window.statusCode, window.body).toBe(200);
    const grant = await call(
      t.app,
      'PUT',
      `/api/admin/simulados/${simuladoId}/accommodations`,
      admin.cookie,
      { email: bia.email, extraMinutes: 60, reason: 'Laudo médico' },
    );
    expect(grant.statusCode, grant.body).toBe(200);

    // Five minutes after the general end: Bia may write for 55 more minutes.
    clock.set(at(END, 5));
    const question = questions[0]!;
    const filed = await call(
      t.app,
      'POST',
      `/api/simulados/${simuladoId}/questions/${question.id}/appeals`,
      ana.cookie,
      { text: 'A alternativa A também está correta segundo a doutrina.' },
    );
    expect([201, 400]).toContain(filed.statusCode);
    if (filed.statusCode === 400) return; // Filing waits for the key: nothing to leak.
    const reason = `A alternativa correta é a ${question.wrong}, conforme a lei.`;
    const change = await call(
      t.app,
      'PUT',
      `/api/admin/simulados/${simuladoId}/questions/${question.id}/correct-option`,
      admin.cookie,
      { correctOption: question.wrong, reason },
    );
    expect(change.statusCode, change.body).toBe(200);
    await regradeDone(t.app, admin.cookie, simuladoId);

    const mine = async () => {
      const res = await call(t.app, 'GET', '/api/me/appeals', ana.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as MyAppeal[];
    };
    const held = await mine();
    expect(held).toHaveLength(1);
    expect(JSON.stringify(held)).not.toContain(reason);
    expect(held[0]).toMatchObject({ status: 'PENDING', reply: null, decidedAt: null });

    // Appealing a question already decided answers the appeal: the decision is held there too.
    const late = await call(
      t.app,
      'POST',
      `/api/simulados/${simuladoId}/questions/${question.id}/appeals`,
      caio.cookie,
      { text: 'Também recorro: a alternativa A está correta segundo a lei.' },
    );
    expect(late.statusCode, late.body).toBe(201);
    expect(late.body).not.toContain(reason);
    expect(late.json()).toMatchObject({ status: 'PENDING', reply: null, decidedAt: null });

    clock.set(new Date(at(END, 60).getTime() + SAVE_GRACE_MS));
    expect((await mine())[0]).toMatchObject({ status: 'KEY_CHANGED', reply: reason });
  });
});
