import type { Role } from '@gabaritei/shared';

export type NavItem = { label: string; to: string };

const HOME: NavItem = { label: 'Início', to: '/home' };
const LOGIN: NavItem = { label: 'Entrar', to: '/login' };
const SIMULADOS: NavItem = { label: 'Simulados', to: '/simulated' };
const RANKING: NavItem = { label: 'Ranking', to: '/rankings' };
const ABOUT: NavItem = { label: 'Sobre', to: '/about' };
const CONTACT: NavItem = { label: 'Contato', to: '/contacts' };
const DASHBOARD: NavItem = { label: 'Dashboard', to: '/dashboard' };
const PURCHASES: NavItem = { label: 'Minhas Compras', to: '/my-purchases' };
const REPORTS: NavItem = { label: 'Relatórios', to: '/my-reports' };
const CLASSES: NavItem = { label: 'Minhas Turmas', to: '/teacher-dashboard' };
const ADMIN_PANEL: NavItem = { label: 'Painel Admin', to: '/admin-panel' };

/** What each role adds to the public links (PRODUCT §2 Navigation bar). */
const ROLE_ITEMS: Record<Role, readonly NavItem[]> = {
  STUDENT: [DASHBOARD, PURCHASES, REPORTS],
  TEACHER: [CLASSES],
  ADMIN: [ADMIN_PANEL, CLASSES],
};

/**
 * The header links for a visitor (null) or a signed-in user, in display order: 'Entrar'
 * comes second for visitors and disappears once signed in; role links follow the public ones.
 */
export function navItemsFor(user: { role: Role } | null): NavItem[] {
  if (!user) return [HOME, LOGIN, SIMULADOS, RANKING, ABOUT, CONTACT];
  return [HOME, SIMULADOS, RANKING, ABOUT, CONTACT, ...ROLE_ITEMS[user.role]];
}
