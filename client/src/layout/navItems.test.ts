import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navItems';

const PUBLIC = [
  { label: 'Início', to: '/home' },
  { label: 'Simulados', to: '/simulated' },
  { label: 'Ranking', to: '/rankings' },
  { label: 'Sobre', to: '/about' },
  { label: 'Contato', to: '/contacts' },
];

describe('navItemsFor', () => {
  it('shows a visitor the public links with Entrar second', () => {
    expect(navItemsFor(null)).toEqual([
      { label: 'Início', to: '/home' },
      { label: 'Entrar', to: '/login' },
      { label: 'Simulados', to: '/simulated' },
      { label: 'Ranking', to: '/rankings' },
      { label: 'Sobre', to: '/about' },
      { label: 'Contato', to: '/contacts' },
    ]);
  });

  it('adds Dashboard, Minhas Compras and Relatórios for a STUDENT', () => {
    expect(navItemsFor({ role: 'STUDENT' })).toEqual([
      ...PUBLIC,
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Minhas Compras', to: '/my-purchases' },
      { label: 'Relatórios', to: '/my-reports' },
      { label: 'Minha Conta', to: '/minha-conta' },
    ]);
  });

  it('adds Minhas Turmas for a TEACHER', () => {
    expect(navItemsFor({ role: 'TEACHER' })).toEqual([
      ...PUBLIC,
      { label: 'Minhas Turmas', to: '/teacher-dashboard' },
      { label: 'Minha Conta', to: '/minha-conta' },
    ]);
  });

  it('adds Painel Admin and Minhas Turmas for an ADMIN', () => {
    expect(navItemsFor({ role: 'ADMIN' })).toEqual([
      ...PUBLIC,
      { label: 'Painel Admin', to: '/admin-panel' },
      { label: 'Minhas Turmas', to: '/teacher-dashboard' },
      { label: 'Minha Conta', to: '/minha-conta' },
    ]);
  });
});
