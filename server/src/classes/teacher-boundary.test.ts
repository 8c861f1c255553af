import { expect, it } from 'vitest';
import {
  CLASS_MESSAGES,
  EXAM_ERROR_CODES,
  EXAM_MESSAGES,
  REPORT_MESSAGES,
  type ClassDetail,
  type ClassInfo,
} from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import {
  accessOf,
  createSimulado,
  enrolAccepted,
  expectError,
  insertResult,
  signedIn,
  useClassSuite,
} from './classes.test-support';

/**
 * The attack chain of a teacher crossing the class boundary, step by
 * step, each of which must fail: enrolling accounts that are not students, granting access
 * through an invitation nobody accepted, reading a member's report of a simulado the class
 * never got, sitting an official attempt, and all of it together to rank first.
 */
describeBackends('teacher boundary', (backend) => {
  const { clock, t, call, teacher } = useClassSuite(backend);

  const start = (cookie: string, simuladoId: string) =>
    call('POST', '/api/exam-sessions/start', { cookie, body: { simuladoId } });
  const reports = (cookie: string, studentId: string) =>
    call('GET', `/api/reports/student/${studentId}/available`, { cookie });
  const pdf = (cookie: string, studentId: string, simuladoId: string) =>
    call('GET', `/api/reports/student/${studentId}/simulado/${simuladoId}`, { cookie });
  const membersOf = async (classId: string) =>
    (await teacher.get(`/api/classes/${classId}`)).json<ClassInfo>().members;

  it('refuses to enrol a teacher or an admin, the teacher included (400, pt-BR)', async () => {
    const klass = await teacher.createClass('Turma Fechada');
    const otherTeacher = await signedIn(t.api, t.db, 'TEACHER');
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    for (const email of [
      teacher.email,
      ` ${teacher.email.toUpperCase()} `,
      otherTeacher.email,
      admin.email,
    ])
      expectError(await teacher.enrol(klass.id, email), 400, CLASS_MESSAGES.onlyStudents);
    expect(await membersOf(klass.id)).toEqual([]);
  });

  it('grants nothing to an invited student until they accept', async () => {
    const klass = await teacher.createClass('Turma Convite');
    const paid = await createSimulado(t.db, { priceCents: 9990, questions: 2 });
    const student = await signedIn(t.api, t.db);
    expect((await teacher.enrol(klass.id, student.email)).statusCode).toBe(201);
    expect((await teacher.release(klass.id, paid)).statusCode).toBe(200);

    expect(await accessOf(call, student.cookie, paid)).toBe(false);
    expectError(await start(student.cookie, paid), 403, EXAM_MESSAGES.noAccess);
    expect(await membersOf(klass.id)).toEqual([
      { email: student.email, name: null, status: 'INVITED', hasAccount: true },
    ]);
    // Not accepted: the teacher reads neither reports nor results of the student.
    await insertResult(t.db, { userId: student.id, simuladoId: paid, completedAt: clock.now() });
    expectError(await reports(teacher.cookie, student.id), 403, REPORT_MESSAGES.forbidden);
    const detail = (await teacher.get(`/api/teacher/classes/${klass.id}`)).json<ClassDetail>();
    expect(detail.results[0]).toMatchObject({ enrolled: 0, participants: 0, students: [] });
    const ranking = await teacher.get(`/api/teacher/classes/${klass.id}/ranking/${paid}`);
    expect(ranking.json()).toMatchObject({ participants: 0, rankings: [] });

    const mine = await call('POST', `/api/me/classes/${klass.id}/accept`, {
      cookie: student.cookie,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      invitations: [],
      classes: [{ id: klass.id, status: 'ACCEPTED', simulados: [{ id: paid }] }],
    });
    expect(await accessOf(call, student.cookie, paid)).toBe(true);
    expect(await membersOf(klass.id)).toMatchObject([{ status: 'ACCEPTED' }]);
  });

  it('lets a student decline, and answers only their own invitations', async () => {
    const klass = await teacher.createClass('Turma Recusada');
    const paid = await createSimulado(t.db, { priceCents: 5000 });
    await teacher.release(klass.id, paid);
    const [student, bystander] = [await signedIn(t.api, t.db), await signedIn(t.api, t.db)];
    await teacher.enrol(klass.id, student.email);
    const answer = (cookie: string, what: 'accept' | 'decline') =>
      call('POST', `/api/me/classes/${klass.id}/${what}`, { cookie });

    // Someone not invited cannot answer (nor learn whether the class exists).
    expectError(await answer(bystander.cookie, 'accept'), 404, CLASS_MESSAGES.invitationNotFound);
    const declined = await answer(student.cookie, 'decline');
    expect(declined.json()).toEqual({ invitations: [], classes: [] });
    expect((await answer(student.cookie, 'decline')).statusCode).toBe(200);
    expectError(await answer(student.cookie, 'accept'), 404, CLASS_MESSAGES.invitationNotFound);
    expect(await accessOf(call, student.cookie, paid)).toBe(false);
    expect(await membersOf(klass.id)).toMatchObject([{ status: 'DECLINED' }]);

    // Only students have 'Minhas Turmas'; anonymous callers sign in first.
    expect((await call('GET', '/api/me/classes', { cookie: teacher.cookie })).statusCode).toBe(403);
    expect((await call('GET', '/api/me/classes')).statusCode).toBe(401);
    expect((await answer(teacher.cookie, 'accept')).statusCode).toBe(403);
  });

  it('keeps reports of simulados never released to the class from the teacher', async () => {
    const klass = await teacher.createClass('Turma Relatórios');
    const released = await createSimulado(t.db, { title: 'Liberado' });
    const elsewhere = await createSimulado(t.db, { title: 'Comprado à parte' });
    const student = await signedIn(t.api, t.db);
    await enrolAccepted(teacher, call, klass.id, student);
    await teacher.release(klass.id, released);
    for (const simuladoId of [released, elsewhere])
      await insertResult(t.db, { userId: student.id, simuladoId, completedAt: clock.now() });

    const list = await reports(teacher.cookie, student.id);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ simuladoId: string }[]>().map((r) => r.simuladoId)).toEqual([released]);
    expectError(await pdf(teacher.cookie, student.id, elsewhere), 403, REPORT_MESSAGES.forbidden);
    // The student still reads both: the scope narrows the teacher only.
    expect((await reports(student.cookie, student.id)).json()).toHaveLength(2);
  });

  it('refuses official attempts to teachers and admins (403), and so the whole chain', async () => {
    // 'Sempre Aberto': free, without dates, an official attempt open to everyone.
    const demo = await createSimulado(t.db, { title: 'Sempre Aberto', questions: 3 });
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const klass = await teacher.createClass('Turma Demo');
    const student = await signedIn(t.api, t.db);
    await enrolAccepted(teacher, call, klass.id, student);
    for (const who of [teacher, admin, student]) {
      const bought = await call('POST', '/api/purchases', {
        cookie: who.cookie,
        body: { simuladoId: demo },
      });
      expect(bought.statusCode, bought.body).toBe(201);
    }
    // The student sits it and has a report, which prints the key…
    expect((await start(student.cookie, demo)).statusCode).toBe(200);
    await insertResult(t.db, { userId: student.id, simuladoId: demo, completedAt: clock.now() });
    // …that the teacher cannot read: the class never got this simulado.
    expectError(await pdf(teacher.cookie, student.id, demo), 403, REPORT_MESSAGES.forbidden);
    expect((await reports(teacher.cookie, student.id)).statusCode).toBe(403);

    for (const who of [teacher, admin]) {
      const refused = await start(who.cookie, demo);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({
        code: EXAM_ERROR_CODES.OFFICIAL_STUDENTS_ONLY,
        message: EXAM_MESSAGES.officialStudentsOnly,
      });
      // Practice while the official window is open would hand out the key: refused too.
      const practice = await call('POST', '/api/answers', {
        cookie: who.cookie,
        body: { simuladoId: demo, answers: [] },
      });
      expect(practice.statusCode, practice.body).toBe(409);
    }
    // Nothing ranks: no session and no result of the teacher or the admin exists.
    for (const table of ['exam_sessions', 'results'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('user_id')
        .where('simulado_id', '=', demo)
        .where('user_id', 'in', [teacher.id, admin.id])
        .execute();
      expect(rows).toEqual([]);
    }
  });

  it('still lets a teacher practise where practice is open to all; it never ranks', async () => {
    const practiceOnly = await createSimulado(t.db, { isPracticeOnly: true, questions: 2 });
    await call('POST', '/api/purchases', {
      cookie: teacher.cookie,
      body: { simuladoId: practiceOnly },
    });
    const res = await call('POST', '/api/answers', {
      cookie: teacher.cookie,
      body: { simuladoId: practiceOnly, answers: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ attemptType: 'PRACTICE' });
  });
});
