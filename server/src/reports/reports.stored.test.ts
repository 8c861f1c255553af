import { expect, it } from 'vitest';
import { describeBackends, useClockedTestApp } from '../test/support';
import { PRERENDER_SETTLE_MS, scheduleEndedReports } from './report-scheduler';
import {
  createReportSimulado,
  downloadReport,
  insertAttempt,
  insertBareUser,
  namedStudent,
  pdfText,
  storeReport,
} from './reports.test-support';

const T0 = new Date('2026-11-22T12:00:00.000Z');
const MINUTE = 60_000;

describeBackends('reports API: stored and pre-rendered PDFs', (backend) => {
  const { clock, t } = useClockedTestApp(backend, T0);

  it('serves a stored PDF again without rendering it, until what it prints changes', async () => {
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
    await storeReport(t.db, resultId, '%PDF-1.7 armazenado', clock.now());
    const res = await downloadReport(t.api, me.cookie, me.id, simulado.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^%PDF-1.7 armazenado\n/);
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
    // Stored before the practice attempt: that result is part of every report's version.
    await t.db.deleteFrom('report_files').where('result_id', '=', resultId).execute();
    await storeReport(t.db, resultId, '%PDF-1.7 armazenado', clock.now());
    await storeReport(t.db, practiceId, '%PDF-1.7 treino', clock.now());
    const url = `/api/reports/student/${me.id}/simulado/${simulado.id}`;
    const body = async (query: string) =>
      (await t.api.get(`${url}${query}`, { cookie: me.cookie })).body.split('\n')[0];
    expect(await body('?attemptType=PRACTICE')).toBe('%PDF-1.7 treino');
    expect(await body('?attemptType=OFFICIAL')).toBe('%PDF-1.7 armazenado');
    expect(await body('')).toBe('%PDF-1.7 armazenado');
    // Her name is printed in it: renamed, the stored PDF is behind and is printed again.
    await t.db
      .updateTable('users')
      .set({ name: 'Íris Nogueira Prado' })
      .where('id', '=', me.id)
      .execute();
    const renamed = await t.api.get(`${url}?attemptType=OFFICIAL`, { cookie: me.cookie });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await pdfText(renamed.rawPayload)).toContain('Íris Nogueira Prado');
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
    // One report is final already (at the current version), one was downloaded at the end,
    // before the last result was in: only that one is rendered again.
    await storeReport(t.db, resultIds[1]!, 'early', clock.now(), endDate);
    resultIds.push(
      await insertAttempt(t.db, {
        userId: await insertBareUser(t.db, 'Participante tardia'),
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct: 3,
      }),
    );
    await storeReport(t.db, resultIds[0]!, 'final', clock.now(), settled);
    clock.set(settled);
    expect(await scheduleEndedReports(t.app.runtime)).toBeGreaterThan(0);
    await expect
      .poll(async () => (await mark())?.rendered_count, { timeout: 60_000, interval: 200 })
      .toBe(3);
    const files = await t.db
      .selectFrom('report_files')
      .select(['result_id', 'pdf'])
      .where('result_id', 'in', resultIds)
      .execute();
    const text = new Map(files.map((f) => [f.result_id, new TextDecoder().decode(f.pdf)]));
    expect(text.get(resultIds[0]!)).toMatch(/^final\n/);
    for (const rendered of resultIds.slice(1))
      expect(text.get(rendered)?.startsWith('%PDF-')).toBe(true);
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
