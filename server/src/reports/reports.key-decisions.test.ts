import { writeFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import {
  AFTER_END,
  T0,
  appealable,
  call,
  regradeDone,
  sitOfficial,
} from '../appeals/appeals.test-support';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { pdfText } from './reports.test-support';

const ANNUL_REASON = 'O enunciado admite duas respostas.';
const KEY_REASON = 'O gabarito preliminar trazia erro material.';

/**
 * The PDF a candidate already downloaded is rendered again after the banca's
 * decisions and prints 'ANULADA', the definitive key with each reason, and the scoring rule.
 * Read back with poppler's pdftotext from the real Chromium print. KEEP_REPORT_PDF=<path>
 * keeps the final PDF (to look at it with pdftoppm).
 */
describeBackends('the PDF report after annulment and key change', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('re-renders the stored PDF with ANULADA and the definitive key', async () => {
    // Keys: Q1 B, Q2 C, Q3 D, Q4 A (createSimulado).
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 4);
    const ana = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['B', 'C', 'A', 'B']);
    expect(ana.score).toBe(50);
    clock.set(AFTER_END);
    const url = `/api/reports/student/${ana.id}/simulado/${simuladoId}`;
    const download = async () => {
      const res = await t.api.get(url, { cookie: ana.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload;
    };
    const before = await pdfText(await download());
    expect(before).toMatch(/Resposta correta:\s+D/);
    expect(before).not.toContain('ANULADA');

    const decide = async (method: 'POST' | 'PUT', path: string, body: object) => {
      const res = await call(
        t.app,
        method,
        `/api/admin/simulados/${simuladoId}/questions/${path}`,
        admin.cookie,
        body,
      );
      expect(res.statusCode, res.body).toBe(200);
      await regradeDone(t.app, admin.cookie, simuladoId);
    };
    await decide('POST', `${questions[2]!.id}/annul`, { reason: ANNUL_REASON });
    await decide('PUT', `${questions[3]!.id}/correct-option`, {
      correctOption: 'B',
      reason: KEY_REASON,
    });

    // The re-rendering runs in its own job after each regrade: the stored PDF changes. A
    // render of the first decision may run after the second key change was written but
    // before its rescore (a PDF with the new key and the old score); the second decision's
    // render follows it, so wait for the final score too.
    const final = 'Nota 10,0 de 10 (100,0% dos pontos), com 4 acertos em 4 questões';
    let text = '';
    let pdf: Uint8Array = new Uint8Array();
    const deadline = Date.now() + 60_000;
    const flatText = () => text.replace(/\s+/g, ' ');
    while (!(
      text.includes('ANULADA') &&
      text.includes('Gabarito definitivo') &&
      flatText().includes(final)
    )) {
      if (Date.now() > deadline) throw new Error('the stored PDF was not rendered again');
      await new Promise((resolve) => setTimeout(resolve, 250));
      pdf = await download();
      text = await pdfText(pdf);
    }
    if (process.env.KEEP_REPORT_PDF) await writeFile(process.env.KEEP_REPORT_PDF, pdf);
    const flat = flatText();
    // B C A B against B C (annulled) B: every item credited.
    expect(flat).toContain(final);
    expect(flat).toContain(
      'Aproveitamento = questões certas ÷ total de questões × 100; em branco conta como errada.',
    );
    expect(flat).toMatch(/Questão 3 · [^·]*? ANULADA/);
    expect(flat).toContain('Resposta correta: ANULADA');
    expect(flat).toContain(`Questão anulada — ponto atribuído a todos. Motivo: ${ANNUL_REASON}`);
    expect(flat).toContain('Gabarito definitivo: B');
    expect(flat).toContain(`Gabarito alterado após recurso. Motivo: ${KEY_REASON}`);
    expect(flat).not.toMatch(/Resposta correta: [AD] /);
  });
});
