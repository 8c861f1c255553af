import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EvolutionPoint, EvolutionResponse } from '@gabaritei/shared';
import { mockApi, signedInAs } from '../../../test/mockApi';
import { renderRoute } from '../../../test/render';

const point = (over: Partial<EvolutionPoint> & { simuladoId: string }): EvolutionPoint => ({
  simuladoTitle: `Simulado ${over.simuladoId}`,
  date: '2026-10-05T15:00:00.000Z',
  score: 50,
  fieldScore: 40,
  participants: 3,
  keyReleasesAt: null,
  disciplines: [],
  ...over,
});

function renderEvolution(evolution: EvolutionResponse) {
  mockApi({
    ...signedInAs('STUDENT', 'Bruna Estudante'),
    'GET /api/purchases/my': { status: 200, body: [] },
    'GET /api/me/simulados': { status: 200, body: [] },
    'GET /api/simulados': { status: 200, body: [] },
    'GET /api/result/u1': { status: 200, body: [] },
    'GET /api/me/evolution': { status: 200, body: evolution },
  });
  return renderRoute('/dashboard');
}

const section = async () => within(await screen.findByRole('region', { name: 'Minha evolução' }));
const bodyRows = (table: HTMLElement) =>
  // The title cell carries the date too, shown there on a phone only (CSS).
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Minha evolução', () => {
  it('tells a new account where its evolution will appear', async () => {
    renderEvolution({ points: [] });
    const evolution = await section();
    expect(
      await evolution.findByText(
        'Sua evolução aparece aqui depois do seu primeiro simulado oficial.',
      ),
    ).toBeTruthy();
    expect(evolution.queryByRole('table')).toBeNull();
  });

  it('shows the same figures in the chart and the table, overall and per discipline', async () => {
    renderEvolution({
      points: [
        point({
          simuladoId: 'a',
          simuladoTitle: 'Simulado A',
          score: 62.5,
          fieldScore: 50,
          disciplines: [
            { discipline: 'Português', percent: 100, fieldPercent: 66.66666 },
            { discipline: 'Matemática', percent: 25, fieldPercent: null },
          ],
        }),
        point({
          simuladoId: 'b',
          simuladoTitle: 'Simulado B',
          date: '2026-11-20T15:00:00.000Z',
          score: 80,
          fieldScore: null,
          participants: 0,
          keyReleasesAt: '2026-11-27T15:00:00.000Z',
        }),
      ],
    });
    const evolution = await section();
    const table = await evolution.findByRole('table', { name: 'Sua evolução — Nota geral' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Simulado', 'Data', 'Sua nota', 'Média dos participantes']);
    expect(bodyRows(table)).toEqual([
      ['Simulado A05/10/2026', '05/10/2026', '62,5%', '50,0%'],
      ['Simulado B20/11/2026', '20/11/2026', '80,0%', '—'],
    ]);
    const chart = evolution.getByRole('img', { name: /Gráfico da sua evolução — Nota geral/ });
    expect(chart.querySelector('desc')?.textContent).toContain(
      'Simulado A (05/10/2026): sua nota 62,5%, média 50,0%.',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    // The embargoed simulado has no mean: one square only.
    expect(chart.querySelectorAll('rect')).toHaveLength(1);
    expect(evolution.getByText(/Gabarito ainda não liberado/)).toBeTruthy();

    fireEvent.change(evolution.getByLabelText('Mostrar'), { target: { value: 'Português' } });
    const portuguese = await evolution.findByRole('table', { name: 'Sua evolução — Português' });
    // Nothing per discipline while the key is held: '—', not a zero.
    expect(bodyRows(portuguese)).toEqual([
      ['Simulado A05/10/2026', '05/10/2026', '100,0%', '66,7%'],
      ['Simulado B20/11/2026', '20/11/2026', '—', '—'],
    ]);
    expect(evolution.getByRole('img').querySelectorAll('circle')).toHaveLength(1);
  });
});
