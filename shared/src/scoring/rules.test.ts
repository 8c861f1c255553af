import { describe, expect, it } from 'vitest';
import { invalidAnswerMessage, isOptionOf, optionsOf } from './formats';
import { scoreAttempt, type ScoredQuestion } from './rules';

const q = (correctOption: ScoredQuestion['correctOption'], weight = 1, annulled = false) => ({
  correctOption,
  weight,
  annulled,
});

describe('STANDARD: weighted correct ÷ total weight × 100, blank = wrong', () => {
  it('scores 3 of 4 unweighted items as 75 (today’s rule)', () => {
    const result = scoreAttempt('STANDARD', [q('A'), q('B'), q('C'), q('D')], ['A', 'B', 'C', 'A']);
    expect(result.score).toBe(75);
    expect(result.outcomes).toEqual(['CORRECT', 'CORRECT', 'CORRECT', 'WRONG']);
  });

  it('weighs: weights 2, 1, 1 with only the weight-2 item right is 2 ÷ 4 = 50', () => {
    const result = scoreAttempt('STANDARD', [q('E', 2), q('A'), q('B')], ['E', 'B', null]);
    expect(result.score).toBe(50);
    expect(result.totalWeight).toBe(4);
    expect(result).toMatchObject({ creditedCount: 1, wrongCount: 1, blankCount: 1 });
  });

  it('credits an annulled item answered wrongly or left blank: (1 + 0.5) ÷ 2.5 = 60', () => {
    // Item 1 weight 1 annulled and blank; item 2 weight 0.5 annulled and wrong; item 3 weight 1 wrong.
    const questions = [q('A', 1, true), q('B', 0.5, true), q('C', 1)];
    const result = scoreAttempt('STANDARD', questions, [null, 'A', 'D']);
    expect(result.score).toBe(60);
    expect(result.outcomes).toEqual(['ANNULLED', 'ANNULLED', 'WRONG']);
    expect(result.creditedCount).toBe(2);
  });

  it('answers missing from the list are blank', () => {
    expect(scoreAttempt('STANDARD', [q('A'), q('B')], ['A']).score).toBe(50);
  });

  it('no questions is 0, not NaN', () => {
    expect(scoreAttempt('STANDARD', [], []).score).toBe(0);
  });
});

describe('CEBRASPE: correct +weight, wrong −weight, blank 0; max(0, net) ÷ total weight', () => {
  it('6 right, 2 wrong, 2 blank of 10 items: (6 − 2) ÷ 10 = 40', () => {
    const questions = Array.from({ length: 10 }, () => q('C'));
    const answers = ['C', 'C', 'C', 'C', 'C', 'C', 'E', 'E', null, null] as const;
    const result = scoreAttempt('CEBRASPE', questions, answers);
    expect(result.netPoints).toBe(4);
    expect(result.score).toBe(40);
  });

  it('with weights: +2 (right, w2) −1.5 (wrong, w1.5) +0 (blank, w0.5) of 4 = 12.5', () => {
    const questions = [q('C', 2), q('E', 1.5), q('C', 0.5)];
    const result = scoreAttempt('CEBRASPE', questions, ['C', 'C', null]);
    expect(result.netPoints).toBe(0.5);
    expect(result.score).toBe(12.5);
  });

  it('floors at zero: 1 right and 3 wrong is net −2, score 0', () => {
    const questions = [q('C'), q('C'), q('C'), q('C')];
    const result = scoreAttempt('CEBRASPE', questions, ['C', 'E', 'E', 'E']);
    expect(result.netPoints).toBe(-2);
    expect(result.score).toBe(0);
  });

  it('credits annulled items to everyone: +1 annulled (answered wrong) +1 annulled (blank) −1 wrong of 4 = 25', () => {
    const questions = [q('C', 1, true), q('E', 1, true), q('C'), q('E')];
    const withAnswers = scoreAttempt('CEBRASPE', questions, ['E', null, 'E', null]);
    expect(withAnswers.netPoints).toBe(1);
    expect(withAnswers.score).toBe(25);
    // Someone who answered nothing still gets the two annulled items: 2 ÷ 4.
    expect(scoreAttempt('CEBRASPE', questions, []).score).toBe(50);
  });
});

describe('formats', () => {
  it('takes A–D, A–E or C/E and names them in the 400', () => {
    expect(optionsOf('ABCD')).toEqual(['A', 'B', 'C', 'D']);
    expect(isOptionOf('ABCD', 'E')).toBe(false);
    expect(isOptionOf('ABCDE', 'E')).toBe(true);
    expect(isOptionOf('CERTO_ERRADO', 'A')).toBe(false);
    expect(isOptionOf('CERTO_ERRADO', 'E')).toBe(true);
    expect(invalidAnswerMessage('CERTO_ERRADO')).toBe(
      'Resposta inválida: use C (Certo) ou E (Errado).',
    );
  });
});
