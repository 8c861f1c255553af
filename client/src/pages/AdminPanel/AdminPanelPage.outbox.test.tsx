import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OUTBOX_MESSAGES } from '@gabaritei/shared';
import { mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';
import { base } from './AdminPanelPage.test-support';

const LINK = 'http://localhost:3000/#/verificar-email?token=abc123';
const outbox = {
  emails: [
    {
      id: 'm1',
      to: 'ana@example.com',
      subject: 'Confirme seu e-mail — Gabaritei',
      text: `Olá, Ana! Confirme em ${LINK}`,
      links: [LINK],
      sentAt: '2026-11-26T15:04:00.000Z',
    },
  ],
};

describe("AdminPanelPage: 'Caixa de saída'", () => {
  it('lists each kept e-mail with its link while no SMTP is configured', async () => {
    mockApi({ ...base, 'GET /api/admin/outbox': { status: 200, body: outbox } });
    const { user } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('tab', { name: 'Caixa de saída' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirme seu e-mail — Gabaritei' }),
    ).toBeTruthy();
    expect(screen.getByText('Para: ana@example.com')).toBeTruthy();
    expect(screen.getByText('26/11/2026, 12:04')).toBeTruthy();
    expect(screen.getByRole('link', { name: LINK }).getAttribute('href')).toBe(LINK);
  });

  it('offers no tab when the server sends e-mails (404)', async () => {
    mockApi({
      ...base,
      'GET /api/admin/outbox': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: OUTBOX_MESSAGES.smtpConfigured },
      },
    });
    renderRoute('/admin-panel');
    await screen.findByRole('tab', { name: 'Recursos' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tab', { name: 'Caixa de saída' })).toBeNull();
  });
});
