import { expect, it } from 'vitest';
import { describeBackends, useClockedTestApp } from '../test/support';
import { PRERENDER_SETTLE_MS, scheduleEndedReports } from './report-scheduler';
import {
  createReportSimulado,
  downloadReport,
  insertAttempt,
  insertBareUser,
  namedStudent,
} from './reports.test-support';

const T0 = new Date('2026-11-22T12:00:00.000Z');
const MINUTE = 60_000;

describeBackends('reports API: stored and pre-rendered PDFs', (backend) => {
  const { clock, t } = useClockedTestApp(backend, T0);

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
    const res = await downloadReport(t.api, me.cookie, me.id, simulado.id);
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
