import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';
import { base, simulado } from './AdminPanelPage.test-support';

// Ends 12:00 in São Paulo; the key opens after the save grace, and waits for extra time.
const held = {
  ...simulado,
  startDate: '2026-11-26T12:00:00.000Z',
  endDate: '2026-11-26T15:00:00.000Z',
  answerKeyRelease: 'AFTER_END' as const,
};
const GRANTS = 'GET /api/admin/simulados/sim-1/accommodations';
const GRANT = 'PUT /api/admin/simulados/sim-1/accommodations';

async function openSection() {
  const api = mockApi({
    ...base,
    'GET /api/admin/simulados': { status: 200, body: [held] },
    [GRANTS]: { status: 200, body: [] },
    [GRANT]: {
      status: 200,
      body: {
        userId: 'u9',
        name: 'Ana',
        email: 'ana@x.dev',
        extraMinutes: 3,
        reason: 'Laudo médico',
        grantedAt: '2026-11-20T15:00:00.000Z',
        sessionExpiresAt: null,
      },
    },
  });
  const view = renderRoute('/admin-panel');
  await view.user.click(await screen.findByRole('tab', { name: 'Simulados' }));
  await view.user.click(await screen.findByRole('button', { name: 'Editar: TRF 2026' }));
  await screen.findByText('Nenhum aluno com tempo adicional neste simulado.');
  const form = screen.getByRole('form', { name: 'Conceder tempo adicional' });
  await view.user.type(within(form).getByRole('textbox', { name: /E-mail do aluno/ }), 'ana@x.dev');
  await view.user.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'Laudo médico');
  const minutes = within(form).getByRole('textbox', { name: /Minutos a mais/ });
  const granted = () => api.calls.filter((c) => `${c.method} ${c.path}` === GRANT);
  return { ...view, form, minutes, granted };
}

describe("AdminPanelPage: 'Minutos a mais'", () => {
  it('starts empty, so typing 3 is 3 minutes, and confirms what the grant holds back', async () => {
    const { user, form, minutes, granted } = await openSection();
    expect((minutes as HTMLInputElement).value).toBe('');
    await user.type(minutes, '3');
    await user.click(within(form).getByRole('button', { name: 'Conceder tempo adicional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar tempo adicional' });
    expect(within(dialog).getByText('+3 min para ana@x.dev')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'O gabarito, os relatórios e o ranking final de todos os candidatos passam a ser liberados em 26/11/2026 às 12:03 (horário de Brasília), em vez de 26/11/2026 às 12:00 (horário de Brasília).',
      ),
    ).toBeTruthy();
    expect(granted()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Tempo adicional concedido.');
    expect(granted().map((c) => c.body)).toEqual([
      { email: 'ana@x.dev', extraMinutes: 3, reason: 'Laudo médico' },
    ]);
  });

  it('says out of range under the field instead of clamping, and sends nothing', async () => {
    const { user, form, minutes, granted } = await openSection();
    await user.type(minutes, '603');
    await user.tab();
    expect((minutes as HTMLInputElement).value).toBe('603');
    await user.click(within(form).getByRole('button', { name: 'Conceder tempo adicional' }));
    expect(
      await within(form).findByText(
        'O tempo adicional deve ser um número inteiro de 1 a 240 minutos.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(granted()).toEqual([]);
  });
});
