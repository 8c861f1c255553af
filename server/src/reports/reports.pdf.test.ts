import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_FORMULA } from '@gabaritei/shared';
import type { ApiClient } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { buildCatalogueTestApp } from '../simulados/catalogue.test-support';
import type { TestApp } from '../test/support';
import {
  createReportSimulado,
  insertAttempt,
  insertBareUser,
  namedStudent,
  pdfInfo,
  pdfText,
} from './reports.test-support';

const T0 = new Date('2026-11-22T12:00:00.000Z');

/** Rendering is the same on both back ends; this suite prints with the real Chromium. */
describe('the PDF report', () => {
  const clock = createFakeClock(T0);
  let t: TestApp;
  let api: ApiClient;
  let db: Db;
  let text: string;
  let info: string;
  let pdf: Buffer;
  let singleText: string;
  beforeAll(async () => {
    ({ t, api, db } = await buildCatalogueTestApp('pglite', clock));
    const simulado = await createReportSimulado(db, {
      title: 'Simulado Nacional — Técnico Judiciário',
      questions: 12,
      endDate: new Date(T0.getTime() - 60_000),
    });
    // A field of 20 official participants with scores from 0 to 12 correct answers.
    for (let i = 0; i < 20; i++) {
      await insertAttempt(db, {
        userId: await insertBareUser(db, `Participante ${i}`),
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct: i % 13,
        durationSeconds: 1000 + i,
        wrongChoice: () => 'D',
      });
    }
    const student = await namedStudent(api, db, 'Conceição Araújo');
    await insertAttempt(db, {
      userId: student.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 9,
      durationSeconds: 900,
    });
    const res = await api.get(`/api/reports/student/${student.id}/simulado/${simulado.id}`, {
      cookie: student.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-Conceicao-Araujo-Simulado-Nacional-Tecnico-Judiciario.pdf"',
    );
    pdf = res.rawPayload;
    [text, info] = await Promise.all([pdfText(pdf), pdfInfo(pdf)]);

    // A second candidate with a single right answer: the words must agree with the count.
    const single = await namedStudent(api, db, 'Benedito Lima');
    await insertAttempt(db, {
      userId: single.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 1,
      durationSeconds: 1200,
    });
    const singleRes = await api.get(`/api/reports/student/${single.id}/simulado/${simulado.id}`, {
      cookie: single.cookie,
    });
    expect(singleRes.statusCode, singleRes.body).toBe(200);
    singleText = await pdfText(singleRes.rawPayload);
  }, 90_000);
  afterAll(async () => t?.close());

  it('is a PDF of A4 pages with page numbers', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Página 1 de ${pages}`);
    expect(text).toContain(`Página ${pages} de ${pages}`);
  });

  it('names the candidate and the simulado, accents included', () => {
    expect(text).toContain('Conceição Araújo');
    expect(text).toContain('Simulado Nacional — Técnico Judiciário');
    expect(text).toContain('Relatório de Desempenho');
  });

  it('shows the grade out of 10, the percent and the official position', () => {
    // 9 of 12 = 75 %; 21 participants, the field's 12-correct beats 9 in 1 000+ s.
    expect(text).toContain('Nota 7,5 de 10 (75,0% dos pontos)');
    // Ahead: field scores 12, 11, 10 (i = 12, 11, 10): the candidate is 4th of 21.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Posição oficial: 4º de 21 · à frente de 81% dos participantes.');
    expect(flat).toContain(POSITION_FORMULA);
    expect(text).not.toMatch(/percentil/i);
  });

  it('names what each figure is: grade, percent of points, questions right', () => {
    const flat = text.replace(/\s+/g, ' ');
    // The cards' labels print in capitals (CSS), each card's label wrapping in its column.
    const upper = flat.toUpperCase();
    for (const label of ['NOTA (DE 0 A 10)', 'APROVEITAMENTO', '(% DOS PONTOS)', '(QUESTÕES)'])
      expect(upper).toContain(label);
    expect(flat).toContain('Nota = aproveitamento ÷ 10, de 0 a 10.');
    expect(flat).toContain('Acertos = questões respondidas certo, sem contar pesos.');
    // Every question weighs 1: points would only repeat the questions right.
    expect(flat).not.toMatch(/\bPontos\b/);
    expect(flat).toMatch(/participantes oficiais · média \d+,\d% dos pontos/);
    expect(flat).toContain('Aproveitamento (% dos pontos)');
  });

  it('writes every number with comma decimals, in the chart as in the table', () => {
    const flat = text.replace(/\s+/g, ' ');
    // No "20.0%" anywhere: the SVG chart prints its labels through the same module.
    expect(flat).not.toMatch(/\d\.\d+\s?%/);
    // 9 of 12 right, the first nine: 3 of 4 in each subject, in the table and on its bar.
    expect(flat.match(/75,0%/g)?.length ?? 0).toBeGreaterThanOrEqual(3 * 2);
    // The subject section holds the table then the chart: every figure shows up in both.
    const section = flat.slice(
      flat.indexOf('Desempenho por disciplina'),
      flat.indexOf('Questão a questão'),
    );
    const figures = [...section.matchAll(/\d{1,3},\d%/g)].map((m) => m[0]);
    expect(figures.length).toBe(12); // 3 subjects × (own + mean) × (table + chart)
    for (const figure of new Set(figures))
      expect(figures.filter((f) => f === figure).length % 2, figure).toBe(0);
  });

  it('agrees words with counts: 1 acerto, 12 questões', () => {
    const flat = singleText.replace(/\s+/g, ' ');
    expect(flat).toContain('com 1 acerto em 12 questões');
    expect(flat).not.toContain('1 acertos');
    expect(flat).toContain('acertando 1 de 12 questões');
    expect(text.replace(/\s+/g, ' ')).toContain('com 9 acertos em 12 questões');
  });

  it('has every subject and every question with its key and comment', () => {
    for (const subject of ['Língua Portuguesa', 'Raciocínio Lógico', 'Direito Constitucional'])
      expect(text).toContain(subject);
    for (let n = 1; n <= 12; n++) expect(text).toMatch(new RegExp(`Questão ${n}\\b`));
    expect(text).toContain('Resposta correta:');
    expect(text).toContain('Alternativa errada mais marcada: D');
    expect(text).toContain('Comentário do gabarito da questão 12');
  });

  it('ends with study recommendations and a closing summary', () => {
    expect(text).toContain('Recomendações de estudo');
    expect(text).toContain('Resumo final');
  });

  it('is stored and served again without rendering', async () => {
    // One file per report asked for above: each candidate's, rendered once.
    const stored = await db.selectFrom('report_files').select('result_id').execute();
    expect(stored).toHaveLength(2);
  });
});
