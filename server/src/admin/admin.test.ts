import { expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminUser, type SimuladoSummary } from '@gabaritei/shared';
import { createAccount, signIn, uniqueEmail } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import {
  createSimulado,
  insertResult,
  randomUuid,
  signedIn,
} from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { useAdminSuite } from './admin.test-support';

const ENDPOINTS: Array<[method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown]> = [
  ['GET', '/api/admin/panel'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users/teacher', { name: 'X', email: 'x@example.com', password: '12345678' }],
  ['POST', '/api/admin/users/admin', { name: 'X', email: 'x@example.com', password: '12345678' }],
  ['POST', '/api/admin/users/student', { name: 'X', email: 'x@example.com', password: '12345678' }],
  ['DELETE', `/api/admin/users/${randomUuid()}`],
  ['GET', '/api/admin/simulados'],
  ['POST', '/api/admin/simulados', { title: 'T', price: 0 }],
  ['GET', `/api/admin/simulados/${randomUuid()}`],
  ['DELETE', `/api/admin/simulados/${randomUuid()}`],
  ['POST', `/api/admin/simulados/${randomUuid()}/questions/csv`, { csvContent: 'a' }],
];

describeBackends('administration', (backend) => {
  const clock = createFakeClock('2026-11-22T15:00:00.000Z');
  const { t, admin, root } = useAdminSuite(backend, { clock });

  const send = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    method === 'GET'
      ? admin.get(url, cookie)
      : method === 'POST'
        ? admin.post(url, payload ?? {}, cookie)
        : admin.delete(url, cookie);

  it('lets only an ADMIN in: 401 anonymous, 403 teacher and student', async () => {
    const student = await signedIn(t.api, t.db, 'STUDENT');
    const teacher = await signedIn(t.api, t.db, 'TEACHER');
    for (const [method, url, payload] of ENDPOINTS) {
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(
        401,
      );
      for (const who of [student, teacher]) {
        const res = await send(method, url, who.cookie, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      }
      const res = await send(method, url, root.cookie, payload);
      expect([401, 403], `${method} ${url}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('creates verified accounts of every role that sign in at once', async () => {
    for (const [path, role] of [
      ['teacher', 'TEACHER'],
      ['admin', 'ADMIN'],
      ['student', 'STUDENT'],
    ] as const) {
      const email = uniqueEmail(path);
      const res = await admin.post(
        `/api/admin/users/${path}`,
        { name: ` Conta ${path} `, email: email.toUpperCase(), password: 'senha-forte-1' },
        root.cookie,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        name: `Conta ${path}`,
        email,
        role,
        emailVerified: true,
      });
      await signIn(t.api, email, 'senha-forte-1');
      const again = await admin.post(
        `/api/admin/users/${path}`,
        { name: 'Outra', email, password: 'senha-forte-1' },
        root.cookie,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('EMAIL_TAKEN');
    }
    const list = (await admin.get('/api/admin/users?pageSize=100', root.cookie)).json()
      .users as AdminUser[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['createdAt', 'email', 'emailVerified', 'id', 'name', 'role'].sort(),
    );
  });

  it('refuses bad accounts with a pt-BR 400 and creates nothing', async () => {
    const email = uniqueEmail('ruim');
    for (const payload of [
      { name: 'Ana', email, password: 'curta' },
      { name: '', email, password: 'senha-forte-1' },
      { name: 'Ana', email: 'não-é-email', password: 'senha-forte-1' },
      { name: 'Ana', email },
    ]) {
      const res = await admin.post('/api/admin/users/student', payload, root.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[a-zà-ú]/);
    }
    expect(await t.db.selectFrom('users').where('email', '=', email).selectAll().execute()).toEqual(
      [],
    );
  });

  it('refuses deleting oneself; another administrator may', async () => {
    const other = await signedIn(t.api, t.db, 'ADMIN');
    const self = await admin.delete(`/api/admin/users/${other.id}`, other.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
    const res = await admin.delete(`/api/admin/users/${other.id}`, root.cookie);
    expect(res.statusCode).toBe(200);
    expect((await admin.get('/api/auth/me', other.cookie)).statusCode).toBe(401);
    expect((await admin.delete(`/api/admin/users/${other.id}`, root.cookie)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/users/nao-e-uuid', root.cookie)).statusCode).toBe(400);
  });

  it('deletes a user: sessions end, personal data goes, results leave, purchases stay anonymised', async () => {
    const simulado = await createSimulado(t.db, { priceCents: 1990 });
    const student = await signedIn(t.api, t.db, 'STUDENT');
    const secondCookie = await signIn(t.api, student.email, 'senha-segura-123');
    const bought = await t.api.post(
      '/api/purchases',
      { simuladoId: simulado },
      { cookie: student.cookie },
    );
    expect(bought.statusCode).toBe(201);
    await insertResult(t.db, {
      userId: student.id,
      simuladoId: simulado,
      completedAt: clock.now(),
    });
    const teacher = await createAccount(t.db, { role: 'TEACHER' });
    const { id: classId } = await t.db
      .insertInto('classes')
      .values({ teacher_id: teacher.user.id, name: 'Turma A', max_students: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('class_students')
      .values({ class_id: classId, email: student.email })
      .execute();
    await t.db
      .insertInto('contact_messages')
      .values({ name: 'Aluno', email: student.email, message: 'Olá, tenho uma dúvida.' })
      .execute();
    expect((await admin.get('/api/auth/me', student.cookie)).statusCode).toBe(200);

    const res = await admin.delete(`/api/admin/users/${student.id}`, root.cookie);
    expect(res.statusCode, res.body).toBe(200);

    for (const cookie of [student.cookie, secondCookie])
      expect((await admin.get('/api/auth/me', cookie)).statusCode).toBe(401);
    const byUser = (table: 'users' | 'sessions' | 'results') =>
      t.db
        .selectFrom(table)
        .selectAll()
        .where(table === 'users' ? 'id' : 'user_id', '=', student.id)
        .execute();
    expect(await byUser('users')).toEqual([]);
    expect(await byUser('sessions')).toEqual([]);
    expect(await byUser('results')).toEqual([]);
    const purchase = await t.db
      .selectFrom('purchases')
      .selectAll()
      .where('id', '=', bought.json().id)
      .executeTakeFirstOrThrow();
    expect(purchase).toMatchObject({ user_id: null, simulado_id: simulado, price_cents: 1990 });
    expect(purchase.anonymised_at).toEqual(clock.now());
    const leftovers = await Promise.all([
      t.db.selectFrom('class_students').selectAll().where('email', '=', student.email).execute(),
      t.db.selectFrom('contact_messages').selectAll().where('email', '=', student.email).execute(),
      t.db
        .selectFrom('outbox_emails')
        .selectAll()
        .where('to_address', '=', student.email)
        .execute(),
    ]);
    expect(leftovers).toEqual([[], [], []]);
    const users = (await admin.get('/api/admin/users?pageSize=100', root.cookie)).json()
      .users as AdminUser[];
    expect(users.map((u) => u.id)).not.toContain(student.id);
  });

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
