import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSaveQueues } from '../../features/exam/save-queue/saveQueueRegistry';
import { sessionServer, studentWithAccess } from '../../test/examApi';
import { EXAM_KEY } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

vi.mock('../../realtime/socket', () => ({
  getSocket: () => ({ on: () => undefined, off: () => undefined }),
  disconnectSocket: () => undefined,
}));

const TITLE = 'Simulado Gratuito — Conhecimentos Básicos';

async function pick() {
  const rendered = renderRoute('/simulated');
  await rendered.user.click(await screen.findByRole('button', { name: TITLE }));
  return rendered;
}

afterEach(() => {
  resetSaveQueues();
  localStorage.clear();
  sessionStorage.clear();
});

describe('access flow step 3: the mode decides', () => {
  it('BEFORE_START: says the simulado has not started and opens nothing', async () => {
    mockApi(studentWithAccess('BEFORE_START'));
    await pick();
    expect(
      await screen.findByText('Este simulado ainda não começou. Aguarde a data de início.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it("says 'Erro ao carregar modo do simulado' when the mode cannot be loaded", async () => {
    mockApi({
      ...studentWithAccess('EXAM'),
      'GET /api/simulados/sim-free/mode': { status: 500, body: { message: 'Falha' } },
    });
    await pick();
    expect(await screen.findByText('Erro ao carregar modo do simulado')).toBeTruthy();
  });

  it("says 'Modo do simulado não reconhecido' for an unknown mode", async () => {
    mockApi(studentWithAccess('SOMETHING_ELSE'));
    await pick();
    expect(await screen.findByText('Modo do simulado não reconhecido')).toBeTruthy();
  });

  it('EXAM with an active session: resumes it with the saved answers and the clock', async () => {
    const server = sessionServer({ answers: { q1: 'A', q3: 'D' } });
    const { calls } = mockApi({ ...studentWithAccess('EXAM', true), ...server.routes });
    await pick();

    expect(await screen.findByText('Sessão retomada com suas respostas anteriores')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'A) Alternativa A1' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: 'D) Alternativa D3' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByTestId('progress-count').textContent).toBe('2 / 4 respondidas · 50%');
    expect(screen.getByRole('timer').textContent).toMatch(/(59:59|1:00:00)/);
    expect(calls.some((c) => c.path === '/api/time')).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/api/exam-sessions/start'))).toBe(false);
  });

  it("says 'Erro ao retomar sessão' when the resume fails", async () => {
    mockApi({
      ...studentWithAccess('EXAM', true),
      'GET /api/exam-sessions/active': { status: 500, body: {} },
    });
    await pick();
    expect(await screen.findByText('Erro ao retomar sessão')).toBeTruthy();
  });

  it('EXAM without a session: the dialog preselects exam and starting opens the timed exam', async () => {
    const server = sessionServer();
    const { calls } = mockApi({ ...studentWithAccess('EXAM'), ...server.routes });
    const { user } = await pick();

    const dialog = await screen.findByRole('dialog', {
      name: 'Como você quer fazer este simulado?',
    });
    expect(
      within(dialog).getByText('Esta é sua primeira tentativa! Modo exame ativado.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Modo Exame/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Começar' }));

    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/exam-sessions/start')?.body).toEqual({
      simuladoId: 'sim-free',
      userId: 'u1',
      paper: 'apart',
    });
    expect(screen.getByText('Modo Exame')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar resposta' })).toBeTruthy();
  });

  it('shows the start error with its detail and closes the exam', async () => {
    mockApi({
      ...studentWithAccess('EXAM'),
      'POST /api/exam-sessions/start': {
        status: 409,
        body: { code: 'SESSION_ALREADY_ACTIVE', message: 'x' },
      },
    });
    const { user } = await pick();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));

    expect(
      await screen.findByText(
        'Erro ao iniciar sessão: Você já possui uma sessão ativa para este simulado',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Simulados' })).toBeTruthy();
  });

  it('falls back to the server message, then to a generic one, when starting fails', async () => {
    mockApi({
      ...studentWithAccess('EXAM'),
      'POST /api/exam-sessions/start': {
        status: 400,
        body: {
          code: 'EXAM_ENDED',
          message: 'Não é possível iniciar modo exame para simulados encerrados',
        },
      },
    });
    const { user } = await pick();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    expect(
      await screen.findByText(
        'Erro ao iniciar sessão: Não é possível iniciar modo exame para simulados encerrados',
      ),
    ).toBeTruthy();
  });

  it('offers practice, but not while the official attempt is still open', async () => {
    mockApi(studentWithAccess('EXAM'));
    await pick();
    const dialog = await screen.findByRole('dialog');
    const practice = within(dialog).getByRole('radio', { name: /Modo Prática/ });
    expect(practice).toHaveProperty('disabled', true);
    expect(
      within(dialog).getByText(
        'Faça primeiro a sua tentativa oficial: o modo prática fica disponível depois dela ou após o encerramento do simulado.',
      ),
    ).toBeTruthy();
  });

  it('PRACTICE: says the exam has ended and restores the local draft', async () => {
    localStorage.setItem(
      'simulado_answers_sim-free_u1',
      JSON.stringify({
        simuladoId: 'sim-free',
        userId: 'u1',
        answers: { q4: 'C' },
        timestamp: Date.now(),
        version: 1,
      }),
    );
    mockApi(studentWithAccess('PRACTICE'));
    await pick();

    expect(await screen.findByText('Respostas anteriores recuperadas')).toBeTruthy();
    expect(
      screen.getByText(
        'Modo Prática: Este simulado já foi encerrado. Responda sem limite de tempo!',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'C) Alternativa C4' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('REVIEW: shows the submitted answers read-only and opens the full results', async () => {
    const review = Object.entries(EXAM_KEY).map(([questionId, correctOption]) => ({
      questionId,
      selectedOption: questionId === 'q2' ? 'A' : correctOption,
      correctOption,
      isCorrect: questionId !== 'q2',
      explanation: questionId === 'q2' ? 'A alternativa correta decorre do art. 5º.' : null,
    }));
    mockApi({
      ...studentWithAccess('REVIEW'),
      'GET /api/answers/simulado/sim-free': { status: 200, body: review },
    });
    const { user, path, router } = await pick();

    expect(
      (await screen.findAllByText('Modo Revisão: Visualize suas respostas submetidas')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getAllByText('Correta')).toHaveLength(3);
    expect(screen.getAllByText('Incorreta')).toHaveLength(1);
    expect(screen.getByText('A alternativa correta decorre do art. 5º.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar resposta' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ver Resultados Completos' }));
    await waitFor(() => expect(path()).toBe('/results'));
    expect(router.state.location.state).toMatchObject({ userId: 'u1', simuladoId: 'sim-free' });
    expect(await screen.findByText('Simulado Concluído!')).toBeTruthy();
  });

  it("says 'Erro ao carregar respostas para revisão' when they cannot be loaded", async () => {
    mockApi(studentWithAccess('REVIEW'));
    await pick();
    expect(await screen.findByText('Erro ao carregar respostas para revisão')).toBeTruthy();
  });
});
