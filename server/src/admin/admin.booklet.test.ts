import { expect, it } from 'vitest';
import { ADMIN_MESSAGES, LOCKED_FIELD_LABELS, type AdminSimulado } from '@gabaritei/shared';
import { createAccount } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { describeBackends } from '../test/support';
import { useAdminSuite } from './admin.test-support';

describeBackends('the booklet order of a simulado in the back office', (backend) => {
  const clock = createFakeClock('2026-11-22T15:00:00.000Z');
  const { t, admin, root } = useAdminSuite(backend, { clock });

  const flags = (id: string) =>
    t.db
      .selectFrom('simulados')
      .select(['shuffle_questions', 'shuffle_options'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const listed = async (id: string) => {
    const res = await admin.get('/api/admin/simulados', root.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminSimulado[]>().find((s) => s.id === id);
  };

  it('is the printed order unless asked, and is set at creation and edited before anyone starts', async () => {
    const plain = await admin.createSimulado(root.cookie, { title: 'Impressa' });
    expect(await flags(plain)).toEqual({ shuffle_questions: false, shuffle_options: false });

    const id = await admin.createSimulado(root.cookie, { title: 'Tipos', shuffleQuestions: true });
    expect(await listed(id)).toMatchObject({ shuffleQuestions: true, shuffleOptions: false });

    const res = await admin.patch(
      `/api/admin/simulados/${id}`,
      { shuffleQuestions: false, shuffleOptions: true },
      root.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await flags(id)).toEqual({ shuffle_questions: false, shuffle_options: true });

    const bad = await admin.patch(
      `/api/admin/simulados/${id}`,
      { shuffleOptions: 'sim' },
      root.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(ADMIN_MESSAGES.shuffleInvalid);
  });

  it('refuses to change the order once anyone started (409), and takes the same value again', async () => {
    const id = await admin.createSimulado(root.cookie, {
      title: 'Começada',
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    const student = await createAccount(t.db, { role: 'STUDENT' });
    // Started, not submitted: her order was already handed out.
    await t.db
      .insertInto('exam_sessions')
      .values({
        user_id: student.user.id,
        simulado_id: id,
        status: 'IN_PROGRESS',
        started_at: clock.now(),
        expires_at: new Date(clock.now().getTime() + 3_600_000),
      })
      .execute();

    for (const [field, label] of [
      ['shuffleQuestions', LOCKED_FIELD_LABELS.shuffleQuestions],
      ['shuffleOptions', LOCKED_FIELD_LABELS.shuffleOptions],
    ] as const) {
      const res = await admin.patch(`/api/admin/simulados/${id}`, { [field]: false }, root.cookie);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'SIMULADO_HAS_ATTEMPTS' });
      expect(res.json().message).toContain(label);
    }
    expect(await flags(id)).toEqual({ shuffle_questions: true, shuffle_options: true });

    const same = await admin.patch(
      `/api/admin/simulados/${id}`,
      { shuffleQuestions: true, title: 'Começada de novo' },
      root.cookie,
    );
    expect(same.statusCode, same.body).toBe(200);
  });
});
