import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RankingPage } from '@gabaritei/shared';
import { anonymous, mockApi, signedInAs } from '../../test/mockApi';
import { renderRoute } from '../../test/render';
import { classFixture } from '../../test/classFixtures';

/** A stand-in socket: the test emits what the server would. */
const socket = vi.hoisted(() => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    connected: true,
    emitted: [] as Array<[string, unknown]>,
    on: (event: string, fn: (payload: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn));
    },
    off: (event: string, fn: (payload: unknown) => void) => void listeners.get(event)?.delete(fn),
    emit(event: string, payload: unknown) {
      this.emitted.push([event, payload]);
    },
    serverSends: (event: string, payload: unknown) => {
      for (const fn of listeners.get(event) ?? []) fn(payload);
    },
  };
});
vi.mock('../../realtime/socket', () => ({
  getSocket: () => socket,
  disconnectSocket: () => undefined,
}));

const entry = (userId: string, userName: string, rank: number, score: number) => ({
  userId,
  userName,
  rank,
  score,
});

function page(overrides: Partial<RankingPage> = {}): RankingPage {
  return {
    simuladoId: 's1',
    simuladoTitle: 'Simulado TRF',
    isAvailable: true,
    message: null,
    participants: 4,
    average: 72.4,
    rankings: [
      entry('a', 'Ana Lima', 1, 90),
      entry('u1', 'Maria Souza', 2, 80),
      entry('c', 'Caio Reis', 2, 80),
      entry('d', 'Davi Nunes', 4, 39.6),
    ],
    me: { ...entry('u1', 'Maria Souza', 2, 80), percentile: 50 },
    ...overrides,
  };
}

const second = page({
  simuladoId: 's2',
  simuladoTitle: 'Simulado INSS',
  isAvailable: false,
  message: 'O ranking fica disponível a partir do início do simulado.',
  participants: 0,
  rankings: [],
  me: null,
});

describe('RankingsPage', () => {
  it('shows the first simulado: cards, podium rows, the "Você" badge', async () => {
    mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/results/ranking': { status: 200, body: [page(), second] },
      'GET /api/results/ranking/s1': { status: 200, body: page() },
    });
    renderRoute('/rankings');

    expect(await screen.findByRole('heading', { name: 'Ranking dos Simulados' })).toBeTruthy();
    expect(within(await screen.findByRole('region', { name: 'Participantes' })).getByText('4'));
    expect(within(screen.getByRole('region', { name: 'Média Geral' })).getByText('72%'));
    expect(within(screen.getByRole('region', { name: 'Sua Posição' })).getByText('2º'));
    expect(within(screen.getByRole('region', { name: 'Percentil' })).getByText('50%'));
    const rows = screen.getAllByTestId('ranking-row');
    expect(rows.map((row) => row.getAttribute('data-rank'))).toEqual(['1', '2', '2', '4']);
    expect(within(rows[1]!).getByText('Você')).toBeTruthy();
    expect(within(rows[3]!).getByText('40%')).toBeTruthy();
    // The percentages are named: the percent of points, by the simulado's rule.
    expect(rows[3]!.getAttribute('aria-label')).toMatch(/^4º .* 40% dos pontos$/);
    expect(screen.getByTestId('ranking-scale').textContent).toMatch(
      /^Média Geral e cada linha: aproveitamento \(% dos pontos\)\. Aproveitamento = pontos obtidos/,
    );
    expect(screen.getByText('Ao vivo')).toBeTruthy();
    expect(socket.emitted).toContainEqual(['ranking:join', 's1']);
    expect(screen.getByRole('link', { name: 'Modo Projeção' }).getAttribute('href')).toBe(
      '/rankings/projecao/s1',
    );
  });

  it('moves the list live on ranking:updated, without a reload', async () => {
    mockApi({
      ...anonymous,
      'GET /api/results/ranking': { status: 200, body: [page({ me: null })] },
      'GET /api/results/ranking/s1': { status: 200, body: page({ me: null }) },
    });
    renderRoute('/rankings');
    await screen.findByText('Caio Reis');
    act(() =>
      socket.serverSends('ranking:updated', {
        simuladoId: 's1',
        participants: 5,
        average: 70,
        version: 9,
        rankings: [entry('e', 'Eva Novata', 1, 100), ...page().rankings.map((r) => ({ ...r }))],
      }),
    );
    expect(await screen.findByText('Eva Novata')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Participantes' })).getByText('5'));
  });

  it("shows '—' for the percentile of a sole leader, never 'Percentil 0%'", async () => {
    const alone = page({
      participants: 1,
      average: 90,
      rankings: [entry('u1', 'Maria Souza', 1, 90)],
      me: { ...entry('u1', 'Maria Souza', 1, 90), percentile: 0 },
    });
    mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/results/ranking': { status: 200, body: [alone] },
      'GET /api/results/ranking/s1': { status: 200, body: alone },
    });
    renderRoute('/rankings');
    const percentile = within(await screen.findByRole('region', { name: 'Percentil' }));
    expect(percentile.getByText('—')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Média Geral' })).getByText('90%'));
  });

  it('says why a ranking is unavailable, and when there are no results', async () => {
    mockApi({
      ...anonymous,
      'GET /api/results/ranking': { status: 200, body: [second] },
      'GET /api/results/ranking/s2': { status: 200, body: second },
    });
    renderRoute('/rankings');
    expect(await screen.findByText('Rankings ainda não disponíveis')).toBeTruthy();
    expect(screen.getByText(second.message!)).toBeTruthy();
  });

  it('preselects the simulado passed by the results screen', async () => {
    const empty = page({
      simuladoId: 's3',
      simuladoTitle: 'Vazio',
      participants: 0,
      rankings: [],
      me: null,
      message: 'Ainda não há resultados para este simulado.',
    });
    mockApi({
      ...anonymous,
      'GET /api/results/ranking': { status: 200, body: [page(), empty] },
      'GET /api/results/ranking/s3': { status: 200, body: empty },
    });
    renderRoute({ pathname: '/rankings', state: { simuladoId: 's3', userId: 'u1' } });
    expect(await screen.findByText('Ainda não há resultados para este simulado.')).toBeTruthy();
  });

  it('keeps the chosen simulado in the URL, so a reload shows it again', async () => {
    // The select's list scrolls its active option into view; jsdom has no layout to scroll.
    Element.prototype.scrollIntoView ??= () => undefined;
    const empty = page({
      simuladoId: 's3',
      simuladoTitle: 'Vazio',
      participants: 0,
      rankings: [],
      me: null,
      message: 'Ainda não há resultados para este simulado.',
    });
    mockApi({
      ...anonymous,
      'GET /api/results/ranking': { status: 200, body: [page(), empty] },
      'GET /api/results/ranking/s1': { status: 200, body: page() },
      'GET /api/results/ranking/s3': { status: 200, body: empty },
    });
    const first = renderRoute('/rankings');
    await first.user.click((await screen.findAllByLabelText('Simulado'))[0]!);
    await first.user.click(await screen.findByRole('option', { name: 'Vazio' }));
    expect(await screen.findByText('Ainda não há resultados para este simulado.')).toBeTruthy();
    expect(first.router.state.location.search).toBe('?simulado=s3');
    first.router.dispose();
    cleanup();

    renderRoute('/rankings?simulado=s3');
    expect(await screen.findByText('Ainda não há resultados para este simulado.')).toBeTruthy();
  });

  it('shows the empty catalogue and the error box with retry', async () => {
    mockApi({ ...anonymous, 'GET /api/results/ranking': { status: 200, body: [] } });
    renderRoute('/rankings');
    expect(await screen.findByText('Nenhum simulado disponível no momento.')).toBeTruthy();
  });

  it('shows "Erro!" with "Tentar Novamente" when the list fails', async () => {
    let fail = true;
    mockApi({
      ...anonymous,
      'GET /api/results/ranking': () =>
        fail ? { status: 500, body: {} } : { status: 200, body: [] },
    });
    const { user } = renderRoute('/rankings');
    expect(await screen.findByText('Erro!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Falha ao carregar rankings')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Nenhum simulado disponível no momento.')).toBeTruthy();
  });
});

describe('RankingProjectorPage', () => {
  it('shows the top in large type, full screen, and a class ranking with ?turma', async () => {
    const { calls } = mockApi({
      ...anonymous,
      'GET /api/teacher/classes/c9/ranking/s1': { status: 200, body: page({ me: null }) },
      'GET /api/classes/c9': { status: 200, body: classFixture({ id: 'c9', name: 'Noturna' }) },
    });
    renderRoute('/rankings/projecao/s1?turma=c9');
    // The class projector names its class.
    expect(await screen.findByText('Modo Projeção · Turma Noturna')).toBeTruthy();
    expect(await screen.findByText('Ana Lima')).toBeTruthy();
    // Its rows name their figure as the ranking's do.
    const [first] = screen.getAllByTestId('ranking-row');
    expect(first!.getAttribute('aria-label')).toMatch(/% dos pontos$/);
    expect(screen.queryByRole('banner')).toBeNull();
    const before = calls.filter((c) => c.path.startsWith('/api/teacher/')).length;
    act(() =>
      socket.serverSends('ranking:updated', {
        simuladoId: 's1',
        participants: 5,
        average: 70,
        version: 10,
        rankings: [],
      }),
    );
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/teacher/')).length).toBe(before + 1),
    );
    expect(calls.some((c) => c.path.startsWith('/api/results/ranking/'))).toBe(false);
  });
});
