import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymous, mockApi } from '../../test/mockApi';
import { paidSimulado, purchaseFixture, simuladoFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

import { card, catalogue, free, practice, standing, student } from './ExamTaking.test-support';

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
