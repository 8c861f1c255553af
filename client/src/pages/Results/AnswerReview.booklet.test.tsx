import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultsState } from '../../features/results/resultsState';
import { EXAM_KEY, keyedQuestions } from '../../test/fixtures';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

/** Her answers, the canonical paper's, with where her booklet had each when `places` is set. */
function state(places?: number[]): ResultsState {
  const answers = Object.entries(EXAM_KEY).map(([questionId, key], i) => ({
    questionId,
    selectedOption: key,
    correctOption: key,
    isCorrect: true,
    ...(places ? { paperPosition: places[i] } : {}),
  }));
  return { userId: 'u1', simuladoId: 'sim-free', answers, questions: keyedQuestions() };
}

function render(places?: number[]) {
  mockApi({
    ...signedInAs('STUDENT'),
    'GET /api/results/ranking': { status: 200, body: [] },
    'GET /api/result/question-field': {
      status: 200,
      body: { keyReleasesAt: null, participants: 0, questions: [] },
    },
  });
  renderRoute({ pathname: '/results', state: state(places) });
}

const headings = async () => {
  const review = await screen.findByRole('region', { name: 'Revisão das respostas' });
  return within(review)
    .getAllByText(/^Questão \d+/)
    .map((node) => node.textContent?.replace(/ · peso.*/, ''));
};

describe('the review of a shuffled booklet', () => {
  it('numbers the questions as printed and says where her booklet had each', async () => {
    const count = Object.keys(EXAM_KEY).length;
    const places = Array.from({ length: count }, (_, i) => count - i);
    render(places);
    expect(await headings()).toEqual(
      places.map((place, i) => `Questão ${i + 1} (sua prova: ${place})`),
    );
  });

  it('says nothing of a booklet when the paper was not shuffled', async () => {
    render();
    const count = Object.keys(EXAM_KEY).length;
    expect(await headings()).toEqual(Array.from({ length: count }, (_, i) => `Questão ${i + 1}`));
  });
});
