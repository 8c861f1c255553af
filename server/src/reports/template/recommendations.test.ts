import { describe, expect, it } from 'vitest';
import type { ReportData, ReportQuestion } from '../report-data';
import { studyRecommendations } from './recommendations';

const question = (number: number, paperPosition?: number): ReportQuestion => ({
  number,
  ...(paperPosition === undefined ? {} : { paperPosition }),
  text: `Enunciado ${number}`,
  subject: 'Direito Constitucional',
  options: {},
  weight: 1,
  chosen: 'E',
  correct: 'C',
  isCorrect: false,
  annulledReason: null,
  keyChangedReason: null,
  fieldCorrectPercent: 80 - number,
  mostChosenWrong: 'E',
  explanation: null,
  errata: [],
});

/** A Cebraspe result: one item right, one wrong in the subject, so 0 % of its points. */
const data = (questions: ReportQuestion[]): ReportData => ({
  candidateName: 'Ana',
  simuladoTitle: 'Simulado',
  simuladoSubject: null,
  attemptType: 'OFFICIAL',
  completedAt: new Date(0),
  generatedAt: new Date(0),
  score: 0,
  correctCount: 1,
  totalQuestions: 2,
  durationSeconds: 60,
  rank: 1,
  participants: 1,
  percentile: 100,
  fieldScores: [0],
  fieldMean: 0,
  subjects: [{ name: 'Direito Constitucional', correct: 1, total: 2, percent: 0, fieldPercent: 0 }],
  questions,
  baseTexts: [],
  images: {},
  keyEmbargoedUntil: null,
  format: 'CERTO_ERRADO',
  scoring: 'CEBRASPE',
  weighted: false,
  maxPoints: 2,
});

describe('study recommendations', () => {
  it("name a subject's percent as points, not as the questions right beside it", () => {
    const [subject] = studyRecommendations(data([question(1)]));
    expect(subject).toContain('você acertou 1 de 2 (0,0% dos pontos)');
  });

  it('name the questions by her booklet too, as their headings do', () => {
    const tips = studyRecommendations(data([question(7, 3), question(9, 1)])).join(' ');
    expect(tips).toContain('Revise as questões 7 (sua prova: 3) e 9 (sua prova: 1)');
    expect(studyRecommendations(data([question(7)])).join(' ')).toContain('Revise a questão 7:');
  });
});
