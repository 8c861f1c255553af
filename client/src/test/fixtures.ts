import type { Purchase, ResultItem, SimuladoDetail, SimuladoSummary } from '@gabaritei/shared';

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

export function simuladoDetailFixture(overrides: Partial<SimuladoSummary> = {}): SimuladoDetail {
  return { ...simuladoFixture(overrides), questions: [] };
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
