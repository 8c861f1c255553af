import { expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, CLASS_MESSAGES, type ClassInfo } from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import {
  createSimulado,
  expectError,
  randomUuid,
  signedIn,
  teacherOf,
  useClassSuite,
  type Method,
} from './classes.test-support';

describeBackends('classes', (backend) => {
  const { clock, t, call, teacher: owner } = useClassSuite(backend);

  it('lets only TEACHER call, and only on their own classes', async () => {
    const klass = await owner.createClass('Turma da Matriz');
    const simulado = await createSimulado(t.db);
    expect((await owner.release(klass.id, simulado)).statusCode).toBe(200);
    expect((await owner.enrol(klass.id, 'matriz@example.com')).statusCode).toBe(201);
    const id = klass.id;
    const calls: { method: Method; url: string; body?: unknown; own?: boolean }[] = [
      { method: 'GET', url: '/api/classes', own: true },
      { method: 'POST', url: '/api/classes', body: { name: 'Outra', maxStudents: 5 }, own: true },
      { method: 'GET', url: `/api/classes/${id}` },
      {
        method: 'POST',
        url: `/api/classes/${id}/students`,
        body: { studentEmail: 'x@example.com' },
      },
      { method: 'DELETE', url: `/api/classes/${id}/students/matriz%40example.com` },
      { method: 'POST', url: `/api/classes/${id}/simulados`, body: { simuladoId: simulado } },
      { method: 'GET', url: '/api/teacher/dashboard', own: true },
      { method: 'GET', url: '/api/teacher/classes', own: true },
      { method: 'GET', url: `/api/teacher/classes/${id}` },
      { method: 'GET', url: `/api/teacher/classes/${id}/ranking/${simulado}` },
    ];
    const student = await signedIn(t.api, t.db, 'STUDENT');
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const otherTeacher = await signedIn(t.api, t.db, 'TEACHER');
    for (const { method, url, body, own } of calls) {
      expectError(await call(method, url, { body }), 401);
      expectError(await call(method, url, { body, cookie: student.cookie }), 403);
      // The role check is exact: an ADMIN does not pass on teacher routes.
      expectError(await call(method, url, { body, cookie: admin.cookie }), 403);
      const other = await call(method, url, { body, cookie: otherTeacher.cookie });
      // Another teacher only ever sees their own: someone else's class is a plain 404.
      if (own) expect(other.statusCode, `${method} ${url}`).toBeLessThan(300);
      else expectError(other, 404, CLASS_MESSAGES.classNotFound);
    }
    const mine = await call('GET', '/api/classes', { cookie: otherTeacher.cookie });
    expect(mine.json<ClassInfo[]>().map((c) => c.name)).toEqual(['Outra']);
    // Nothing changed in the owner's class.
    const after = (await owner.get(`/api/classes/${id}`)).json<ClassInfo>();
    expect(after).toMatchObject({ students: ['matriz@example.com'], simulados: [simulado] });
  });

  it('creates a class with a trimmed name and a default of 20', async () => {
    const res = await call('POST', '/api/classes', {
      cookie: owner.cookie,
      body: { name: '  Turma Beta  ' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<ClassInfo>();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Turma Beta',
      maxStudents: 20,
      currentStudents: 0,
      createdAt: '2026-11-23T10:00:00.000Z',
      students: [],
      simulados: [],
      pendingStudents: [],
      members: [],
    });
    expect((await owner.get(`/api/classes/${created.id}`)).json()).toEqual(created);
    const list = (await owner.get('/api/classes')).json<ClassInfo[]>();
    expect(list.map((c) => c.id)).toContain(created.id);
  });

  it('refuses bad input with pt-BR messages and stores nothing', async () => {
    const bad: [unknown, string][] = [
      [{ name: '', maxStudents: 10 }, CLASS_MESSAGES.nameRequired],
      [{ name: '   ' }, CLASS_MESSAGES.nameRequired],
      [{ maxStudents: 10 }, CLASS_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(121) }, CLASS_MESSAGES.nameTooLong],
      [{ name: 'T', maxStudents: 0 }, CLASS_MESSAGES.capacityRange],
      [{ name: 'T', maxStudents: 101 }, CLASS_MESSAGES.capacityRange],
      [{ name: 'T', maxStudents: 2.5 }, CLASS_MESSAGES.capacityRange],
      [{ name: 'T', maxStudents: '10' }, CLASS_MESSAGES.capacityRange],
    ];
    const teacher = await teacherOf(t.api, t.db, call);
    for (const [body, message] of bad)
      expectError(
        await call('POST', '/api/classes', { cookie: teacher.cookie, body }),
        400,
        message,
      );
    expect((await teacher.get('/api/classes')).json()).toEqual([]);
    expect((await teacher.createClass('T', 100)).maxStudents).toBe(100);
    expect((await teacher.createClass('x'.repeat(120), 1)).maxStudents).toBe(1);

    expectError(await teacher.get('/api/classes/nao-e-uuid'), 400, CLASS_MESSAGES.invalidClassId);
    expectError(
      await teacher.get(`/api/classes/${randomUuid()}`),
      404,
      CLASS_MESSAGES.classNotFound,
    );
  });

  it('enrols up to capacity, case-insensitively and once', async () => {
    const klass = await owner.createClass('Turma Pequena', 2);
    const first = await owner.enrol(klass.id, '  Ana.Souza@Example.COM ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ClassInfo>()).toMatchObject({
      currentStudents: 1,
      students: ['ana.souza@example.com'],
    });
    expectError(
      await owner.enrol(klass.id, 'ANA.SOUZA@example.com'),
      409,
      CLASS_MESSAGES.alreadyEnrolled,
    );
    expect((await owner.enrol(klass.id, 'bruno@example.com')).statusCode).toBe(201);
    expectError(await owner.enrol(klass.id, 'carla@example.com'), 409, CLASS_MESSAGES.classFull);
    // A duplicate in a full class is still reported as the duplicate.
    expectError(
      await owner.enrol(klass.id, 'bruno@example.com'),
      409,
      CLASS_MESSAGES.alreadyEnrolled,
    );
    expectError(await owner.enrol(klass.id, 'nao-e-email'), 400);
    expectError(await owner.enrol(klass.id, ''), 400);

    const detail = (await owner.get(`/api/classes/${klass.id}`)).json<ClassInfo>();
    expect(detail).toMatchObject({
      maxStudents: 2,
      currentStudents: 2,
      students: ['ana.souza@example.com', 'bruno@example.com'],
    });

    // Removal frees the seat; the e-mail in the path is matched in any case.
    expect((await owner.remove(klass.id, 'Ana.Souza@EXAMPLE.com')).json()).toMatchObject({
      currentStudents: 1,
      students: ['bruno@example.com'],
    });
    expectError(
      await owner.remove(klass.id, 'ana.souza@example.com'),
      404,
      CLASS_MESSAGES.studentNotEnrolled,
    );
    expect((await owner.enrol(klass.id, 'carla@example.com')).statusCode).toBe(201);
  });

  it('never lets racing enrolments overfill a class', async () => {
    const klass = await owner.createClass('Turma Disputada', 3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => owner.enrol(klass.id, `corrida${i}@example.com`)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await owner.get(`/api/classes/${klass.id}`)).json()).toMatchObject({
      currentStudents: 3,
    });
  });

  it('releases a simulado once, however often it is asked', async () => {
    const klass = await owner.createClass('Turma Liberada');
    const simulado = await createSimulado(t.db, { priceCents: 4990 });
    const first = await owner.release(klass.id, simulado);
    expect(first.statusCode, first.body).toBe(200);
    clock.advance(60_000);
    const again = await owner.release(klass.id, simulado);
    expect(again.json()).toEqual(first.json());
    expect(again.json<ClassInfo>().simulados).toEqual([simulado]);
    const rows = await t.db
      .selectFrom('class_simulados')
      .selectAll()
      .where('class_id', '=', klass.id)
      .execute();
    expect(rows).toHaveLength(1);

    expectError(await owner.release(klass.id, ''), 400, CLASS_MESSAGES.selectSimulado);
    expectError(
      await call('POST', `/api/classes/${klass.id}/simulados`, { cookie: owner.cookie, body: {} }),
      400,
      CLASS_MESSAGES.selectSimulado,
    );
    expectError(await owner.release(klass.id, 'nao-e-uuid'), 400);
    expectError(
      await owner.release(klass.id, randomUuid()),
      404,
      CATALOGUE_MESSAGES.simuladoNotFound,
    );
    const archived = await createSimulado(t.db, { archived: true });
    expectError(await owner.release(klass.id, archived), 404, CATALOGUE_MESSAGES.simuladoNotFound);
  });

  it('sums the classes up on the dashboard', async () => {
    const teacher = await teacherOf(t.api, t.db, call);
    const a = await teacher.createClass('A');
    clock.advance(1000);
    const b = await teacher.createClass('B');
    await teacher.enrol(a.id, 'um@example.com');
    await teacher.enrol(b.id, 'um@example.com');
    await teacher.enrol(b.id, 'dois@example.com');
    await teacher.release(b.id, await createSimulado(t.db));
    const dashboard = (await teacher.get('/api/teacher/dashboard')).json();
    expect(dashboard).toMatchObject({ totalClasses: 2, totalStudents: 2, totalReleases: 1 });
    // Newest first, everywhere a list of classes appears.
    expect(dashboard.classes.map((c: ClassInfo) => c.name)).toEqual(['B', 'A']);
    expect((await teacher.get('/api/teacher/classes')).json()).toEqual(dashboard.classes);
  });
});
