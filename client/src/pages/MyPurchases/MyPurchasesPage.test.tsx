import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '../../test/mockApi';
import { paidSimulado, purchaseFixture, simuladoFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const freePurchase = purchaseFixture();
const paidPurchase = purchaseFixture({
  id: 'pur-2',
  simuladoId: 'sim-paid',
  title: paidSimulado.title,
  subject: 'Direito',
  description: 'Simulado completo para tribunais.',
  questionCount: 12,
  price: 29.9,
  purchasedAt: '2026-05-12T15:00:00.000Z',
});

describe('MyPurchasesPage', () => {
  it('summarises the purchases: count, questions and total spent', async () => {
    mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/purchases/my': { status: 200, body: [paidPurchase, freePurchase] },
    });
    renderRoute('/my-purchases');

    const summary = await screen.findByRole('region', { name: 'Resumo das compras' });
    const values = within(summary)
      .getAllByRole('definition')
      .map((dd) => dd.textContent?.replace(/\u00a0/g, ' '));
    expect(values).toEqual(['2', '22', 'R$ 29,90']);
  });

  it('shows a card per purchase with date, questions, price and the confirmation', async () => {
    mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/purchases/my': { status: 200, body: [paidPurchase, freePurchase] },
    });
    renderRoute('/my-purchases');

    const heading = await screen.findByRole('heading', { name: paidSimulado.title });
    const card = within(heading.closest('article')!);
    expect(card.getByText('✓ Pagamento Confirmado')).toBeTruthy();
    // A free item was never paid for.
    const free = await screen.findByRole('heading', { name: freePurchase.title });
    expect(within(free.closest('article')!).getByText('✓ Acesso garantido')).toBeTruthy();
    expect(within(free.closest('article')!).queryByText('✓ Pagamento Confirmado')).toBeNull();
    expect(card.getByText('Direito')).toBeTruthy();
    expect(card.getByText('Simulado completo para tribunais.')).toBeTruthy();
    expect(card.getByText('12 de maio de 2026')).toBeTruthy();
    expect(card.getByText('12 questões')).toBeTruthy();
    expect(card.getByText('R$ 29,90')).toBeTruthy();
  });

  it("opens a simulado's access flow from 'Fazer Simulado'", async () => {
    const { calls } = mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/purchases/my': { status: 200, body: [freePurchase] },
      'GET /api/simulados': { status: 200, body: [simuladoFixture()] },
      'GET /api/purchases/access/sim-free': { status: 200, body: { hasAccess: true } },
      'GET /api/simulados/sim-free/mode': {
        status: 200,
        body: { mode: 'BEFORE_START', hasActiveSession: false },
      },
    });
    const { user, path } = renderRoute('/my-purchases');

    await user.click(await screen.findByRole('button', { name: /^Fazer Simulado/ }));

    await waitFor(() => expect(path()).toBe('/simulated'));
    expect(
      await screen.findByText('Este simulado ainda não começou. Aguarde a data de início.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/purchases/access/sim-free')).toHaveLength(1);
  });

  it("says 'Nenhuma compra ainda' without purchases", async () => {
    mockApi({ ...signedInAs('STUDENT'), 'GET /api/purchases/my': { status: 200, body: [] } });
    renderRoute('/my-purchases');
    expect(await screen.findByText('Nenhuma compra ainda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver simulados' }).getAttribute('href')).toBe(
      '/simulated',
    );
  });

  it("says 'Erro ao carregar suas compras' on failure", async () => {
    mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/purchases/my': { status: 404, body: { message: 'x' } },
    });
    renderRoute('/my-purchases');
    expect(await screen.findByText('Erro ao carregar suas compras')).toBeTruthy();
  });
});
