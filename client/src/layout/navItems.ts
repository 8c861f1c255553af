import type { Role } from '@gabaritei/shared';

/** `badge`: a count shown beside the label (pending class invitations on 'Minhas Turmas'). */
export type NavItem = { label: string; to: string; badge?: { count: number; label: string } };

const HOME: NavItem = { label: 'Início', to: '/home' };
const LOGIN: NavItem = { label: 'Entrar', to: '/login' };
const SIMULADOS: NavItem = { label: 'Simulados', to: '/simulated' };
const RANKING: NavItem = { label: 'Ranking', to: '/rankings' };
const ABOUT: NavItem = { label: 'Sobre', to: '/about' };
const CONTACT: NavItem = { label: 'Contato', to: '/contacts' };
const DASHBOARD: NavItem = { label: 'Dashboard', to: '/dashboard' };
const PURCHASES: NavItem = { label: 'Minhas Compras', to: '/my-purchases' };
const REPORTS: NavItem = { label: 'Meus Relatórios', to: '/my-reports' };
const TEACHER_CLASSES: NavItem = { label: 'Minhas Turmas', to: '/teacher-dashboard' };
const MY_CLASSES: NavItem = { label: 'Minhas Turmas', to: '/minhas-turmas' };
const ADMIN_PANEL: NavItem = { label: 'Painel Admin', to: '/admin-panel' };
const MY_ACCOUNT: NavItem = { label: 'Minha Conta', to: '/minha-conta' };
const MY_APPEALS: NavItem = { label: 'Meus Recursos', to: '/meus-recursos' };

const PUBLIC: readonly NavItem[] = [HOME, SIMULADOS, RANKING, ABOUT, CONTACT];

/**
 * The header of one visitor (PRODUCT §2 Navigation bar): `primary` links stay in
 * the bar on desktop; `account` links live in the user menu beside the name (with 'Sair'),
 * so the bar fits one line at 1280 px. Each role sees only screens it may open: the
 * teacher screens are exact-role routes, so an ADMIN gets no 'Minhas Turmas'.
 */
export type Navigation = { primary: NavItem[]; account: NavItem[] };

const ROLE_NAVIGATION: Record<Role, { primary: readonly NavItem[]; account: readonly NavItem[] }> =
  {
    STUDENT: {
      primary: [DASHBOARD, PURCHASES],
      account: [MY_ACCOUNT, MY_CLASSES, REPORTS, MY_APPEALS],
    },
    TEACHER: { primary: [TEACHER_CLASSES], account: [MY_ACCOUNT] },
    ADMIN: { primary: [ADMIN_PANEL], account: [MY_ACCOUNT] },
  };

/** A visitor (null) gets the public links with 'Entrar' second and no account menu. */
export function navigationFor(user: { role: Role } | null): Navigation {
  if (!user) return { primary: [HOME, LOGIN, ...PUBLIC.slice(1)], account: [] };
  const own = ROLE_NAVIGATION[user.role];
  return { primary: [...PUBLIC, ...own.primary], account: [...own.account] };
}

/** Every link of the visitor, in the drawer's order: the bar's, then the account menu's. */
export function navItemsFor(user: { role: Role } | null): NavItem[] {
  const { primary, account } = navigationFor(user);
  return [...primary, ...account];
}
