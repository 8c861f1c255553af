import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../layout/navItems';
import { anonymous, deferredReply, mockApi, signedInAs } from '../test/mockApi';
import { renderRoute } from '../test/render';

const denied = 'Você não tem permissão para acessar esta página.';

describe('route guard', () => {
  it('shows a labelled spinner while the user loads', async () => {
    mockApi({ 'GET /api/auth/me': deferredReply().reply });
    renderRoute('/dashboard');
    expect(await screen.findByRole('status', { name: 'Verificando sua sessão...' })).toBeTruthy();
  });

  it('sends a visitor to /login', async () => {
    mockApi(anonymous);
    const { path } = renderRoute('/my-purchases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(path()).toBe('/login');
  });

  it('lets any signed-in user into the private routes', async () => {
    mockApi(signedInAs('TEACHER'));
    renderRoute('/my-reports');
    expect(await screen.findByRole('heading', { name: 'Meus Relatórios' })).toBeTruthy();
  });

  it('denies a STUDENT the teacher screens', async () => {
    mockApi(signedInAs('STUDENT'));
    renderRoute('/teacher-dashboard');
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeTruthy();
    expect(screen.getByText(denied)).toBeTruthy();
  });

  it('denies an ADMIN the teacher screens: the role must match exactly', async () => {
    mockApi(signedInAs('ADMIN'));
    renderRoute('/classes/42');
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeTruthy();
  });

  it('lets a TEACHER into the teacher screens', async () => {
    mockApi(signedInAs('TEACHER'));
    renderRoute('/teacher-dashboard');
    expect(await screen.findByRole('heading', { name: 'Minhas Turmas' })).toBeTruthy();
  });

  it('lets an ADMIN into the admin panel', async () => {
    mockApi(signedInAs('ADMIN'));
    renderRoute('/admin-panel');
    expect(await screen.findByRole('heading', { name: 'Painel do Administrador' })).toBeTruthy();
  });

  it('keeps a TEACHER out of the admin panel', async () => {
    mockApi(signedInAs('TEACHER'));
    renderRoute('/admin-panel');
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeTruthy();
  });
});

describe('header', () => {
  it('lists the visitor links and no Sair', async () => {
    mockApi(anonymous);
    renderRoute('/home');
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(6));
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(navItemsFor(null).map((item) => item.label));
    expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull();
  });

  it('shows a STUDENT their name, role label and Sair, without Entrar', async () => {
    mockApi(signedInAs('STUDENT'));
    renderRoute('/home');
    // Twice in the DOM: the desktop user menu and the phone bar (CSS shows one).
    expect(await screen.findAllByText('Maria Souza')).toHaveLength(2);
    expect(screen.getAllByText('Aluno')).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).queryByRole('link', { name: 'Entrar' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Minhas Compras' }).getAttribute('href')).toBe(
      '/my-purchases',
    );
  });

  it('logs out locally and goes to /login even when the call fails', async () => {
    mockApi({ ...signedInAs('ADMIN'), 'POST /api/auth/logout': { status: 500 } });
    const { user, path } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('button', { name: /Maria Souza/, expanded: false }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(path()).toBe('/login');
    expect(screen.queryByText('Maria Souza')).toBeNull();
  });

  it('has a skip link and the page landmarks', async () => {
    mockApi(anonymous);
    renderRoute('/about');
    expect(
      await screen.findByRole('link', { name: 'Pular para o conteúdo principal' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toMatch(/^© \d{4} Gabaritei\. Todos os direitos reservados\./);
    // The privacy policy is one click away from every page.
    expect(within(footer).getByRole('link', { name: 'Política de Privacidade' })).toBeTruthy();
  });
});

describe('placeholder routes', () => {
  it('sends /results without state to /my-reports', async () => {
    mockApi(signedInAs('STUDENT'));
    const { path } = renderRoute('/results');
    expect(await screen.findByRole('heading', { name: 'Meus Relatórios' })).toBeTruthy();
    expect(path()).toBe('/my-reports');
  });

  it('sends /payment without a simulado to /simulated', async () => {
    mockApi(signedInAs('STUDENT'));
    const { path } = renderRoute('/payment');
    expect(await screen.findByRole('heading', { name: 'Simulados' })).toBeTruthy();
    expect(path()).toBe('/simulated');
  });

  it('answers an unknown path with a not-found page', async () => {
    mockApi(anonymous);
    renderRoute('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });
});
