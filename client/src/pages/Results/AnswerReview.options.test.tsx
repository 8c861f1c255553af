import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { AppealWindow, OfficialAnswer, Option } from '@gabaritei/shared';
import { EXAM_KEY, resultFixture } from '../../test/fixtures';
import { studentWithAccess } from '../../test/examApi';
import { mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

/** q1's booklet put C first: her A is the prova-mãe's C, her B its A, and so on. */
const ORDER: Option[] = ['C', 'A', 'D', 'B'];

/** GET /api/answers/simulado/{id} once the key is out: each answer with its commentary. */
function submitted(): OfficialAnswer[] {
  return Object.entries(EXAM_KEY).map(([questionId, correctOption], i) => ({
    questionId,
    selectedOption: questionId === 'q1' ? 'C' : correctOption,
    correctOption,
    isCorrect: questionId !== 'q1',
    explanation: `Comentário oficial da questão ${i + 1}`,
    paperPosition: i + 1,
    ...(questionId === 'q1' ? { optionOrder: ORDER } : {}),
  }));
}

/** 'Ver minha prova': the review loaded by simulado, as Meus Relatórios and Meus recursos open it. */
async function openMyAttempt(window?: AppealWindow) {
  mockApi({
    ...(window ? { 'GET /api/me/appeals/window': { status: 200, body: window } } : {}),
    ...studentWithAccess('REVIEW'),
    'GET /api/answers/simulado/sim-free': { status: 200, body: submitted() },
    'GET /api/result/u1': {
      status: 200,
      body: [resultFixture({ simuladoId: 'sim-free', attemptType: 'OFFICIAL' })],
    },
    'GET /api/results/ranking': { status: 200, body: [] },
    'GET /api/result/question-field': {
      status: 200,
      body: { keyReleasesAt: null, participants: 0, questions: [] },
    },
  });
  renderRoute('/minha-prova/sim-free');
  const review = await screen.findByRole('region', { name: 'Revisão das respostas' });
  return within(review);
}

describe('the review of her attempt once the key is out', () => {
  it("shows 'Comentário do gabarito' with the commentary each answer brought", async () => {
    const review = await openMyAttempt();
    expect(review.getAllByText('Comentário do gabarito:')).toHaveLength(4);
    expect(review.getByText('Comentário oficial da questão 1')).toBeTruthy();
    expect(review.getByText('Comentário oficial da questão 4')).toBeTruthy();
  });

  it('shows every option in her order under her letters, hers and the key marked', async () => {
    const review = await openMyAttempt();
    const options = review.getByRole('list', { name: 'Alternativas da questão 1' });
    const rows = within(options).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'A)Alternativa C1 (C na prova-mãe)Sua resposta',
      'B)Alternativa A1 (A na prova-mãe)Gabarito',
      'C)Alternativa D1 (D na prova-mãe)',
      'D)Alternativa B1 (B na prova-mãe)',
    ]);
    // A question printed in order lists its options as printed, with no prova-mãe note.
    const plain = review.getByRole('list', { name: 'Alternativas da questão 2' });
    expect(
      within(plain)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'A)Alternativa A2',
      'B)Alternativa B2Sua respostaGabarito',
      'C)Alternativa C2',
      'D)Alternativa D2',
    ]);
  });

  it('names her answer and the key by her letters, with the prova-mãe letter beside', async () => {
    const review = await openMyAttempt();
    const first = review.getByText('Questão 1 (sua prova: 1)').closest('li');
    expect(first?.textContent).toContain('Sua resposta: A) Alternativa C1 (C na prova-mãe)');
    expect(first?.textContent).toContain('Resposta correta: B) Alternativa A1 (A na prova-mãe)');
  });
});

describe('the appeal dialog of a reviewed question', () => {
  it('quotes the question and her answer, which the dialog covers', async () => {
    const review = await openMyAttempt({
      opensAt: '2026-01-01T00:00:00.000Z',
      closesAt: '2099-01-01T00:00:00.000Z',
      open: true,
      eligible: true,
      decisions: [],
    });
    const [first] = await review.findAllByRole('button', { name: 'Interpor recurso' });
    await userEvent.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Recurso — Questão 1' });
    const quote = within(dialog).getByRole('figure', { name: 'Questão do recurso' });
    expect(quote.textContent).toBe(
      'Questão 1 (sua prova: 1)Enunciado da questão 1Sua resposta: A) Alternativa C1 (C na prova-mãe)',
    );
  });
});

describe("the field's most chosen option in her review", () => {
  it('is named by her letter, the prova-mãe letter beside', async () => {
    mockApi({
      ...studentWithAccess('REVIEW'),
      'GET /api/answers/simulado/sim-free': { status: 200, body: submitted() },
      'GET /api/result/u1': { status: 200, body: [resultFixture()] },
      'GET /api/results/ranking': { status: 200, body: [] },
      'GET /api/result/question-field': {
        status: 200,
        body: {
          keyReleasesAt: null,
          participants: 3,
          questions: [
            { questionId: 'q1', correctPercent: 0, mostChosen: 'C', mostChosenPercent: 100 },
            { questionId: 'q2', correctPercent: 100, mostChosen: 'B', mostChosenPercent: 100 },
          ],
        },
      },
    });
    renderRoute('/minha-prova/sim-free');
    const review = await screen.findByRole('region', { name: 'Revisão das respostas' });
    const lines = await within(review).findAllByTestId('question-field');
    expect(lines.map((line) => line.textContent)).toEqual([
      '% de acerto: 0,0% dos participantes · Mais marcada: A — C na prova-mãe (100,0%)',
      '% de acerto: 100,0% dos participantes · Mais marcada: B (100,0%)',
    ]);
  });
});

describe('her review before the key is out', () => {
  it('shows no commentary and no option marks, only when the key opens', async () => {
    const message =
      'O gabarito comentado será liberado em 26/11/2026 às 13:15 (horário de Brasília).';
    mockApi({
      ...studentWithAccess('REVIEW'),
      'GET /api/answers/simulado/sim-free': {
        status: 409,
        body: { statusCode: 409, code: 'KEY_EMBARGOED', message },
      },
      'GET /api/result/u1': { status: 200, body: [resultFixture()] },
    });
    renderRoute('/minha-prova/sim-free');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Comentário do gabarito:')).toBeNull();
    expect(screen.queryByText('Gabarito')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Revisão das respostas' })).toBeNull();
  });
});
