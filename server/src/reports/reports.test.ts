import { expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  SAVE_GRACE_MS,
  reportItemSchema,
  type ReportItem,
} from '@gabaritei/shared';
import { insertClass } from '../classes/classes.test-support';
import { randomUuid } from '../simulados/catalogue.test-support';
import { describeBackends, useClockedTestApp } from '../test/support';
import {
  createReportSimulado,
  downloadReport,
  listReports,
  insertAttempt,
  insertBareUser,
  namedStudent,
} from './reports.test-support';

const T0 = new Date('2026-11-22T12:00:00.000Z');
const MINUTE = 60_000;

describeBackends('reports API', (backend) => {
  const { clock, t } = useClockedTestApp(backend, T0);

  it('asks anonymous callers to sign in', async () => {
    const res = await t.api.get(`/api/reports/student/${randomUuid()}/available`);
    expect(res.statusCode).toBe(401);
  });

  it('lists one item per attempt, newest first, with ranks', async () => {
    const ended = await createReportSimulado(t.db, {
      title: 'Simulado encerrado',
      questions: 4,
      endDate: new Date(T0.getTime() - MINUTE),
    });
    const open = await createReportSimulado(t.db, {
      title: 'Simulado em andamento',
      questions: 4,
      endDate: new Date(T0.getTime() + 10 * MINUTE),
    });
    // Field: 3 correct in 100 s, and two tied at 2 correct in 200 s (shared position).
    for (const [correct, seconds] of [
      [3, 100],
      [2, 200],
      [2, 200],
    ] as const) {
      await insertAttempt(t.db, {
        userId: await insertBareUser(t.db, 'Outro'),
        simuladoId: ended.id,
        questions: ended.questions,
        correct,
        durationSeconds: seconds,
      });
    }
    const me = await namedStudent(t.api, t.db, 'Ana Souza');
    await insertAttempt(t.db, {
      userId: me.id,
      simuladoId: ended.id,
      questions: ended.questions,
      correct: 2,
      durationSeconds: 200,
      completedAt: new Date(T0.getTime() - 50 * MINUTE),
    });
    await insertAttempt(t.db, {
      userId: me.id,
      simuladoId: ended.id,
      questions: ended.questions,
      correct: 4,
      attemptType: 'PRACTICE',
      completedAt: new Date(T0.getTime() - 30 * MINUTE),
    });
    await insertAttempt(t.db, {
      userId: me.id,
      simuladoId: open.id,
      questions: open.questions,
      correct: 1,
      completedAt: new Date(T0.getTime() - 40 * MINUTE),
    });

    const res = await listReports(t.api, me.cookie, me.id);
    expect(res.statusCode, res.body).toBe(200);
    const items = reportItemSchema.array().parse(res.json());
    expect(items.map((item) => [item.title, item.attemptType])).toEqual([
      ['Simulado encerrado', 'PRACTICE'],
      ['Simulado em andamento', 'OFFICIAL'],
      ['Simulado encerrado', 'OFFICIAL'],
    ]);
    const [practice, running, official] = items as [ReportItem, ReportItem, ReportItem];
    // Ties share a position: 2 correct in 200 s is 2nd of 4 with the other two.
    expect(official).toMatchObject({ userScore: 50, userRank: 2, totalParticipants: 4 });
    expect(official.reportReady).toBe(true);
    // Practice: simulated among the 4 official results plus itself; 100 % beats them all.
    expect(practice).toMatchObject({ userScore: 100, userRank: 1, totalParticipants: 5 });
    expect(running).toMatchObject({ userRank: 1, totalParticipants: 1, reportReady: false });
    expect(running.endDate).toBe(new Date(T0.getTime() + 10 * MINUTE).toISOString());
    expect(running.subject).toBe('Conhecimentos Gerais');
  });

  it('is ready exactly when the key embargo ends (end date + grace)', async () => {
    const endDate = new Date(T0.getTime() + 5 * MINUTE);
    const simulado = await createReportSimulado(t.db, { questions: 3, endDate });
    const noEnd = await createReportSimulado(t.db, { questions: 3, endDate: null });
    const me = await namedStudent(t.api, t.db, 'Bruno Lima');
    for (const s of [simulado, noEnd])
      await insertAttempt(t.db, {
        userId: me.id,
        simuladoId: s.id,
        questions: s.questions,
        correct: 1,
      });
    const readiness = async () =>
      Object.fromEntries(
        reportItemSchema
          .array()
          .parse((await listReports(t.api, me.cookie, me.id)).json())
          .map((item) => [item.simuladoId, item.reportReady]),
      );

    clock.set(new Date(endDate.getTime() - 1));
    expect(await readiness()).toEqual({ [simulado.id]: false, [noEnd.id]: true });
    // One instant, the key's release, names when the report opens (the results screen's too).
    const waiting = reportItemSchema
      .array()
      .parse((await listReports(t.api, me.cookie, me.id)).json())
      .find((item) => item.simuladoId === simulado.id);
    expect(waiting).toMatchObject({
      waitingForKey: true,
      availableAt: new Date(endDate.getTime() + SAVE_GRACE_MS).toISOString(),
    });
    const early = await downloadReport(t.api, me.cookie, me.id, simulado.id);
    expect(early.statusCode).toBe(409);
    expect(early.headers['content-type']).toContain('application/json');
    expect(early.json()).toMatchObject({
      code: 'REPORT_NOT_READY',
      message: REPORT_MESSAGES.notReady,
    });

    // A dated simulado embargoes its key until the last saves' grace is over.
    clock.set(endDate);
    expect(await readiness()).toEqual({ [simulado.id]: false, [noEnd.id]: true });
    expect((await downloadReport(t.api, me.cookie, me.id, simulado.id)).statusCode).toBe(409);
    clock.set(new Date(endDate.getTime() + SAVE_GRACE_MS));
    expect(await readiness()).toEqual({ [simulado.id]: true, [noEnd.id]: true });
  });

  it('lets only the student, an ADMIN or their teacher read', async () => {
    const student = await namedStudent(t.api, t.db, 'Carla Dias');
    const stranger = await namedStudent(t.api, t.db, 'Davi Rocha');
    const admin = await namedStudent(t.api, t.db, 'Elisa Admin', 'ADMIN');
    const teacher = await namedStudent(t.api, t.db, 'Fábio Professor', 'TEACHER');
    const otherTeacher = await namedStudent(t.api, t.db, 'Gil Professor', 'TEACHER');
    // An accepted member, with a simulado released to the class.
    const released = await createReportSimulado(t.db, { questions: 2 });
    await insertClass(t.db, {
      teacherId: teacher.id,
      members: [student.email],
      simuladoIds: [released.id],
    });

    expect((await listReports(t.api, student.cookie, student.id)).statusCode).toBe(200);
    expect((await listReports(t.api, admin.cookie, student.id)).statusCode).toBe(200);
    expect((await listReports(t.api, teacher.cookie, student.id)).statusCode).toBe(200);
    for (const viewer of [stranger, otherTeacher]) {
      const res = await listReports(t.api, viewer.cookie, student.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: REPORT_MESSAGES.forbidden });
      const pdf = await downloadReport(t.api, viewer.cookie, student.id, randomUuid());
      expect(pdf.statusCode).toBe(403);
    }
    // A TEACHER's own reports stay theirs; the class rule does not cross teachers.
    expect((await listReports(t.api, teacher.cookie, otherTeacher.id)).statusCode).toBe(403);
  });

  it('answers 404 JSON without an attempt and 400 for bad ids', async () => {
    const me = await namedStudent(t.api, t.db, 'Helena Prado');
    const simulado = await createReportSimulado(t.db, { questions: 2 });
    const missing = await downloadReport(t.api, me.cookie, me.id, simulado.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: REPORT_MESSAGES.notFound });
    expect((await downloadReport(t.api, me.cookie, me.id, randomUuid())).statusCode).toBe(404);
    expect((await downloadReport(t.api, me.cookie, me.id, 'nao-e-um-id')).statusCode).toBe(400);
    expect((await listReports(t.api, me.cookie, 'nao-e-um-id')).statusCode).toBe(400);
  });
});
