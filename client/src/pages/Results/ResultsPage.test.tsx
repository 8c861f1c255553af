import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultsState } from '../../features/results/resultsState';
import { EXAM_KEY, keyedQuestions } from '../../test/fixtures';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

/** State as the exam screen sends it: `correct` of the four questions right. */
function stateWith(correct: number, extra: Partial<ResultsState> = {}): ResultsState {
  const answers = Object.entries(EXAM_KEY).map(([questionId, key], index) => {
    const selectedOption = index < correct ? key : index === 3 ? null : 'A';
    return { questionId, selectedOption, correctOption: key, isCorrect: selectedOption === key };
  });
  return { userId: 'u1', simuladoId: 'sim-free', answers, questions: keyedQuestions(), ...extra };
}

function renderResults(state: unknown, disciplines?: unknown) {
  const api = mockApi({
    ...signedInAs('STUDENT'),
    'GET /api/results/ranking': { status: 200, body: [] },
    ...(disciplines ? { 'GET /api/result/disciplines': { status: 200, body: disciplines } } : {}),
  });
  return { ...renderRoute({ pathname: '/results', state }), calls: api.calls };
}

describe('ResultsPage', () => {
  it('redirects to /my-reports without state, replacing the entry', async () => {
    const { path, router } = renderResults(null);
    await waitFor(() => expect(path()).toBe('/my-reports'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the score, counts, ring colour and the tier message', async () => {
    renderResults(stateWith(3, { result: { score: 74.6, percentile: 80 } }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Simulado Concluído!' }),
    ).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Muito Bom!' });
    const ring = within(summary).getByRole('img', { name: 'Aproveitamento: 75%' });
    expect(ring.getAttribute('data-color')).toBe('teal');
    const values = within(summary)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['75% dos pontos', '7,5/10', '3 de 4 questões']);
    expect(screen.getByText(/Revise abaixo as questões que você errou/)).toBeTruthy();
  });

  it('names each figure of a weighted paper by its scale: points apart from correct items', async () => {
    const questions = keyedQuestions().map((q, i) => ({ ...q, weight: i === 0 ? 3 : 1 }));
    // q1 (weight 3) and q2 right out of 6 points: 4 points, 66,7 % of them, 2 of 4 items.
    renderResults(stateWith(2, { questions, result: { score: 400 / 6, percentile: 0 } }));
    const summary = await screen.findByRole('region', { name: 'Bom!' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const values = within(summary)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(terms).toEqual(['Aproveitamento', 'Nota', 'Pontos', 'Acertos']);
    expect(values).toEqual(['67% dos pontos', '6,7/10', '4 de 6 pontos', '2 de 4 questões']);
    expect(within(summary).getByTestId('figure-meanings').textContent).toContain(
      'Aproveitamento = pontos obtidos ÷ pontos possíveis × 100',
    );
  });

  it('states the position as people read it, with its formula in one line', async () => {
    renderResults(
      stateWith(3, { result: { score: 75, percentile: 75, rank: 1, participants: 4 } }),
    );
    expect((await screen.findByTestId('results-position')).textContent).toBe(
      'Sua posição: 1º de 4 · à frente de 75% dos participantes',
    );
    expect(
      screen.getByText(/^À frente de = participantes classificados abaixo de você/),
    ).toBeTruthy();
    expect(screen.queryByText(/Percentil/)).toBeNull();
  });

  it('gives a sole participant words, not 0%', async () => {
    renderResults(stateWith(3, { result: { score: 75, percentile: 0, rank: 1, participants: 1 } }));
    expect((await screen.findByTestId('results-position')).textContent).toBe(
      'Sua posição: 1º de 1 · único participante até agora',
    );
  });

  it('shows neither a position nor Ver Ranking for a training simulado', async () => {
    renderResults(
      stateWith(2, {
        hasRanking: false,
        result: { score: 50, percentile: 0, rank: null, participants: 0, attemptType: 'PRACTICE' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Voltar aos Simulados' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver Ranking' })).toBeNull();
    expect(screen.queryByTestId('results-position')).toBeNull();
    expect(screen.queryByText(/Percentil|à frente/)).toBeNull();
    expect(screen.queryByText(/posição no ranking/)).toBeNull();
  });

  it.each([
    [4, 'Excelente!', 'green'],
    [3, 'Muito Bom!', 'teal'],
    [2, 'Bom!', 'yellow'],
    [1, 'Continue Praticando!', 'red'],
  ])('without a server score: %i of 4 right is %s (%s)', async (correct, tier, color) => {
    renderResults(stateWith(correct));
    const summary = await screen.findByRole('region', { name: tier });
    const score = Math.round((correct / 4) * 100);
    expect(
      within(summary)
        .getByRole('img', { name: `Aproveitamento: ${score}%` })
        .getAttribute('data-color'),
    ).toBe(color);
  });

  it('reviews each answer: Correta, Incorreta or Em branco, own answer, the right one when wrong', async () => {
    renderResults(stateWith(2));
    const review = await screen.findByRole('region', { name: 'Revisão das respostas' });
    // The answers, not the options each lists inside it.
    const items = within(review)
      .getAllByRole('listitem')
      .filter((item) => !item.parentElement?.closest('li'));
    expect(items).toHaveLength(4);

    expect(within(items[0]!).getByText('Correta')).toBeTruthy();
    expect(items[0]!.textContent).toContain('Sua resposta: A) Alternativa A1');
    expect(items[0]!.textContent).not.toContain('Resposta correta:');
    expect(items[0]!.textContent).toContain('Comentário do gabarito: Comentário da q1');

    expect(within(items[2]!).getByText('Incorreta')).toBeTruthy();
    expect(items[2]!.textContent).toContain('Sua resposta: A) Alternativa A3');
    expect(items[2]!.textContent).toContain('Resposta correta: C) Alternativa C3');
    expect(items[3]!.textContent).toContain('Sua resposta: Em branco');
    // A blank is not a wrong answer (under the Cebraspe rule it scores zero).
    expect(within(items[3]!).queryByText('Incorreta')).toBeNull();
    expect(within(items[3]!).getAllByText('Em branco')).toHaveLength(2);
  });

  it("says 'Nenhuma resposta fornecida.' without answers", async () => {
    renderResults({ ...stateWith(0), answers: [] });
    expect(await screen.findByText('Nenhuma resposta fornecida.')).toBeTruthy();
  });

  it('shows a notice it was given (time up)', async () => {
    renderResults(
      stateWith(1, { notice: 'Seu tempo esgotou. Suas respostas foram enviadas automaticamente.' }),
    );
    expect(await screen.findByText(/Seu tempo esgotou/)).toBeTruthy();
  });

  it("'Ver Ranking' opens /rankings with the simulado and the user; the other goes back", async () => {
    const { user, path, router } = renderResults(stateWith(2));
    await user.click(await screen.findByRole('button', { name: 'Ver Ranking' }));
    await waitFor(() => expect(path()).toBe('/rankings'));
    expect(router.state.location.state).toEqual({ simuladoId: 'sim-free', userId: 'u1' });

    await router.navigate({ pathname: '/results' }, { state: stateWith(2) });
    await user.click(await screen.findByRole('button', { name: 'Voltar aos Simulados' }));
    await waitFor(() => expect(path()).toBe('/simulated'));
  });

  it('compares each discipline with the field mean in bars with their values in text', async () => {
    const { calls } = renderResults(stateWith(3, { result: { id: 'r1', score: 75 } }), {
      keyReleasesAt: null,
      field: 'OFFICIAL',
      participants: 1200,
      disciplines: [
        { discipline: 'Português', questions: 2, credited: 1, percent: 50, fieldPercent: 62.25 },
        { discipline: 'Matemática', questions: 1, credited: 1, percent: 100, fieldPercent: 40 },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Desempenho por disciplina' });
    expect(
      calls.some((c) => c.path === '/api/result/disciplines?simuladoId=sim-free&resultId=r1'),
    ).toBe(true);
    expect(within(section).getByTestId('disciplinas-base').textContent).toContain(
      '1.200 participantes oficiais',
    );
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Português1 de 2 questõesVocê50,0%Média62,3%',
      'Matemática1 de 1 questãoVocê100,0%Média40,0%',
    ]);
  });

  it('says when there is nobody to compare with', async () => {
    renderResults(stateWith(1), {
      keyReleasesAt: null,
      field: 'NONE',
      participants: 1,
      disciplines: [
        { discipline: 'Português', questions: 4, credited: 1, percent: 25, fieldPercent: null },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Desempenho por disciplina' });
    expect(section.textContent).toContain('Ainda não há outros participantes para comparar');
    expect(within(section).queryByText('Média')).toBeNull();
  });
});
