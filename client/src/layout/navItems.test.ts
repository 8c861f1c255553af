import { describe, expect, it } from 'vitest';
import { homeRouteOf } from '../features/auth/homeRoute';
import { navItemsFor, navigationFor } from './navItems';

const PUBLIC = [
  { label: 'Início', to: '/home' },
  { label: 'Simulados', to: '/simulated' },
  { label: 'Ranking', to: '/rankings' },
  { label: 'Sobre', to: '/about' },
  { label: 'Contato', to: '/contacts' },
];
const MY_ACCOUNT = { label: 'Minha Conta', to: '/minha-conta' };

describe('navigationFor', () => {
  it('shows a visitor the public links with Entrar second, and no account menu', () => {
    expect(navigationFor(null)).toEqual({
      primary: [
        { label: 'Início', to: '/home' },
        { label: 'Entrar', to: '/login' },
        { label: 'Simulados', to: '/simulated' },
        { label: 'Ranking', to: '/rankings' },
        { label: 'Sobre', to: '/about' },
        { label: 'Contato', to: '/contacts' },
      ],
      account: [],
    });
  });

  it('gives a STUDENT Dashboard and Minhas Compras in the bar, the rest in the user menu', () => {
    expect(navigationFor({ role: 'STUDENT' })).toEqual({
      primary: [
        ...PUBLIC,
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Minhas Compras', to: '/my-purchases' },
      ],
      account: [
        MY_ACCOUNT,
        { label: 'Minhas Turmas', to: '/minhas-turmas' },
        { label: 'Meus Relatórios', to: '/my-reports' },
        { label: 'Meus Recursos', to: '/meus-recursos' },
      ],
    });
  });

  it('gives a TEACHER Minhas Turmas (the teacher dashboard)', () => {
    expect(navigationFor({ role: 'TEACHER' })).toEqual({
      primary: [...PUBLIC, { label: 'Minhas Turmas', to: '/teacher-dashboard' }],
      account: [MY_ACCOUNT],
    });
  });

  it('gives an ADMIN the panel and no teacher screen, which it could not open', () => {
    expect(navigationFor({ role: 'ADMIN' })).toEqual({
      primary: [...PUBLIC, { label: 'Painel Admin', to: '/admin-panel' }],
      account: [MY_ACCOUNT],
    });
    expect(navItemsFor({ role: 'ADMIN' }).map((item) => item.to)).not.toContain(
      '/teacher-dashboard',
    );
  });

  it('lists the bar then the account menu for the drawer', () => {
    const { primary, account } = navigationFor({ role: 'STUDENT' });
    expect(navItemsFor({ role: 'STUDENT' })).toEqual([...primary, ...account]);
  });
});

describe('homeRouteOf', () => {
  it('lands each role on its own screen', () => {
    expect(homeRouteOf('STUDENT')).toBe('/dashboard');
    expect(homeRouteOf('TEACHER')).toBe('/teacher-dashboard');
    expect(homeRouteOf('ADMIN')).toBe('/admin-panel');
  });
});
