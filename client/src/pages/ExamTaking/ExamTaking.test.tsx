import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authQueries } from '../../features/auth/queries';
import { sessionServer, studentWithAccess } from '../../test/examApi';
import { attemptResultFixture } from '../../test/fixtures';
import { json, mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';
import { openExam, option, resetExamPage, TITLE } from './ExamTaking.test-support';

vi.mock('../../realtime/socket', async () =>
  (await import('../../test/fakeSocket')).fakeSocketModule(),
);

afterEach(resetExamPage);

describe('taking an exam', () => {
  it('saves each answer with an increasing clientSeq and shows the progress colour', async () => {
    const server = sessionServer();
    mockApi({ ...studentWithAccess('EXAM'), ...server.routes });
    const { user } = await openExam();
    const bar = () => screen.getByRole('progressbar').closest('[data-level]')!;
    expect(bar().getAttribute('data-level')).toBe('blue');

    await user.click(option('A) Alternativa A1'));
    await user.click(option('C) Alternativa C2'));
    await waitFor(() => expect(server.saves).toHaveLength(2));
    expect(bar().getAttribute('data-level')).toBe('yellow');
    expect(await screen.findByText(/Salvo/)).toBeTruthy();
    expect(server.saves.map((s) => [s.questionId, s.selectedOption])).toEqual([
      ['q1', 'A'],
      ['q2', 'C'],
    ]);
    expect(server.saves[1]!.clientSeq).toBeGreaterThan(server.saves[0]!.clientSeq);

    await user.click(option('C) Alternativa C3'));
    await user.click(option('D) Alternativa D4'));
    expect(screen.getByTestId('progress-count').textContent).toBe('4 / 4 respondidas · 100%');
    expect(bar().getAttribute('data-level')).toBe('green');
  });

  it('keeps answers on the device while offline and sends them when back online', async () => {
    const server = sessionServer();
    let offline = true;
    mockApi({
      ...studentWithAccess('EXAM'),
      ...server.routes,
      'POST /api/exam-sessions/ses-1/save-answer': (body) => {
        if (offline) return Promise.reject(new TypeError('Failed to fetch'));
        return server.routes['POST /api/exam-sessions/ses-1/save-answer'](body);
      },
    });
    const { user } = await openExam();

    await user.click(option('B) Alternativa B1'));
    expect(
      await screen.findByText(/suas respostas estão guardadas neste dispositivo/),
    ).toBeTruthy();
    expect(localStorage.getItem('exam_save_queue_ses-1')).toContain('"questionId":"q1"');

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.session().answersData).toEqual({ q1: 'B' }));
    expect(await screen.findByText(/Salvo/)).toBeTruthy();
    expect(localStorage.getItem('exam_save_queue_ses-1')).toBeNull();
  });

  it('flushes the answers, submits and goes to the results after about 1 s', async () => {
    const server = sessionServer();
    const { calls } = mockApi({ ...studentWithAccess('EXAM'), ...server.routes });
    const { user, path, router } = await openExam();

    await user.click(option('A) Alternativa A1'));
    await user.click(option('B) Alternativa B2'));
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));

    // Two of four blank: the official attempt is sent only once confirmed.
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a prova agora?' });
    expect(within(confirm).getByTestId('confirm-unanswered').textContent).toBe(
      '2 questões sem resposta (de 4).',
    );
    expect(within(confirm).getByTestId('confirm-time-left').textContent).toMatch(
      /^Tempo restante: (59:5\d|1:00:00)$/,
    );
    expect(within(confirm).getByTestId('confirm-marked').textContent).toBe(
      "Nenhuma questão marcada para 'Revisar depois'.",
    );
    // The standard rule: a blank is an error (the Cebraspe line is in ExamDialogs.test).
    expect(within(confirm).getByTestId('confirm-rule').textContent).toMatch(
      /Questões em branco contam como erro\.$/,
    );
    expect(calls.some((c) => c.path.endsWith('/submit'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Enviar mesmo assim' }));

    expect(await screen.findByText('Resposta enviada com sucesso!')).toBeTruthy();
    const submitAt = calls.findIndex((c) => c.path === '/api/exam-sessions/ses-1/submit');
    const lastSave = calls.findLastIndex((c) => c.path.endsWith('/save-answer'));
    expect(lastSave).toBeLessThan(submitAt);
    expect(calls[submitAt]!.body).toEqual({});

    await waitFor(() => expect(path()).toBe('/results'), { timeout: 3_000 });
    expect(router.state.location.state).toMatchObject({
      userId: 'u1',
      simuladoId: 'sim-free',
      result: { score: 50, percentile: 50 },
    });
    expect(await screen.findByText('Simulado Concluído!')).toBeTruthy();
  });

  it('shows the submit error with its detail and lets the user retry', async () => {
    const server = sessionServer();
    let fail = true;
    // A 4xx is the server's final word (a 5xx or no answer is resent: ExamSubmitRetry.test).
    mockApi({
      ...studentWithAccess('EXAM'),
      ...server.routes,
      'POST /api/exam-sessions/ses-1/submit': () =>
        fail ? { status: 403, body: { message: 'Serviço indisponível' } } : server.submit(),
    });
    const { user, path } = await openExam();
    const sendAnyway = async () => {
      await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
      await user.click(await screen.findByRole('button', { name: 'Enviar mesmo assim' }));
    };

    await sendAnyway();
    expect(await screen.findByText('Erro ao enviar resposta: Serviço indisponível')).toBeTruthy();
    expect(screen.queryByText('Calculando seu desempenho...')).toBeNull();

    fail = false;
    await sendAnyway();
    await waitFor(() => expect(path()).toBe('/results'), { timeout: 3_000 });
  });

  it('Voltar in a timed exam warns that the clock keeps running, and stays on request', async () => {
    const server = sessionServer();
    mockApi({ ...studentWithAccess('EXAM'), ...server.routes });
    const { user } = await openExam();
    // Closing the tab gets the browser's own prompt.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da prova?' });
    expect(within(dialog).getByTestId('leave-warning').textContent).toMatch(
      /^O relógio continua correndo: a prova termina às \d{2}:\d{2}, mesmo que você saia\.$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continuar na prova' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(await screen.findByRole('button', { name: 'Sair mesmo assim' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulados' })).toBeTruthy();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('Voltar in practice clears the draft and the timer and returns to the list', async () => {
    mockApi(studentWithAccess('PRACTICE'));
    const { user } = renderRoute('/simulated');
    await user.click(await screen.findByRole('button', { name: TITLE }));
    await user.click(await screen.findByRole('radio', { name: 'A) Alternativa A1' }));
    expect(localStorage.getItem('simulado_answers_sim-free_u1')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulados' })).toBeTruthy();
    expect(localStorage.getItem('simulado_answers_sim-free_u1')).toBeNull();
    expect(localStorage.getItem('simulado_timer_sim-free_PRACTICE')).toBeNull();
  });

  it('requires a signed-in user to submit', async () => {
    const { calls } = mockApi(studentWithAccess('PRACTICE'));
    const { user, queryClient } = renderRoute('/simulated');
    await user.click(await screen.findByRole('button', { name: TITLE }));
    await screen.findByRole('heading', { level: 1, name: TITLE });

    act(() => queryClient.setQueryData(authQueries.me().queryKey, null)); // signed out elsewhere
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Você precisa estar logado para enviar respostas')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/answers')).toBe(false);
  });

  it('submits a practice attempt with POST /api/answers and clears the draft', async () => {
    const { calls } = mockApi({
      ...studentWithAccess('PRACTICE'),
      'POST /api/answers': () =>
        json(200, attemptResultFixture({ q1: 'A' }, { attemptType: 'PRACTICE' })),
    });
    const { user, path } = renderRoute('/simulated');
    await user.click(await screen.findByRole('button', { name: TITLE }));
    await user.click(await screen.findByRole('radio', { name: 'A) Alternativa A1' }));
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));

    expect(await screen.findByText('Resposta enviada com sucesso!')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/answers')?.body).toMatchObject({
      simuladoId: 'sim-free',
      userId: 'u1',
      answers: [
        { questionId: 'q1', selectedOption: 'A' },
        { questionId: 'q2', selectedOption: null },
        { questionId: 'q3', selectedOption: null },
        { questionId: 'q4', selectedOption: null },
      ],
    });
    expect(localStorage.getItem('simulado_answers_sim-free_u1')).toBeNull();
    await waitFor(() => expect(path()).toBe('/results'), { timeout: 3_000 });
  });
});
