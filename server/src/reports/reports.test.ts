import { beforeEach, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  SAVE_GRACE_MS,
  reportItemSchema,
  type ReportItem,
} from '@gabaritei/shared';
import { insertClass } from '../classes/classes.test-support';
import { createFakeClock } from '../clock';
import { randomUuid } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { PRERENDER_SETTLE_MS, scheduleEndedReports } from './report-scheduler';
import {
  createReportSimulado,
  insertAttempt,
  insertBareUser,
  namedStudent,
} from './reports.test-support';

const T0 = new Date('2026-11-22T12:00:00.000Z');
const MINUTE = 60_000;

describeBackends('reports API', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  beforeEach(() => clock.set(T0));

  const list = (cookie: string, userId: string) =>
    t.api.get(`/api/reports/student/${userId}/available`, { cookie });
  const download = (cookie: string, userId: string, simuladoId: string) =>
    t.api.get(`/api/reports/student/${userId}/simulado/${simuladoId}`, { cookie });

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

    const res = await list(me.cookie, me.id);
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
          .parse((await list(me.cookie, me.id)).json())
          .map((item) => [item.simuladoId, item.reportReady]),
      );

    clock.set(new Date(endDate.getTime() - 1));
    expect(await readiness()).toEqual({ [simulado.id]: false, [noEnd.id]: true });
    const early = await download(me.cookie, me.id, simulado.id);
    expect(early.statusCode).toBe(409);
    expect(early.headers['content-type']).toContain('application/json');
    expect(early.json()).toMatchObject({
      code: 'REPORT_NOT_READY',
      message: REPORT_MESSAGES.notReady,
    });

    // A dated simulado embargoes its key until the last saves' grace is over (issue 14).
    clock.set(endDate);
    expect(await readiness()).toEqual({ [simulado.id]: false, [noEnd.id]: true });
    expect((await download(me.cookie, me.id, simulado.id)).statusCode).toBe(409);
    clock.set(new Date(endDate.getTime() + SAVE_GRACE_MS));
    expect(await readiness()).toEqual({ [simulado.id]: true, [noEnd.id]: true });
  });

  it('lets only the student, an ADMIN or their teacher read', async () => {
    const student = await namedStudent(t.api, t.db, 'Carla Dias');
    const stranger = await namedStudent(t.api, t.db, 'Davi Rocha');
    const admin = await namedStudent(t.api, t.db, 'Elisa Admin', 'ADMIN');
    const teacher = await namedStudent(t.api, t.db, 'Fábio Professor', 'TEACHER');
    const otherTeacher = await namedStudent(t.api, t.db, 'Gil Professor', 'TEACHER');
    // An accepted member, with a simulado released to the class (issue 14).
    const released = await createReportSimulado(t.db, { questions: 2 });
    await insertClass(t.db, {
      teacherId: teacher.id,
      members: [student.email],
      simuladoIds: [released.id],
    });

    expect((await list(student.cookie, student.id)).statusCode).toBe(200);
    expect((await list(admin.cookie, student.id)).statusCode).toBe(200);
    expect((await list(teacher.cookie, student.id)).statusCode).toBe(200);
    for (const viewer of [stranger, otherTeacher]) {
      const res = await list(viewer.cookie, student.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: REPORT_MESSAGES.forbidden });
      const pdf = await download(viewer.cookie, student.id, randomUuid());
      expect(pdf.statusCode).toBe(403);
    }
    // A TEACHER's own reports stay theirs; the class rule does not cross teachers.
    expect((await list(teacher.cookie, otherTeacher.id)).statusCode).toBe(403);
  });

  it('answers 404 JSON without an attempt and 400 for bad ids', async () => {
    const me = await namedStudent(t.api, t.db, 'Helena Prado');
    const simulado = await createReportSimulado(t.db, { questions: 2 });
    const missing = await download(me.cookie, me.id, simulado.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: REPORT_MESSAGES.notFound });
    expect((await download(me.cookie, me.id, randomUuid())).statusCode).toBe(404);
    expect((await download(me.cookie, me.id, 'nao-e-um-id')).statusCode).toBe(400);
    expect((await list(me.cookie, 'nao-e-um-id')).statusCode).toBe(400);
  });

  it('serves a stored PDF again without rendering it', async () => {
    const me = await namedStudent(t.api, t.db, 'Íris Nogueira');
    const simulado = await createReportSimulado(t.db, {
      title: 'Prova: TRF/3ª Região',
      questions: 2,
    });
    const resultId = await insertAttempt(t.db, {
      userId: me.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 1,
    });
    const stored = new TextEncoder().encode('%PDF-1.7 armazenado');
    await t.db.insertInto('report_files').values({ result_id: resultId, pdf: stored }).execute();
    const res = await download(me.cookie, me.id, simulado.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.7 armazenado');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-Iris-Nogueira-Prova-TRF-3-Regiao.pdf"',
    );
    // A practice card asks for its own attempt; without the type the official one wins.
    const practiceId = await insertAttempt(t.db, {
      userId: me.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 2,
      attemptType: 'PRACTICE',
    });
    await t.db
      .insertInto('report_files')
      .values({ result_id: practiceId, pdf: new TextEncoder().encode('%PDF-1.7 treino') })
      .execute();
    const url = `/api/reports/student/${me.id}/simulado/${simulado.id}`;
    expect((await t.api.get(`${url}?attemptType=PRACTICE`, { cookie: me.cookie })).body).toBe(
      '%PDF-1.7 treino',
    );
    expect((await t.api.get(`${url}?attemptType=OFFICIAL`, { cookie: me.cookie })).body).toBe(
      '%PDF-1.7 armazenado',
    );
    expect((await t.api.get(url, { cookie: me.cookie })).body).toBe('%PDF-1.7 armazenado');
    expect((await t.api.get(`${url}?attemptType=OUTRO`, { cookie: me.cookie })).statusCode).toBe(
      400,
    );
  });

  it('pre-renders every participant once the simulado ends and its results settle', async () => {
    const endDate = new Date(T0.getTime() + MINUTE);
    const simulado = await createReportSimulado(t.db, { questions: 3, endDate });
    const resultIds: string[] = [];
    for (let i = 0; i < 3; i++)
      resultIds.push(
        await insertAttempt(t.db, {
          userId: await insertBareUser(t.db, `Participante ${i}`),
          simuladoId: simulado.id,
          questions: simulado.questions,
          correct: i,
        }),
      );
    const mark = () =>
      t.db
        .selectFrom('report_prerenders')
        .select('rendered_count')
        .where('simulado_id', '=', simulado.id)
        .executeTakeFirst();
    // Not at the end itself: the last official results are given time to come in.
    clock.set(new Date(endDate.getTime() + PRERENDER_SETTLE_MS - 1));
    await scheduleEndedReports(t.app.runtime);
    expect(await mark()).toBeUndefined();
    const settled = new Date(endDate.getTime() + PRERENDER_SETTLE_MS);
    // One report is final already (rendered after the settle time), one was downloaded at
    // the end, before the last results could be in: only that one is rendered again.
    const stored = (text: string) => new TextEncoder().encode(text);
    await t.db
      .insertInto('report_files')
      .values([
        { result_id: resultIds[0]!, pdf: stored('final'), rendered_at: settled },
        { result_id: resultIds[1]!, pdf: stored('early'), rendered_at: endDate },
      ])
      .execute();
    clock.set(settled);
    expect(await scheduleEndedReports(t.app.runtime)).toBeGreaterThan(0);
    await expect
      .poll(async () => (await mark())?.rendered_count, { timeout: 60_000, interval: 200 })
      .toBe(2);
    const files = await t.db
      .selectFrom('report_files')
      .select(['result_id', 'pdf'])
      .where('result_id', 'in', resultIds)
      .execute();
    const text = new Map(files.map((f) => [f.result_id, new TextDecoder().decode(f.pdf)]));
    expect(text.get(resultIds[0]!)).toBe('final');
    expect(text.get(resultIds[1]!)?.startsWith('%PDF-')).toBe(true);
    expect(text.get(resultIds[2]!)?.startsWith('%PDF-')).toBe(true);
    // Done once: the next pass has nothing for this simulado.
    await scheduleEndedReports(t.app.runtime);
    const marks = await t.db
      .selectFrom('report_prerenders')
      .selectAll()
      .where('simulado_id', '=', simulado.id)
      .execute();
    expect(marks).toHaveLength(1);
  }, 90_000);
});
