import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportItem } from '@gabaritei/shared';
import { deferredReply, json, mockApi, signedInAs } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

function item(overrides: Partial<ReportItem> = {}): ReportItem {
  return {
    simuladoId: 'sim-1',
    title: 'Simulado PF 2026',
    subject: 'Polícia Federal',
    attemptType: 'OFFICIAL',
    userScore: 75,
    userRank: 3,
    totalParticipants: 120,
    completedAt: '2026-11-20T15:00:00.000Z',
    endDate: '2026-11-20T18:00:00.000Z',
    reportReady: true,
    availableAt: '2026-11-20T18:00:15.000Z',
    waitingForKey: false,
    ...overrides,
  };
}

const practice = item({
  simuladoId: 'sim-2',
  title: 'Simulado INSS',
  subject: 'Previdenciário',
  attemptType: 'PRACTICE',
  userScore: 62,
  userRank: 10,
  totalParticipants: 41,
  completedAt: '2026-11-21T12:00:00.000Z',
});
const pending = item({
  simuladoId: 'sim-3',
  title: 'Simulado TRF',
  userScore: 48,
  userRank: null,
  totalParticipants: null,
  completedAt: null,
  endDate: '2026-12-01T21:00:00.000Z',
  reportReady: false,
  availableAt: '2026-12-01T21:00:15.000Z',
  waitingForKey: true,
});

const list = (items: ReportItem[]) => ({
  ...signedInAs('STUDENT', 'Maria Souza'),
  'GET /api/reports/student/u1/available': { status: 200, body: items },
});

const cardOf = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('article')!);

describe('MyReportsPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the reports newest first with badge, grade, rank, date and status', async () => {
    mockApi(list([item(), pending, practice]));
    renderRoute('/my-reports');

    await screen.findByRole('heading', { name: 'Simulado INSS' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Simulado INSS',
      'Simulado PF 2026',
      'Simulado TRF',
      'Sobre os relatórios',
    ]);
    const official = await cardOf('Simulado PF 2026');
    expect(official.getByText('Oficial')).toBeTruthy();
    expect(official.getByText('Polícia Federal')).toBeTruthy();
    expect(official.getByText('7,5/10')).toBeTruthy();
    // The grade and the percent of points are one figure on two scales, each named.
    expect(official.getByTestId('report-percent').textContent).toBe(
      ' · Aproveitamento: 75,0% dos pontos',
    );
    expect(official.getByText('Classificação:')).toBeTruthy();
    expect(official.getByText('3º de 120')).toBeTruthy();
    expect(official.getByText('20/11/2026')).toBeTruthy();
    expect(official.getByText('Relatório Disponível')).toBeTruthy();
    expect(official.getByRole('button', { name: 'Baixar Relatório PDF' })).toBeTruthy();
    expect(official.queryByText(/classificação é simulada/)).toBeNull();
  });

  it('marks practice attempts and warns that their rank is simulated', async () => {
    mockApi(list([practice]));
    renderRoute('/my-reports');
    const card = await cardOf('Simulado INSS');
    expect(card.getByText('Modo Treino')).toBeTruthy();
    expect(card.getByText('Classificação (Simulada):')).toBeTruthy();
    expect(card.getByText('10º de 41')).toBeTruthy();
    expect(card.getByText(/classificação é simulada/)).toBeTruthy();
  });

  it('shows a report still processing with its end date and no button', async () => {
    mockApi(list([pending]));
    renderRoute('/my-reports');
    const card = await cardOf('Simulado TRF');
    // Waiting for the key: says so, at the instant the results screen names.
    expect(card.getByText('Aguardando a liberação do gabarito')).toBeTruthy();
    expect(
      card.getByText(
        'O relatório sai com o gabarito, em 01/12/2026 às 18:00 (horário de Brasília).',
      ),
    ).toBeTruthy();
    expect(card.queryByText('Em processamento...')).toBeNull();
    expect(card.getByText('Concluído em: Data não disponível')).toBeTruthy();
    expect(card.queryByText(/Classificação/)).toBeNull();
    expect(card.queryByRole('button')).toBeNull();
  });

  it('says so when nothing was completed, with a link to the simulados', async () => {
    mockApi(list([]));
    renderRoute('/my-reports');
    expect(await screen.findByText('Você ainda não completou nenhum simulado.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ver Simulados Disponíveis' }).getAttribute('href'),
    ).toBe('/simulated');
    expect(screen.getByRole('complementary', { name: 'Sobre os relatórios' })).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    let fail = true;
    mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/reports/student/u1/available': () =>
        fail ? { status: 500, body: {} } : { status: 200, body: [item()] },
    });
    const { user } = renderRoute('/my-reports');
    expect(
      await screen.findByText('Falha ao carregar relatórios', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText('Erro!')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('heading', { name: 'Simulado PF 2026' })).toBeTruthy();
  }, 15_000);

  it('downloads one report at a time, named after the user and the title', async () => {
    const pdf = deferredReply();
    const { calls } = mockApi({
      ...list([item(), practice]),
      'GET /api/reports/student/u1/simulado/sim-1': () => pdf.reply(),
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:relatorio');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderRoute('/my-reports');

    const card = await cardOf('Simulado PF 2026');
    await user.click(card.getByRole('button', { name: 'Baixar Relatório PDF' }));
    expect(card.getByRole('button', { name: 'Baixando...' })).toBeTruthy();
    const other = await cardOf('Simulado INSS');
    expect(
      other.getByRole('button', { name: 'Baixar Relatório PDF' }).hasAttribute('disabled'),
    ).toBe(true);

    pdf.release(
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['relatorio-Maria-Souza-Simulado-PF-2026.pdf']));
    expect(await card.findByRole('button', { name: 'Baixar Relatório PDF' })).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/api/reports/student/u1/simulado/sim-1?attemptType=OFFICIAL');
  });

  it('alerts when the download fails, with the server message', async () => {
    mockApi({
      ...list([item()]),
      'GET /api/reports/student/u1/simulado/sim-1': () =>
        Promise.resolve(json(503, { message: 'Defina PUPPETEER_EXECUTABLE_PATH.' })),
    });
    const { user } = renderRoute('/my-reports');
    const card = await cardOf('Simulado PF 2026');
    await user.click(card.getByRole('button', { name: 'Baixar Relatório PDF' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Erro ao baixar relatório. Por favor, tente novamente.'),
    ).toBeTruthy();
    expect(within(alert).getByText('Defina PUPPETEER_EXECUTABLE_PATH.')).toBeTruthy();
  });
});
