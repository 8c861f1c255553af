import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';
import { users, userPage, base } from './AdminPanelPage.test-support';

describe('AdminPanelPage: users', () => {
  it('validates the new account, then creates it on the role path', async () => {
    const { calls } = mockApi({
      ...base,
      'POST /api/admin/users/teacher': { status: 201, body: { ...users[1], role: 'TEACHER' } },
    });
    const { user } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findByText('Informe seu nome completo')).toBeTruthy();
    expect(screen.getByText('Informe um e-mail válido')).toBeTruthy();
    expect(screen.getByText('A senha deve ter no mínimo 8 caracteres')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Nome/ }), 'Paulo Prof');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'paulo@example.com');
    await user.type(screen.getByLabelText(/Senha/), 'senha-forte-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de Usuário' }), 'TEACHER');
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));

    expect(await screen.findByText('Professor criado com sucesso!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Paulo Prof',
      email: 'paulo@example.com',
      password: 'senha-forte-1',
    });
  });

  it('lists users with the pt-BR labels and deletes after the confirmation', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/users': userPage,
      'DELETE /api/admin/users/u2': { status: 200, body: { id: 'u2', deleted: true } },
    });
    const { user } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('tab', { name: 'Ver Usuários' }));
    const table = await screen.findByRole('table', { name: 'Usuários' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'E-mail', 'Tipo', 'Verificado', 'Data de Criação', 'Ações']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Maria Souza', 'maria@example.com', 'Admin', 'Sim', '20/11/2026', 'Deletar']);
    // 02:00 UTC on the 21st is still the 20th in São Paulo.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(2, 5),
    ).toEqual(['Aluno', 'Não', '20/11/2026']);

    await user.click(screen.getByRole('button', { name: 'Deletar joao@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja deletar este usuário?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByText('Usuário deletado com sucesso!')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/users/u2',
    ]);
  });

  it('shows the server message when a deletion is refused', async () => {
    mockApi({
      ...base,
      'GET /api/admin/users': userPage,
      'DELETE /api/admin/users/u1': {
        status: 409,
        body: { message: 'Você não pode deletar a sua própria conta.' },
      },
    });
    const { user } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('tab', { name: 'Ver Usuários' }));
    await user.click(await screen.findByRole('button', { name: 'Deletar maria@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deletar' }),
    );
    expect(await screen.findByText('Você não pode deletar a sua própria conta.')).toBeTruthy();
  });

  it('searches users on the server and pages the list', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/users': (_body) => ({
        status: 200,
        body: { users: [users[1]], total: 45, page: 1, pageSize: 20 },
      }),
    });
    const { user } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('tab', { name: 'Ver Usuários' }));
    expect(await screen.findByText('45 usuários encontrados')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }), 'joão');
    await waitFor(() =>
      expect(calls.some((c) => c.path.includes('q=jo%C3%A3o&page=1&pageSize=20'))).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(calls.some((c) => c.path.includes('page=3'))).toBe(true));
  });
});
