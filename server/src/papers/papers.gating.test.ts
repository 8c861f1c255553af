import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { AssetRef, ExamSession, SimuladoDetail } from '@gabaritei/shared';
import { candidate, examApi } from '../exam/exam.test-support';
import { createSimulado } from '../simulados/catalogue.test-support';
import { describeBackends, useClockedTestApp } from '../test/support';
import { paperApi, paperOf } from './papers.test-support';
import { signedIn } from '../simulados/catalogue.test-support';

const NOW = new Date('2026-12-01T10:00:00.000Z');
const START = new Date('2026-12-01T12:00:00.000Z');
const TEXT_MARK = 'TEXTO-ASSOCIADO-SIGILOSO';

describeBackends('base texts and images before the start', (backend) => {
  const { clock, t } = useClockedTestApp(backend, NOW);

  it('reach nobody but the ADMIN before the start, and the candidate after it', async () => {
    const papers = paperApi(t.app);
    const root = await signedIn(t.api, t.db, 'ADMIN');
    const id = await createSimulado(t.db, {
      questions: 3,
      startDate: START,
      endDate: new Date(START.getTime() + 4 * 3600_000),
    });
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const image = (await papers.upload(id, png, root.cookie)).json<AssetRef>();
    paperOf(
      await papers.createBaseText(
        id,
        {
          title: 'Texto I',
          contentHtml: `<p>${TEXT_MARK}</p><p><img src="${image.url}" alt="Figura" /></p>`,
          firstQuestion: 1,
          lastQuestion: 2,
        },
        root.cookie,
      ),
    );
    const student = await candidate(t.api, t.db, id);
    const exam = examApi(t.api);

    const calls = () => [
      t.api.get(`/api/simulados/${id}`, { cookie: student.cookie }),
      exam.start(student.cookie, id),
      exam.active(student.cookie, id),
      t.api.get(`/api/answers/simulado/${id}/paper`, { cookie: student.cookie }),
      papers.asset(image.url, student.cookie),
    ];
    for (const res of await Promise.all(calls())) {
      expect(res.body).not.toContain(TEXT_MARK);
      expect(res.body).not.toContain(image.id);
      expect(res.headers['content-type']).not.toContain('image/');
    }
    expect((await papers.asset(image.url, student.cookie)).statusCode).toBe(404);
    expect((await papers.asset(image.url, root.cookie)).statusCode).toBe(200);
    const adminView = await t.api.get(`/api/simulados/${id}`, { cookie: root.cookie });
    expect(adminView.json<SimuladoDetail>().baseTexts?.[0]?.contentHtml).toContain(TEXT_MARK);

    clock.set(new Date(START.getTime() + 60_000));
    const started = await exam.start(student.cookie, id);
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json<ExamSession>();
    expect(session.baseTexts).toEqual([
      expect.objectContaining({ title: 'Texto I', firstQuestion: 1, lastQuestion: 2 }),
    ]);
    expect(session.baseTexts?.[0]?.contentHtml).toContain(image.url);
    const detail = await t.api.get(`/api/simulados/${id}`, { cookie: student.cookie });
    expect(detail.json<SimuladoDetail>().baseTexts?.[0]?.contentHtml).toContain(TEXT_MARK);
    expect((await papers.asset(image.url, student.cookie)).statusCode).toBe(200);
  });
});
