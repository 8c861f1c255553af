import { expect, it } from 'vitest';
import { FIGURE_MEANINGS } from '@gabaritei/shared';
import { createSimulado, insertResult, signedIn } from '../simulados/catalogue.test-support';
import { describeBackends, useTestApp } from '../test/support';
import { loadReportData } from './report-data';
import { renderReportHtml } from './template/report-template';

const NOW = new Date('2026-11-22T12:00:00.000Z');

describeBackends('reports of the bancas’ formats', (backend) => {
  const t = useTestApp(backend);

  /** A submitted attempt of a 2-question simulado of the format, with these answers. */
  async function reportOf(
    format: 'ABCDE' | 'CERTO_ERRADO',
    scoring: 'STANDARD' | 'CEBRASPE',
    keys: ['C' | 'E', 'C' | 'E'],
    chosen: ['C' | 'E' | null, 'C' | 'E' | null],
  ) {
    const id = await createSimulado(t.db, { questions: 2 });
    await t.db.updateTable('simulados').set({ format, scoring }).where('id', '=', id).execute();
    const questions = await t.db
      .selectFrom('questions')
      .select('id')
      .where('simulado_id', '=', id)
      .orderBy('position')
      .execute();
    for (const [i, q] of questions.entries())
      await t.db
        .updateTable('questions')
        .set({ correct_option: keys[i]!, weight: i === 0 ? 2 : 1, option_e: 'Quinta opção' })
        .where('id', '=', q.id)
        .execute();
    const student = await signedIn(t.api, t.db);
    const resultId = await insertResult(t.db, {
      userId: student.id,
      simuladoId: id,
      completedAt: NOW,
    });
    await t.db
      .insertInto('result_answers')
      .values(
        questions.map((q, i) => ({
          result_id: resultId,
          question_id: q.id,
          selected_option: chosen[i]!,
          is_correct: chosen[i] === keys[i],
        })),
      )
      .execute();
    const data = await loadReportData(t.db, resultId, NOW);
    return { data: data!, html: renderReportHtml(data!) };
  }

  it('prints Certo/Errado items without options, with the Cebraspe rule and weights', async () => {
    const { data, html } = await reportOf('CERTO_ERRADO', 'CEBRASPE', ['C', 'E'], ['E', null]);
    expect(data.questions[0]).toMatchObject({ options: {}, weight: 2, chosen: 'E', correct: 'C' });
    expect(html).toContain('Cada item errado anula um item certo (de mesmo peso)');
    expect(html).toContain('Peso 2');
    expect(html).toMatch(/Resposta correta: <strong>Certo<\/strong>/);
    expect(html).toMatch(/Sua resposta:\s*<span class="bad"\s*>Errado<\/span/);
    expect(html).not.toContain('A) Alternativa A');
  });

  it('prints option E of an A–E paper and the standard rule', async () => {
    const { html } = await reportOf('ABCDE', 'STANDARD', ['E', 'C'], ['E', 'C']);
    expect(html).toContain('E) Quinta opção');
    expect(html).toContain(
      'Aproveitamento = soma dos pesos das questões certas ÷ soma de todos os pesos × 100',
    );
  });

  it('names each figure by its scale, with the points of a weighted paper', async () => {
    // Weights 2 and 1: the first right, the second blank, 2 of 3 points.
    const { data, html } = await reportOf('ABCDE', 'STANDARD', ['E', 'C'], ['E', null]);
    expect(data.maxPoints).toBe(3);
    const flat = html.replace(/\s+/g, ' ');
    expect(flat).toContain('<div class="label">Nota (de 0 a 10)</div>');
    expect(flat).toContain('<div class="label">Aproveitamento (% dos pontos)</div>');
    expect(flat).toContain('<div class="label">Pontos</div>');
    expect(flat).toContain(`<div class="value">${'2 de 3 pontos'}</div>`);
    expect(flat).toContain('<div class="label">Acertos (questões)</div>');
    expect(flat).toContain(FIGURE_MEANINGS.points);
    expect(flat).toContain(FIGURE_MEANINGS.correctItems);
  });
});
