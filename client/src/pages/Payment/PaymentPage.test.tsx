import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs } from '../../test/mockApi';
import { paidSimulado, purchaseFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const detail = { ...paidSimulado, questions: [] };
const entry = { pathname: '/payment', state: { simuladoId: 'sim-paid' } };
const routes = {
  ...signedInAs('STUDENT'),
  'GET /api/simulados': { status: 200, body: [paidSimulado] },
  'GET /api/simulados/sim-paid': { status: 200, body: detail },
  'GET /api/purchases/my': { status: 200, body: [] },
};

type User = ReturnType<typeof renderRoute>['user'];

async function fillCard(user: User, card: Partial<Record<string, string>> = {}) {
  const values = {
    'Número do cartão': '4111111111111111',
    'Nome do titular': 'maria souza',
    Validade: '1230',
    CVV: '123',
    ...card,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(label, { exact: false }), value);
  }
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false });
}

/** Lets the simulated 2 s (and the 2 s before returning) pass at once. */
async function skip(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentPage', () => {
  it('summarises the simulado with its duration and total in BRL', async () => {
    mockApi(routes);
    renderRoute(entry);

    expect(await screen.findByRole('heading', { name: paidSimulado.title })).toBeTruthy();
    expect(screen.getByText('Direito')).toBeTruthy();
    expect(screen.getByText('Simulado completo para tribunais.')).toBeTruthy();
    expect(screen.getByText('12 questões')).toBeTruthy();
    expect(screen.getByText('120 minutos')).toBeTruthy();
    expect(screen.getByText('R$ 29,90')).toBeTruthy();
    expect(screen.getByText(/nada será cobrado/)).toBeTruthy();
  });

  it("says 'minuto' for a one-minute simulado", async () => {
    mockApi({
      ...routes,
      'GET /api/simulados/sim-paid': { status: 200, body: { ...detail, durationMinutes: 1 } },
    });
    renderRoute(entry);
    expect(await screen.findByText('1 minuto')).toBeTruthy();
  });

  it('masks the card fields as the user types', async () => {
    mockApi(routes);
    const { user } = renderRoute(entry);

    await fillCard(user, {
      'Número do cartão': '4111-1111 1111 11119999',
      Validade: '12a345',
      CVV: '98765',
    });

    expect(field('Número do cartão').value).toBe('4111 1111 1111 1111');
    expect(field('Nome do titular').value).toBe('MARIA SOUZA');
    expect(field('Validade').value).toBe('12/34');
    expect(field('CVV').value).toBe('987');
  });

  it('shows each field message on submit and sends nothing', async () => {
    const { calls } = mockApi(routes);
    const { user } = renderRoute(entry);

    await fillCard(user, {
      'Número do cartão': '4111 1111',
      'Nome do titular': '',
      Validade: '12',
      CVV: '12',
    });
    await user.click(screen.getByRole('button', { name: 'Processar Pagamento' }));

    expect(screen.getByText('Número do cartão inválido')).toBeTruthy();
    expect(screen.getByText('Nome do titular é obrigatório')).toBeTruthy();
    expect(screen.getByText('Data de validade inválida')).toBeTruthy();
    expect(screen.getByText('CVV inválido')).toBeTruthy();
    expect(document.activeElement).toBe(field('Número do cartão'));
    await skip(3_000);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('clears a field message once the field is edited', async () => {
    mockApi(routes);
    const { user } = renderRoute(entry);
    await fillCard(user, { CVV: '1' });
    await user.click(screen.getByRole('button', { name: 'Processar Pagamento' }));
    expect(screen.getByText('CVV inválido')).toBeTruthy();

    await user.type(field('CVV'), '23');

    expect(screen.queryByText('CVV inválido')).toBeNull();
  });

  it('processes for 2 s, buys with the id only, celebrates and returns to the list', async () => {
    const { calls } = mockApi({
      ...routes,
      'POST /api/purchases': {
        status: 201,
        body: purchaseFixture({ simuladoId: 'sim-paid', price: 29.9 }),
      },
    });
    const { user, path } = renderRoute(entry);
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: 'Processar Pagamento' }));

    const submit = screen.getByRole('button', { name: 'Processar Pagamento' });
    expect(submit.getAttribute('data-loading')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveProperty('disabled', true);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await skip(2_000);
    expect(await screen.findByRole('dialog', { name: 'Pagamento Aprovado!' })).toBeTruthy();
    expect(screen.getByText('Você já pode acessar o simulado')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { simuladoId: 'sim-paid' },
    ]);

    await skip(2_000);
    await waitFor(() => expect(path()).toBe('/simulated'));
  });

  it("tells a buyer who already owns it: 'Você já possui este simulado!'", async () => {
    mockApi({
      ...routes,
      'POST /api/purchases': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'ALREADY_PURCHASED',
          message: 'Você já comprou este simulado.',
        },
      },
    });
    const { user } = renderRoute(entry);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Processar Pagamento' }));
    await skip(2_000);

    expect(await screen.findByText('Você já possui este simulado!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers any other failure with the generic payment error', async () => {
    mockApi({
      ...routes,
      'POST /api/purchases': { status: 500, body: { message: 'Erro interno' } },
    });
    const { user } = renderRoute(entry);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Processar Pagamento' }));
    await skip(2_000);

    expect(await screen.findByText('Erro ao processar pagamento. Tente novamente.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Processar Pagamento' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('cancels back to the list', async () => {
    mockApi(routes);
    const { user, path } = renderRoute(entry);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(path()).toBe('/simulated'));
  });

  it('offers the way back when the simulado cannot be loaded', async () => {
    mockApi({
      ...routes,
      'GET /api/simulados/sim-paid': { status: 404, body: { message: 'Simulado não encontrado.' } },
    });
    const { user, path } = renderRoute(entry);

    expect(await screen.findByText('Erro ao carregar o simulado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voltar aos Simulados' }));
    await waitFor(() => expect(path()).toBe('/simulated'));
  });
});
