import { formatNumber, formatPercent, plural } from '../format/numbers';

/**
 * The figures of one result, each under one name on every screen, e-mail and PDF, so a
 * weighted paper's '58%' never reads beside a bare '5' as if they were one scale:
 * - `percentOfPoints`, 'Aproveitamento': points earned ÷ points possible × 100, by the
 *   simulado's scoring rule (weights, Cebraspe's deduction floored at 0, annulled items
 *   credited to all). It is the stored score, the ranking's figure and the tier's.
 * - `grade`, 'Nota': the same figure out of 10, one decimal ('5,8/10').
 * - `points`, 'Pontos': the points themselves, out of the paper's total weight.
 * - `correctItems`, 'Acertos': questions answered right, counted without weights.
 */
export const RESULT_FIGURES = ['percentOfPoints', 'grade', 'points', 'correctItems'] as const;
export type ResultFigure = (typeof RESULT_FIGURES)[number];

export const FIGURE_LABELS: Record<ResultFigure, string> = {
  percentOfPoints: 'Aproveitamento',
  grade: 'Nota',
  points: 'Pontos',
  correctItems: 'Acertos',
};

/** What each figure is, in one line the screens and the PDF print under the figures. */
export const FIGURE_MEANINGS: Record<ResultFigure, string> = {
  percentOfPoints:
    'Aproveitamento = pontos obtidos ÷ pontos possíveis × 100, pela regra de pontuação do simulado.',
  grade: 'Nota = aproveitamento ÷ 10, de 0 a 10.',
  points: 'Pontos = soma dos pesos das questões certas, pela regra de pontuação do simulado.',
  correctItems: 'Acertos = questões respondidas certo, sem contar pesos.',
};

/** The unit that follows a percent of points wherever no label names it: '58% dos pontos'. */
export const PERCENT_OF_POINTS_UNIT = 'dos pontos';

/** '58%': a percent of points where the label 'Aproveitamento' stands beside it. */
export function formatPercentOfPoints(score: number, places = 0): string {
  return formatPercent(score, places);
}

/** '58% dos pontos': a percent of points standing alone (a sentence, an e-mail). */
export function percentOfPointsText(score: number, places = 0): string {
  return `${formatPercent(score, places)} ${PERCENT_OF_POINTS_UNIT}`;
}

/** '5,8/10': the grade of a score of 0–100. */
export function formatGradeOutOf10(score: number): string {
  return `${formatNumber(score / 10, 1)}/10`;
}

/** Points to show: whole where whole, else one decimal ('7,5'). */
function pointsNumber(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  return formatNumber(rounded, Number.isInteger(rounded) ? 0 : 1);
}

/** The points a score of 0–100 stands for on a paper worth `maxPoints`. */
export function pointsOf(score: number, maxPoints: number): number {
  return (score / 100) * maxPoints;
}

/** '7,5 de 12 pontos'. */
export function formatPoints(points: number, maxPoints: number): string {
  return `${pointsNumber(points)} de ${pointsNumber(maxPoints)} ${plural(maxPoints, 'ponto', 'pontos')}`;
}

/** '5 de 12 questões'. */
export function formatCorrectItems(correct: number, total: number): string {
  return `${formatNumber(correct)} de ${formatNumber(total)} ${plural(total, 'questão', 'questões')}`;
}

/** What a result carries: the score (0–100), the counts and, when known, the paper's weight. */
export type FigureSource = {
  score: number;
  correctCount: number;
  totalQuestions: number;
  /** Σ weight of the paper's questions; absent (or equal to the count) when unweighted. */
  maxPoints?: number;
};

export type FigureEntry = { figure: ResultFigure; label: string; text: string };

/**
 * The figures of a result in the one order every screen lists them. Points appear only on a
 * weighted paper: unweighted, they equal the correct items and would only repeat them.
 */
export function resultFigures(source: FigureSource): FigureEntry[] {
  const entry = (figure: ResultFigure, text: string): FigureEntry => ({
    figure,
    label: FIGURE_LABELS[figure],
    text,
  });
  const weighted = source.maxPoints !== undefined && source.maxPoints !== source.totalQuestions;
  return [
    entry('percentOfPoints', percentOfPointsText(source.score)),
    entry('grade', formatGradeOutOf10(source.score)),
    ...(weighted
      ? [
          entry(
            'points',
            formatPoints(pointsOf(source.score, source.maxPoints!), source.maxPoints!),
          ),
        ]
      : []),
    entry('correctItems', formatCorrectItems(source.correctCount, source.totalQuestions)),
  ];
}

/**
 * A score's move, named: 'seu aproveitamento passou de 31,6% para 47,4% dos pontos (nota
 * 3,2/10 → 4,7/10)', one decimal as the candidate sees it on the regrade notes.
 */
export function scoreMoveText(before: number, after: number): string {
  return (
    `seu aproveitamento passou de ${formatPercent(before, 1)} para ${percentOfPointsText(after, 1)}` +
    ` (nota ${formatGradeOutOf10(before)} → ${formatGradeOutOf10(after)})`
  );
}
