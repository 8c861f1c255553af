import type {
  AttemptResult,
  ExamSession,
  KeyedQuestion,
  Option,
  PublicQuestion,
  Purchase,
  ResultItem,
  SimuladoDetail,
  SimuladoSummary,
} from '@gabaritei/shared';

/** API bodies shaped by the shared contract, with overridable defaults. */

export function simuladoFixture(overrides: Partial<SimuladoSummary> = {}): SimuladoSummary {
  return {
    id: 'sim-free',
    title: 'Simulado Gratuito — Conhecimentos Básicos',
    subject: 'Conhecimentos Básicos',
    description: 'Questões de Português, Matemática e Informática.',
    price: 0,
    durationMinutes: 60,
    isPracticeOnly: false,
    questionCount: 10,
    startDate: '2026-05-01T12:00:00.000Z',
    endDate: '2026-05-30T12:00:00.000Z',
    answerKeyRelease: 'IMMEDIATE',
    format: 'ABCD',
    scoring: 'STANDARD',
    ...overrides,
  };
}

export const paidSimulado = simuladoFixture({
  id: 'sim-paid',
  title: 'Técnico Judiciário — Tribunais',
  subject: 'Direito',
  description: 'Simulado completo para tribunais.',
  price: 29.9,
  durationMinutes: 120,
  questionCount: 12,
});

export function simuladoDetailFixture(
  overrides: Partial<SimuladoSummary> = {},
  questions: PublicQuestion[] = [],
): SimuladoDetail {
  return { ...simuladoFixture(overrides), questions };
}

/** Four questions q1..q4; the key is A, B, C, D in order. */
export const EXAM_KEY: Readonly<Record<string, Option>> = { q1: 'A', q2: 'B', q3: 'C', q4: 'D' };

export function questionFixture(n: number): PublicQuestion {
  return {
    id: `q${n}`,
    text: `Enunciado da questão ${n}`,
    optionA: `Alternativa A${n}`,
    optionB: `Alternativa B${n}`,
    optionC: `Alternativa C${n}`,
    optionD: `Alternativa D${n}`,
    optionE: null,
    weight: 1,
    subject: 'Português',
  };
}

export const examQuestions = [1, 2, 3, 4].map(questionFixture);

export function keyedQuestions(): KeyedQuestion[] {
  return examQuestions.map((q) => ({
    ...q,
    correctOption: EXAM_KEY[q.id]!,
    explanation: `Comentário da ${q.id}`,
  }));
}

export const examSimulado = simuladoDetailFixture({ questionCount: 4 }, examQuestions);

export function examSessionFixture(overrides: Partial<ExamSession> = {}): ExamSession {
  return {
    id: 'ses-1',
    simuladoId: 'sim-free',
    status: 'IN_PROGRESS',
    startedAt: '2026-05-20T12:00:00.000Z',
    expiresAt: '2026-05-20T13:00:00.000Z',
    submittedAt: null,
    answersData: {},
    serverNow: '2026-05-20T12:00:00.000Z',
    ...overrides,
  };
}

/** The correction of `answers` against EXAM_KEY, as the server answers it. */
export function attemptResultFixture(
  answers: Record<string, Option | null>,
  overrides: Partial<AttemptResult> = {},
): AttemptResult {
  const graded = examQuestions.map((q) => {
    const selectedOption = answers[q.id] ?? null;
    const correctOption = EXAM_KEY[q.id]!;
    return {
      questionId: q.id,
      selectedOption,
      correctOption,
      isCorrect: selectedOption === correctOption,
    };
  });
  const correctCount = graded.filter((a) => a.isCorrect).length;
  return {
    id: 'res-9',
    simuladoId: 'sim-free',
    attemptType: 'OFFICIAL',
    score: (correctCount / graded.length) * 100,
    percentile: 50,
    correctCount,
    totalQuestions: graded.length,
    durationSeconds: 600,
    rank: 1,
    participants: 2,
    completedAt: '2026-05-20T12:10:00.000Z',
    answers: graded,
    questions: keyedQuestions(),
    keyReleasesAt: null,
    format: 'ABCD',
    scoring: 'STANDARD',
    weighted: false,
    ...overrides,
  };
}

export function purchaseFixture(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 'pur-1',
    simuladoId: 'sim-free',
    purchasedAt: '2026-05-10T15:00:00.000Z',
    title: 'Simulado Gratuito — Conhecimentos Básicos',
    subject: 'Conhecimentos Básicos',
    description: 'Questões de Português, Matemática e Informática.',
    questionCount: 10,
    price: 0,
    ...overrides,
  };
}

export function resultFixture(overrides: Partial<ResultItem> = {}): ResultItem {
  return {
    id: 'res-1',
    simuladoId: 'sim-free',
    simuladoTitle: 'Simulado Gratuito — Conhecimentos Básicos',
    attemptType: 'OFFICIAL',
    score: 80,
    correctCount: 8,
    totalQuestions: 10,
    durationSeconds: 1800,
    completedAt: '2026-05-11T15:00:00.000Z',
    ...overrides,
  };
}
