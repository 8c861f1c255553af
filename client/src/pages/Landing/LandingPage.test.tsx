import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anonymous, mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

const catalogue = [
  { id: 'paid', title: 'Polícia Federal', price: 39.9, questionCount: 40 },
  { id: 'free-other', title: 'Simulado Gratuito — Básicos', price: 0, questionCount: 10 },
  { id: 'demo', title: 'Simulado Demonstrativo — Sempre Aberto', price: 0, questionCount: 8 },
];

describe('LandingPage', () => {
  it('shows the hero, the three benefits and how it works', async () => {
    mockApi({ ...anonymous, 'GET /api/simulados': { status: 200, body: catalogue } });
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    for (const title of [
      'Correção imediata e detalhada',
      'Compare seu desempenho com outros candidatos',
      'Provas elaboradas por especialistas',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('img', { name: /escolha um simulado/ })).toBeTruthy();
    expect(document.title).toBe('Simulados para concursos públicos | Gabaritei');
  });

  it('sends every button to /simulated, the free one with the demo simulado picked', async () => {
    mockApi({ ...anonymous, 'GET /api/simulados': { status: 200, body: catalogue } });
    const { user, router } = renderRoute('/home');
    for (const name of ['Ver simulados', 'Começar agora', 'Fazer o simulado grátis']) {
      expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe('/simulated');
    }
    await screen.findByText(/Simulado Demonstrativo — Sempre Aberto: 8 questões/);
    await user.click(screen.getByRole('link', { name: 'Fazer o simulado grátis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulated'));
    expect(router.state.location.state).toEqual({ autoSelectSimuladoId: 'demo' });
  });
});
