import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '../test/mockApi';
import { renderRoute } from '../test/render';

const toggleOf = () => screen.findByRole('button', { name: /Maria Souza/, expanded: false });
const itemsOf = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('user menu', () => {
  it.each([
    ['STUDENT', ['Minha Conta', 'Minhas Turmas', 'Meus Relatórios', 'Meus Recursos', 'Sair']],
    ['TEACHER', ['Minha Conta', 'Sair']],
    ['ADMIN', ['Minha Conta', 'Sair']],
  ] as const)('shows a %s the account links of the role and Sair', async (role, items) => {
    mockApi(signedInAs(role));
    const { user } = renderRoute('/about');
    const toggle = await toggleOf();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(toggle);
    const menu = await screen.findByRole('menu', { name: /Maria Souza/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(itemsOf(menu)).toEqual(items);
  });

  it('focuses its first item on open, moves with the arrow keys, closes with Escape and refocuses the toggle', async () => {
    mockApi(signedInAs('STUDENT'));
    const { user } = renderRoute('/about');
    const toggle = await toggleOf();
    toggle.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // The menu-button pattern: opening from the keyboard focuses the first item.
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement, 'the arrows loop').toBe(items[items.length - 1]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(toggle);
  });

  it("shows a student's pending class invitations on its button and on 'Minhas Turmas'", async () => {
    const invitation = {
      id: 'c1',
      name: 'Turma TJ-SP',
      teacherName: 'Prof. Lima',
      status: 'INVITED',
      invitedAt: '2026-11-26T10:00:00.000Z',
      simulados: [],
    };
    mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/me/classes': { status: 200, body: { invitations: [invitation], classes: [] } },
    });
    const { user } = renderRoute('/about');
    const toggle = await screen.findByRole('button', { name: /1 convite pendente/ });
    await user.click(toggle);
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: /Minhas Turmas/ });
    expect(item.textContent).toBe('Minhas Turmas1, 1 convite pendente');
  });

  it('closes on a click elsewhere', async () => {
    mockApi(signedInAs('TEACHER'));
    const { user } = renderRoute('/about');
    await user.click(await toggleOf());
    await screen.findByRole('menu');
    await user.click(screen.getByRole('main'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('follows an account link and closes', async () => {
    mockApi(signedInAs('STUDENT'));
    const { user, path } = renderRoute('/about');
    await user.click(await toggleOf());
    const menu = await screen.findByRole('menu');
    const link = within(menu).getByRole('menuitem', { name: 'Meus Relatórios' });
    expect(link.getAttribute('href')).toBe('/my-reports');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Meus Relatórios' })).toBeTruthy();
    expect(path()).toBe('/my-reports');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('marks the current page among its links', async () => {
    mockApi(signedInAs('ADMIN'));
    const { user } = renderRoute('/minha-conta');
    await user.click(await toggleOf());
    const menu = await screen.findByRole('menu');
    const current = within(menu).getByRole('menuitem', { name: 'Minha Conta' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});
