import { describe, expect, it } from 'vitest';
import {
  FIGURE_LABELS,
  formatCorrectItems,
  formatGradeOutOf10,
  formatPoints,
  percentOfPointsText,
  pointsOf,
  resultFigures,
  scoreMoveText,
} from './figures';

describe('the figures of a result', () => {
  it('names each figure with its scale', () => {
    expect(percentOfPointsText(58.33)).toBe('58% dos pontos');
    expect(formatGradeOutOf10(58.33)).toBe('5,8/10');
    expect(formatPoints(7.5, 12)).toBe('7,5 de 12 pontos');
    expect(formatPoints(1, 1)).toBe('1 de 1 ponto');
    expect(formatCorrectItems(5, 12)).toBe('5 de 12 questões');
    expect(pointsOf(50, 12)).toBe(6);
  });

  it('lists points on a weighted paper, where they differ from the correct items', () => {
    const weighted = resultFigures({
      score: 58.33,
      correctCount: 5,
      totalQuestions: 10,
      maxPoints: 12,
    });
    expect(weighted.map((f) => `${f.label}: ${f.text}`)).toEqual([
      'Aproveitamento: 58% dos pontos',
      'Nota: 5,8/10',
      'Pontos: 7 de 12 pontos',
      'Acertos: 5 de 10 questões',
    ]);
    const plain = resultFigures({ score: 50, correctCount: 5, totalQuestions: 10, maxPoints: 10 });
    expect(plain.map((f) => f.label)).toEqual([
      FIGURE_LABELS.percentOfPoints,
      FIGURE_LABELS.grade,
      FIGURE_LABELS.correctItems,
    ]);
  });

  it('names the scale of a regrade move', () => {
    expect(scoreMoveText(31.58, 47.37)).toBe(
      'seu aproveitamento passou de 31,6% para 47,4% dos pontos (nota 3,2/10 → 4,7/10)',
    );
  });
});
