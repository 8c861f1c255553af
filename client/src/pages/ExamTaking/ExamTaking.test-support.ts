import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { resetSaveQueues } from '../../features/exam/save-queue/saveQueueRegistry';
import { renderRoute } from '../../test/render';
import type { MySimulado } from '@gabaritei/shared';
import { signedInAs } from '../../test/mockApi';
import { paidSimulado, simuladoDetailFixture, simuladoFixture } from '../../test/fixtures';

export const TITLE = 'Simulado Gratuito — Conhecimentos Básicos';
export const TIME_UP = 'Seu tempo esgotou. Suas respostas foram enviadas automaticamente.';

/** Opens the free simulado in exam mode through the dialog (a new session). */
export async function openExam(options: { fakeTimers?: boolean } = {}) {
  const rendered = renderRoute('/simulated', options);
  await rendered.user.click(await screen.findByRole('button', { name: TITLE }));
  await rendered.user.click(await screen.findByRole('button', { name: 'Começar' }));
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return rendered;
}

export const option = (name: string) => screen.getByRole('radio', { name });

/** After each exam test: real timers, no save queue, no draft left on the device. */
export function resetExamPage() {
  vi.useRealTimers();
  resetSaveQueues();
  localStorage.clear();
  sessionStorage.clear();
}

export const free = simuladoFixture();
export const practice = simuladoFixture({
  id: 'sim-practice',
  title: 'Treino de Raciocínio Lógico',
  subject: null,
  isPracticeOnly: true,
  questionCount: 1,
});
export const catalogue = {
  'GET /api/simulados': { status: 200, body: [free, paidSimulado, practice] },
};
export const student = signedInAs('STUDENT');
/** With access, the free simulado's mode opens the mode-choice dialog (its first attempt). */
export const examMode = {
  'GET /api/simulados/sim-free/mode': {
    status: 200,
    body: { mode: 'EXAM', hasActiveSession: false },
  },
  'GET /api/simulados/sim-free': { status: 200, body: simuladoDetailFixture() },
};
export const MODE_DIALOG = 'Como você quer fazer este simulado?';

/** GET /api/me/simulados: the user's standing with each simulado. */
export function standing(items: (Partial<MySimulado> & { simuladoId: string })[]) {
  const body = items.map((item) => ({
    purchased: false,
    releasedBy: [],
    inProgressUntil: null,
    hasOfficialResult: false,
    ...item,
  }));
  return { 'GET /api/me/simulados': { status: 200, body } };
}

export function card(title: string) {
  return screen.findByRole('button', { name: title });
}
