import { expect, it } from 'vitest';
import { ADMIN_MESSAGES, type SimuladoSummary } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { createSimulado, insertResult, signedIn } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { useAdminSuite } from './admin.test-support';

describeBackends('administration of simulados', (backend) => {
  const clock = createFakeClock('2026-11-22T15:00:00.000Z');
  const { t, admin, root } = useAdminSuite(backend, { clock });

  it('creates a simulado from the form, in centavos and São Paulo time', async () => {
    const res = await admin.post(
      '/api/admin/simulados',
      {
        title: '  Polícia Federal 2027 ',
        subject: '',
        description: '   ',
        price: 29.9,
        durationMinutes: null,
        startDate: '2026-12-01T09:00',
        endDate: '2026-12-01T21:30',
      },
      root.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const row = await t.db
      .selectFrom('simulados')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: 'Polícia Federal 2027',
      subject: null,
      description: null,
      price_cents: 2990,
      duration_minutes: null,
      start_date: new Date('2026-12-01T12:00:00.000Z'),
      end_date: new Date('2026-12-02T00:30:00.000Z'),
    });
    const list = (await admin.get('/api/admin/simulados', root.cookie)).json() as SimuladoSummary[];
    expect(list.find((s) => s.id === id)).toMatchObject({
      price: 29.9,
      durationMinutes: 90,
      questionCount: 0,
    });
    const zoned = await admin.createSimulado(root.cookie, {
      startDate: '2026-12-01T09:00:00-03:00',
      durationMinutes: 1,
    });
    const zonedRow = await t.db
      .selectFrom('simulados')
      .select(['start_date', 'duration_minutes'])
      .where('id', '=', zoned)
      .executeTakeFirstOrThrow();
    expect(zonedRow).toEqual({
      start_date: new Date('2026-12-01T12:00:00Z'),
      duration_minutes: 1,
    });
  });

  it('refuses every invalid simulado with a 400 and stores nothing', async () => {
    const before = await t.db.selectFrom('simulados').select('id').execute();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '', price: 0 }, ADMIN_MESSAGES.titleRequired],
      [{ title: '   ', price: 0 }, ADMIN_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(201), price: 0 }, ADMIN_MESSAGES.titleTooLong],
      [{ price: 0 }, ADMIN_MESSAGES.titleRequired],
      [{ title: 'T' }, ADMIN_MESSAGES.priceInvalid],
      [{ title: 'T', price: -0.01 }, ADMIN_MESSAGES.priceInvalid],
      [{ title: 'T', price: 10.005 }, ADMIN_MESSAGES.priceInvalid],
      [{ title: 'T', price: '10' }, ADMIN_MESSAGES.priceInvalid],
      [{ title: 'T', price: 0, durationMinutes: 0 }, ADMIN_MESSAGES.durationInvalid],
      [{ title: 'T', price: 0, durationMinutes: 1.5 }, ADMIN_MESSAGES.durationInvalid],
      [{ title: 'T', price: 0, startDate: '2026-02-30T10:00' }, ADMIN_MESSAGES.dateInvalid],
      [
        { title: 'T', price: 0, startDate: '2026-12-02T10:00', endDate: '2026-12-02T10:00' },
        ADMIN_MESSAGES.datesOutOfOrder,
      ],
      [
        { title: 'T', price: 0, startDate: '2026-12-03T10:00', endDate: '2026-12-02T10:00' },
        ADMIN_MESSAGES.datesOutOfOrder,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await admin.post('/api/admin/simulados', payload, root.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    const ok = await admin.post('/api/admin/simulados', { title: 'T', price: 10.1 }, root.cookie);
    expect(ok.statusCode).toBe(201);
    expect((await t.db.selectFrom('simulados').select('id').execute()).length).toBe(
      before.length + 1,
    );
  });

  it('deletes an untouched simulado with its questions', async () => {
    const id = await createSimulado(t.db, { questions: 3 });
    const res = await admin.delete(`/api/admin/simulados/${id}`, root.cookie);
    expect(res.json()).toEqual({ id, outcome: 'deleted' });
    expect(await t.db.selectFrom('simulados').select('id').where('id', '=', id).execute()).toEqual(
      [],
    );
    expect(
      await t.db.selectFrom('questions').select('id').where('simulado_id', '=', id).execute(),
    ).toEqual([]);
    expect((await admin.delete(`/api/admin/simulados/${id}`, root.cookie)).statusCode).toBe(404);
  });

  it('archives a bought simulado: gone for new buyers, kept in the buyer history', async () => {
    const id = await createSimulado(t.db, { title: 'Arquivável', questions: 2 });
    const buyer = await signedIn(t.api, t.db);
    expect(
      (await t.api.post('/api/purchases', { simuladoId: id }, { cookie: buyer.cookie })).statusCode,
    ).toBe(201);
    await insertResult(t.db, { userId: buyer.id, simuladoId: id, completedAt: clock.now() });

    const res = await admin.delete(`/api/admin/simulados/${id}`, root.cookie);
    expect(res.json()).toEqual({ id, outcome: 'archived' });

    const catalogue = (await t.api.get('/api/simulados')).json() as SimuladoSummary[];
    expect(catalogue.map((s) => s.id)).not.toContain(id);
    expect((await t.api.get(`/api/simulados/${id}`)).statusCode).toBe(404);
    const adminList = (
      await admin.get('/api/admin/simulados', root.cookie)
    ).json() as SimuladoSummary[];
    expect(adminList.map((s) => s.id)).not.toContain(id);
    const newcomer = await signedIn(t.api, t.db);
    expect(
      (await t.api.post('/api/purchases', { simuladoId: id }, { cookie: newcomer.cookie }))
        .statusCode,
    ).toBe(404);
    const history = (await t.api.get('/api/purchases/my', { cookie: buyer.cookie })).json();
    expect(history).toMatchObject([{ simuladoId: id, title: 'Arquivável', questionCount: 2 }]);
    const results = (await t.api.get(`/api/result/${buyer.id}`, { cookie: buyer.cookie })).json();
    expect(results).toHaveLength(1);
    expect((await admin.delete(`/api/admin/simulados/${id}`, root.cookie)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/simulados/${id}`, root.cookie)).statusCode).toBe(404);
  });

  it('archives a simulado someone sat without buying (practice)', async () => {
    const id = await createSimulado(t.db);
    const sitter = await signedIn(t.api, t.db);
    await insertResult(t.db, {
      userId: sitter.id,
      simuladoId: id,
      completedAt: clock.now(),
      attemptType: 'PRACTICE',
    });
    expect((await admin.delete(`/api/admin/simulados/${id}`, root.cookie)).json().outcome).toBe(
      'archived',
    );
  });

  it('gives the editor the questions with the answer key', async () => {
    const id = await createSimulado(t.db, { questions: 2 });
    const res = await admin.get(`/api/admin/simulados/${id}`, root.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().questions).toHaveLength(2);
    expect(res.json().questions[0]).toHaveProperty('correctOption');
  });

  it('counts users, simulados, purchases, attempts today, messages', async () => {
    const before = (await admin.get('/api/admin/panel', root.cookie)).json();
    const id = await createSimulado(t.db);
    const student = await signedIn(t.api, t.db);
    await t.api.post('/api/purchases', { simuladoId: id }, { cookie: student.cookie });
    await insertResult(t.db, { userId: student.id, simuladoId: id, completedAt: clock.now() });
    // 02:00 UTC of the 22nd is still the 21st in São Paulo: not today.
    const other = await signedIn(t.api, t.db);
    await insertResult(t.db, {
      userId: other.id,
      simuladoId: id,
      completedAt: new Date('2026-11-22T02:00:00Z'),
    });
    await t.db
      .insertInto('contact_messages')
      .values({ name: 'Visitante', email: 'v@example.com', message: 'Mensagem de teste.' })
      .execute();
    const after = (await admin.get('/api/admin/panel', root.cookie)).json();
    expect(after).toEqual({
      users: { ...before.users, STUDENT: before.users.STUDENT + 2 },
      simulados: before.simulados + 1,
      purchases: before.purchases + 1,
      attemptsToday: before.attemptsToday + 1,
      contactMessages: before.contactMessages + 1,
    });
  });
});
