import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionFieldResponse } from '@gabaritei/shared';
import type { ResultsState } from '../../features/results/resultsState';
import { EXAM_KEY, keyedQuestions } from '../../test/fixtures';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

function state(): ResultsState {
  const answers = Object.entries(EXAM_KEY).map(([questionId, key]) => ({
    questionId,
    selectedOption: key,
    correctOption: key,
    isCorrect: true,
  }));
  return { userId: 'u1', simuladoId: 'sim-free', answers, questions: keyedQuestions() };
}

function renderWith(field: QuestionFieldResponse) {
  mockApi({
    ...signedInAs('STUDENT'),
    'GET /api/results/ranking': { status: 200, body: [] },
    'GET /api/result/question-field': { status: 200, body: field },
  });
  renderRoute({ pathname: '/results', state: state() });
}

describe("the review's field per question", () => {
  it("shows '% de acerto' and the option the field chose most, once the key is out", async () => {
    const [q1] = Object.keys(EXAM_KEY);
    renderWith({
      keyReleasesAt: null,
      participants: 3,
      questions: [
        { questionId: q1!, correctPercent: 200 / 3, mostChosen: 'B', mostChosenPercent: 200 / 3 },
      ],
    });
    const review = await screen.findByRole('region', { name: 'Revisão das respostas' });
    const line = await within(review).findByTestId('question-field');
    expect(line.textContent).toBe('% de acerto: 66,7% dos participantes · Mais marcada: B (66,7%)');
    expect(within(review).getAllByTestId('question-field')).toHaveLength(1);
  });

  it('shows nothing under the key embargo', async () => {
    renderWith({ keyReleasesAt: '2026-11-26T13:00:00.000Z', participants: 0, questions: [] });
    await screen.findByRole('region', { name: 'Revisão das respostas' });
    expect(screen.queryByTestId('question-field')).toBeNull();
  });
});
