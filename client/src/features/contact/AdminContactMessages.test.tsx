import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { theme } from '../../app/theme';
import { mockApi } from '../../test/mockApi';
import { AdminContactMessages } from './AdminContactMessages';

function renderAlone() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme} env="test" withGlobalClasses={false}>
        <AdminContactMessages />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const message = (n: number) => ({
  id: `m${n}`,
  name: `Pessoa ${n}`,
  email: `pessoa${n}@example.com`,
  message: `Mensagem número ${n}`,
  createdAt: '2026-11-20T15:30:00.000Z',
});

describe('AdminContactMessages', () => {
  it('lists the messages, newest first, and pages through them', async () => {
    const { calls } = mockApi({
      'GET /api/admin/contact-messages': () => {
        const page = Number(new URL(calls.at(-1)!.path, 'http://x').searchParams.get('page'));
        const items = page === 1 ? [message(25), message(24)] : [message(5)];
        return { status: 200, body: { items, total: 25, page, pageSize: 20 } };
      },
    });
    const user = renderAlone();
    expect(await screen.findByText('Mensagem número 25')).toBeTruthy();
    expect(screen.getByText('25 mensagens')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'pessoa25@example.com' }).getAttribute('href')).toBe(
      'mailto:pessoa25@example.com',
    );
    expect(screen.getAllByText('20/11/2026, 12:30')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Mensagem número 5')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/api/admin/contact-messages?page=2&pageSize=20');
  });

  it('says when there is nothing yet, and shows a load error', async () => {
    mockApi({
      'GET /api/admin/contact-messages': {
        status: 200,
        body: { items: [], total: 0, page: 1, pageSize: 20 },
      },
    });
    renderAlone();
    expect(await screen.findByText('Nenhuma mensagem recebida ainda.')).toBeTruthy();
  });

  it("shows the server's error message", async () => {
    mockApi({
      'GET /api/admin/contact-messages': {
        status: 403,
        body: { statusCode: 403, message: 'Você não tem permissão para acessar este recurso.' },
      },
    });
    renderAlone();
    expect(
      await screen.findByText('Você não tem permissão para acessar este recurso.'),
    ).toBeTruthy();
  });
});
