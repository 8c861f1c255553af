import { expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminUser } from '@gabaritei/shared';
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
});
