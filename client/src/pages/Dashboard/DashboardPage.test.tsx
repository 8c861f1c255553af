import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MySimulado, Purchase, ResultItem } from '@gabaritei/shared';
import { mockApi, signedInAs } from '../../test/mockApi';
import { purchaseFixture, resultFixture, simuladoFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const STARTER = 'Hora de começar!';
const PRAISE = 'Mandou bem!';

const standingOf = (item: Partial<MySimulado> & { simuladoId: string }): MySimulado => ({
  purchased: false,
  releasedBy: [],
  inProgressUntil: null,
  hasOfficialResult: false,
  ...item,
});

function renderDashboard(purchases: Purchase[], results: ResultItem[], extra: MySimulado[] = []) {
  const bought = purchases.map((p) => standingOf({ simuladoId: p.simuladoId, purchased: true }));
  const api = mockApi({
    ...signedInAs('STUDENT', 'Bruna Estudante'),
    'GET /api/purchases/my': { status: 200, body: purchases },
    'GET /api/me/simulados': { status: 200, body: [...bought, ...extra] },
    'GET /api/simulados': {
      status: 200,
      body: [
        simuladoFixture({ id: 'sim-turma', title: 'Simulado da Turma' }),
        simuladoFixture({ id: 'sim-running', title: 'Simulado em Curso' }),
      ],
    },
    'GET /api/result/u1': { status: 200, body: results },
    'GET /api/me/evolution': { status: 200, body: { points: [] } },
  });
  return { ...api, ...renderRoute('/dashboard') };
}

async function stat(label: string) {
  return within(await screen.findByRole('region', { name: label }));
}

const fourPurchases = ['a', 'b', 'c', 'd'].map((id, index) =>
  purchaseFixture({
    id,
    simuladoId: `sim-${id}`,
    title: `Simulado ${id.toUpperCase()}`,
    purchasedAt: `2026-05-0${index + 1}T15:00:00.000Z`,
  }),
);

describe('DashboardPage', () => {
  it('greets by first name and counts purchases, exams taken and the average', async () => {
    renderDashboard(fourPurchases, [resultFixture({ score: 60 }), resultFixture({ score: 75 })]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Bruna!' })).toBeTruthy();
    const acquired = await stat('Simulados adquiridos');
    expect(await acquired.findByText('4')).toBeTruthy();
    expect(acquired.getByRole('link').getAttribute('href')).toBe('/my-purchases');
    const taken = await stat('Simulados realizados');
    expect(await taken.findByText('2')).toBeTruthy();
    expect(taken.getByRole('link').getAttribute('href')).toBe('/my-reports');
    expect((await stat('Média geral')).getByText('68%')).toBeTruthy();
    expect(
      (await stat('Média geral')).getByText('Aproveitamento médio, em % dos pontos'),
    ).toBeTruthy();
  });

  it('shows a banner while a class invitation waits, leading to Minhas Turmas', async () => {
    mockApi({
      ...signedInAs('STUDENT', 'Bruna Estudante'),
      'GET /api/purchases/my': { status: 200, body: [] },
      'GET /api/me/simulados': { status: 200, body: [] },
      'GET /api/simulados': { status: 200, body: [] },
      'GET /api/result/u1': { status: 200, body: [] },
      'GET /api/me/classes': {
        status: 200,
        body: {
          invitations: [
            {
              id: 'c1',
              name: 'Turma TJ-SP',
              teacherName: 'Prof. Lima',
              status: 'INVITED',
              invitedAt: '2026-11-26T10:00:00.000Z',
              simulados: [],
            },
          ],
          classes: [],
        },
      },
    });
    renderRoute('/dashboard');
    expect(await screen.findByText('Você tem um convite para uma turma')).toBeTruthy();
    // The class is named once: not 'a turma Turma TJ-SP'.
    expect(screen.getByText('Prof. Lima convidou você para a Turma TJ-SP.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver convites' }).getAttribute('href')).toBe(
      '/minhas-turmas',
    );
  });

  it("shows '—' for the average of a new account, not a '0%' that reads like a bug", async () => {
    renderDashboard(fourPurchases, []);
    expect(await (await stat('Média geral')).findByText('—')).toBeTruthy();
  });

  it('counts what a class released as acquired, and lists it and the attempt under way', async () => {
    renderDashboard(
      [],
      [],
      [
        standingOf({ simuladoId: 'sim-turma', releasedBy: ['Turma Noturna'] }),
        standingOf({
          simuladoId: 'sim-running',
          purchased: true,
          inProgressUntil: '2026-11-26T15:30:00.000Z',
        }),
      ],
    );

    expect(await (await stat('Simulados adquiridos')).findByText('2')).toBeTruthy();
    expect(screen.queryByText(STARTER)).toBeNull();
    const running = await screen.findByRole('region', { name: 'Em andamento' });
    expect(within(running).getByText('Simulado em Curso')).toBeTruthy();
    expect(within(running).getByText('Em andamento · termina às 12:30')).toBeTruthy();
    expect(
      within(running).getByRole('button', { name: 'Continuar: Simulado em Curso' }),
    ).toBeTruthy();
    const released = screen.getByRole('region', { name: 'Liberados pelas suas turmas' });
    expect(within(released).getByText('Liberado pela Turma Noturna')).toBeTruthy();
    expect(within(released).getByRole('button', { name: 'Abrir: Simulado da Turma' })).toBeTruthy();
  });

  it('lists the three newest purchases with day and short month', async () => {
    renderDashboard(fourPurchases, []);

    const recent = await screen.findByRole('region', { name: 'Compras recentes' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Simulado DConhecimentos Básicos04 de mai.',
      'Simulado CConhecimentos Básicos03 de mai.',
      'Simulado BConhecimentos Básicos02 de mai.',
    ]);
  });

  it('shows the starter banner with purchases and no exam taken', async () => {
    renderDashboard([purchaseFixture()], []);

    expect(await screen.findByText(STARTER)).toBeTruthy();
    expect(screen.queryByText(PRAISE)).toBeNull();
    // /results only makes sense once an exam was taken.
    expect(screen.queryByRole('link', { name: 'Ver resultados' })).toBeNull();
    for (const [name, href] of [
      ['Explorar simulados', '/simulated'],
      ['Minhas compras', '/my-purchases'],
      ['Ver ranking', '/rankings'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('praises an average of 70 or more', async () => {
    renderDashboard([purchaseFixture()], [resultFixture({ score: 70 })]);

    expect(await screen.findByText(PRAISE)).toBeTruthy();
    expect(screen.getByText(/Sua média está em 70%/)).toBeTruthy();
    expect(screen.queryByText(STARTER)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver resultados' }).getAttribute('href')).toBe(
      '/results',
    );
  });

  it('shows neither banner below 70 or without purchases', async () => {
    renderDashboard([purchaseFixture()], [resultFixture({ score: 69 })]);
    expect(await (await stat('Média geral')).findByText('69%')).toBeTruthy();
    expect(screen.queryByText(PRAISE)).toBeNull();
    expect(screen.queryByText(STARTER)).toBeNull();
  });

  it('shows no starter banner to someone without purchases', async () => {
    renderDashboard([], []);
    expect(await screen.findByText('Você ainda não adquiriu nenhum simulado.')).toBeTruthy();
    expect(screen.queryByText(STARTER)).toBeNull();
  });

  it("says 'Erro ao carregar suas compras' when the purchases fail", async () => {
    mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/purchases/my': { status: 500, body: { message: 'x' } },
      'GET /api/result/u1': { status: 200, body: [] },
    });
    renderRoute('/dashboard');
    expect(
      await screen.findByText('Erro ao carregar suas compras', {}, { timeout: 3_000 }),
    ).toBeTruthy();
  });
});
