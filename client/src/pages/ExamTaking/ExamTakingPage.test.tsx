import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_EXAM_KEY, type MySimulado, type Purchase } from '@gabaritei/shared';
import { anonymous, deferredReply, json, mockApi, signedInAs } from '../../test/mockApi';
import {
  paidSimulado,
  purchaseFixture,
  simuladoDetailFixture,
  simuladoFixture,
} from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const free = simuladoFixture();
const practice = simuladoFixture({
  id: 'sim-practice',
  title: 'Treino de Raciocínio Lógico',
  subject: null,
  isPracticeOnly: true,
  questionCount: 1,
});
const catalogue = { 'GET /api/simulados': { status: 200, body: [free, paidSimulado, practice] } };
const student = signedInAs('STUDENT');
/** With access, the free simulado's mode opens the mode-choice dialog (its first attempt). */
const examMode = {
  'GET /api/simulados/sim-free/mode': {
    status: 200,
    body: { mode: 'EXAM', hasActiveSession: false },
  },
  'GET /api/simulados/sim-free': { status: 200, body: simuladoDetailFixture() },
};
const MODE_DIALOG = 'Como você quer fazer este simulado?';

/** GET /api/me/simulados: the user's standing with each simulado. */
function standing(items: (Partial<MySimulado> & { simuladoId: string })[]) {
  const body = items.map((item) => ({
    purchased: false,
    releasedBy: [],
    inProgressUntil: null,
    hasOfficialResult: false,
    ...item,
  }));
  return { 'GET /api/me/simulados': { status: 200, body } };
}

function card(title: string) {
  return screen.findByRole('button', { name: title });
}

afterEach(() => {
  sessionStorage.clear();
});

describe('ExamTakingPage list', () => {
  it('shows each card with its subject, question count, price and tags', async () => {
    mockApi({
      ...student,
      ...catalogue,
      'GET /api/purchases/my': {
        status: 200,
        body: [purchaseFixture({ simuladoId: 'sim-practice' })],
      },
      ...standing([{ simuladoId: 'sim-practice', purchased: true }]),
    });
    renderRoute('/simulated');

    expect(await screen.findByRole('heading', { level: 1, name: 'Simulados' })).toBeTruthy();
    const freeCard = (await card(free.title)).closest('article')!;
    expect(within(freeCard).getByText('GRATUITO')).toBeTruthy();
    expect(within(freeCard).getByText(/10 questões/)).toBeTruthy();
    expect(within(freeCard).getByText('Matéria: Conhecimentos Básicos')).toBeTruthy();
    expect(within(freeCard).queryByText('ADQUIRIDO')).toBeNull();

    const paidCard = screen.getByRole('button', { name: paidSimulado.title }).closest('article')!;
    expect(within(paidCard).getByText('R$ 29,90')).toBeTruthy();
    expect(within(paidCard).queryByText('GRATUITO')).toBeNull();
    // The fixtures' window (May 2026) is over: practice only, and the card says so.
    expect(within(paidCard).getByText('De 01/05 09:00 a 30/05 09:00')).toBeTruthy();
    expect(within(paidCard).getByText('Encerrado — modo prática')).toBeTruthy();
    expect(within(paidCard).getByTestId('card-action').textContent).toBe('Comprar →');
    expect(within(freeCard).getByTestId('card-action').textContent).toBe('Praticar →');

    const practiceCard = screen.getByRole('button', { name: practice.title }).closest('article')!;
    expect(within(practiceCard).getByText('Matéria: N/A')).toBeTruthy();
    expect(within(practiceCard).getByText(/1 questão\b/)).toBeTruthy();
    expect(within(practiceCard).getByText('Simulado de treino — sem ranking')).toBeTruthy();
    expect(await within(practiceCard).findByText('ADQUIRIDO')).toBeTruthy();
  });

  it('names the class that released a simulado and says when an attempt under way ends', async () => {
    const open = simuladoFixture({ startDate: null, endDate: null });
    const released = { ...paidSimulado, startDate: null, endDate: null };
    mockApi({
      ...student,
      'GET /api/simulados': { status: 200, body: [open, released] },
      'GET /api/purchases/my': { status: 200, body: [purchaseFixture()] },
      ...standing([
        // 15:30 UTC is 12:30 in São Paulo.
        { simuladoId: 'sim-free', purchased: true, inProgressUntil: '2026-11-26T15:30:00.000Z' },
        { simuladoId: 'sim-paid', releasedBy: ['Noturna', 'Sábado'] },
      ]),
    });
    renderRoute('/simulated');

    const paidCard = (await card(released.title)).closest('article')!;
    expect(
      await within(paidCard).findByText('Liberado pelas turmas Noturna e Sábado'),
    ).toBeTruthy();
    expect(within(paidCard).queryByText('R$ 29,90')).toBeNull();
    expect(within(paidCard).getByTestId('card-action').textContent).toBe('Abrir →');
    const freeCard = screen.getByRole('button', { name: open.title }).closest('article')!;
    expect(within(freeCard).getByText('Em andamento · termina às 12:30')).toBeTruthy();
    expect(within(freeCard).getByTestId('card-action').textContent).toBe('Continuar →');
    expect(within(freeCard).getByText('Aberto')).toBeTruthy();
  });

  it('says when the catalogue is empty', async () => {
    mockApi({ ...anonymous, 'GET /api/simulados': { status: 200, body: [] } });
    renderRoute('/simulated');
    expect(await screen.findByText('Nenhum simulado encontrado.')).toBeTruthy();
  });

  it('says when the catalogue cannot be loaded', async () => {
    mockApi({ ...anonymous, 'GET /api/simulados': { status: 404, body: { message: 'x' } } });
    renderRoute('/simulated');
    expect(await screen.findByText('Erro ao buscar os simulados')).toBeTruthy();
  });
});

describe('ExamTakingPage access flow', () => {
  it('sends a visitor to /login, remembering the pick', async () => {
    const { calls } = mockApi({ ...anonymous, ...catalogue });
    const { user, path } = renderRoute('/simulated');

    await user.click(await card(paidSimulado.title));

    await waitFor(() => expect(path()).toBe('/login'));
    expect(sessionStorage.getItem(PENDING_EXAM_KEY)).toBe('sim-paid');
    expect(calls.some((c) => c.path.startsWith('/api/purchases'))).toBe(false);
  });

  it('asks to wait while the purchases load, for 2 s, and checks nothing', async () => {
    const { calls } = mockApi({
      ...student,
      ...catalogue,
      'GET /api/purchases/my': deferredReply().reply,
    });
    const { user } = renderRoute('/simulated');

    await user.click(await card(free.title));

    const message = await screen.findByText('Carregando informações...');
    expect(calls.some((c) => c.path.startsWith('/api/purchases/access'))).toBe(false);
    await waitForElementToBeRemoved(message, { timeout: 3_000 });
  });

  it("shows 'Verificando acesso...' during the check and continues with access", async () => {
    const access = deferredReply();
    const { calls } = mockApi({
      ...student,
      ...catalogue,
      ...examMode,
      'GET /api/purchases/my': { status: 200, body: [purchaseFixture()] },
      'GET /api/purchases/access/sim-free': access.reply,
    });
    const { user } = renderRoute('/simulated');

    await user.click(await card(free.title));
    expect(await screen.findByText('Verificando acesso...')).toBeTruthy();
    access.release(json(200, { hasAccess: true }));

    const dialog = await screen.findByRole('dialog', { name: MODE_DIALOG });
    expect(
      within(dialog).getByText('Esta é sua primeira tentativa! Modo exame ativado.'),
    ).toBeTruthy();
    expect(screen.queryByText('Verificando acesso...')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('reports a failed access check with its detail', async () => {
    mockApi({
      ...student,
      ...catalogue,
      'GET /api/purchases/my': { status: 200, body: [] },
      'GET /api/purchases/access/sim-free': { status: 500, body: { message: 'Falha interna' } },
    });
    const { user } = renderRoute('/simulated');

    await user.click(await card(free.title));

    expect(await screen.findByText('Erro ao verificar acesso: Falha interna')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('acquires a free simulado automatically, then continues and tags it', async () => {
    let owned: Purchase[] = [];
    const { calls } = mockApi({
      ...student,
      ...catalogue,
      ...examMode,
      'GET /api/purchases/my': () => ({ status: 200, body: owned }),
      'GET /api/purchases/access/sim-free': { status: 200, body: { hasAccess: false } },
      'POST /api/purchases': () => {
        owned = [purchaseFixture()];
        return { status: 201, body: owned[0] };
      },
      'GET /api/me/simulados': () => ({
        status: 200,
        body: owned.map((p) => ({
          simuladoId: p.simuladoId,
          purchased: true,
          releasedBy: [],
          inProgressUntil: null,
          hasOfficialResult: false,
        })),
      }),
    });
    const { user } = renderRoute('/simulated');

    await user.click(await card(free.title));

    expect(await screen.findByRole('dialog', { name: MODE_DIALOG })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ simuladoId: 'sim-free' });
    const freeCard = screen.getByRole('button', { name: free.title }).closest('article')!;
    expect(await within(freeCard).findByText('ADQUIRIDO')).toBeTruthy();
  });

  it('reports a failed automatic purchase with its detail', async () => {
    mockApi({
      ...student,
      ...catalogue,
      'GET /api/purchases/my': { status: 200, body: [] },
      'GET /api/purchases/access/sim-free': { status: 200, body: { hasAccess: false } },
      'POST /api/purchases': { status: 503, body: { message: 'Serviço indisponível' } },
    });
    const { user } = renderRoute('/simulated');

    await user.click(await card(free.title));

    expect(
      await screen.findByText('Erro ao processar compra automática: Serviço indisponível'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a paid simulado without access to /payment', async () => {
    const { calls } = mockApi({
      ...student,
      ...catalogue,
      'GET /api/purchases/my': { status: 200, body: [] },
      'GET /api/purchases/access/sim-paid': { status: 200, body: { hasAccess: false } },
      'GET /api/simulados/sim-paid': { status: 200, body: { ...paidSimulado, questions: [] } },
    });
    const { user, path, router } = renderRoute('/simulated');

    await user.click(await card(paidSimulado.title));

    await waitFor(() => expect(path()).toBe('/payment'));
    expect(router.state.location.state).toEqual({ simuladoId: 'sim-paid' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens the flow for autoSelectSimuladoId once and clears the state', async () => {
    const { calls } = mockApi({
      ...student,
      ...catalogue,
      ...examMode,
      'GET /api/purchases/my': { status: 200, body: [purchaseFixture()] },
      'GET /api/purchases/access/sim-free': { status: 200, body: { hasAccess: true } },
    });
    const { router } = renderRoute(
      { pathname: '/simulated', state: { autoSelectSimuladoId: 'sim-free' } },
      { strict: true },
    );

    expect(await screen.findByRole('dialog', { name: MODE_DIALOG })).toBeTruthy();
    expect(router.state.location.state).toBeNull();
    expect(calls.filter((c) => c.path === '/api/purchases/access/sim-free')).toHaveLength(1);
  });
});
