import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_EXAM_KEY, type Purchase } from '@gabaritei/shared';
import { anonymous, deferredReply, json, mockApi } from '../../test/mockApi';
import { paidSimulado, purchaseFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

import { MODE_DIALOG, card, catalogue, examMode, free, student } from './ExamTaking.test-support';

afterEach(() => {
  sessionStorage.clear();
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
