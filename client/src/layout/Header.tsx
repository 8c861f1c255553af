import { Box, Burger, Container, Divider, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@gabaritei/shared';
import { useCurrentUser } from '../features/auth/queries';
import { INVITATION_UI, usePendingInvitations } from '../features/classes/usePendingInvitations';
import { ThemeToggle } from '../features/public/ThemeToggle';
import classes from './Layout.module.css';
import { NavLinks } from './NavLinks';
import { LogoutButton } from './SignOut';
import { UserButtonContent, UserSummary } from './UserSummary';
import { navigationFor, type NavItem } from './navItems';

/** Below this breakpoint the links collapse into a burger and a drawer (mobile first). */
const DESKTOP_FROM = 'lg';
const DRAWER_ID = 'menu-principal';
const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/**
 * The bar of every screen. Desktop: the brand, the primary links, and the user menu (name,
 * role, the account links and 'Sair') — one line at 1280 px for every role.
 * Phone: the brand, the name and role, the theme and the burger; every link is in the drawer.
 */
export function Header() {
  const { user } = useCurrentUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads on the first tap and then stays, so closing still animates.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const navigation = navigationFor(user);
  const { primary } = navigation;
  // Pending invitations show on 'Minhas Turmas' in the user menu, and on its button.
  const invitations = usePendingInvitations(user).length;
  const account = navigation.account.map((item) =>
    item.to === '/minhas-turmas' && invitations > 0
      ? { ...item, badge: { count: invitations, label: INVITATION_UI.pending(invitations) } }
      : item,
  );

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        <Link to="/home" className={classes.brand}>
          {PRODUCT_NAME}
        </Link>

        <Box
          component="nav"
          aria-label="Navegação principal"
          visibleFrom={DESKTOP_FROM}
          className={classes.primaryNav}
        >
          <NavLinks items={primary} linkClassName={classes.link} />
        </Box>

        <Group gap="sm" wrap="nowrap" className={classes.account}>
          {user ? (
            <>
              <Box visibleFrom={DESKTOP_FROM} className={classes.userMenuSlot}>
                {/* Until its chunk arrives, the menu's button is painted, inert, as it will look. */}
                <Suspense
                  fallback={
                    <span className={classes.userButton}>
                      <UserButtonContent user={user} />
                    </span>
                  }
                >
                  <UserMenu user={user} items={account} />
                </Suspense>
              </Box>
              {/* Name and role stay in the bar at every width (PRODUCT §2). */}
              <Box hiddenFrom={DESKTOP_FROM} className={classes.userSlot}>
                <UserSummary user={user} />
              </Box>
            </>
          ) : null}
          <ThemeToggle />
          <Burger
            hiddenFrom={DESKTOP_FROM}
            opened={drawerOpened}
            onClick={() => {
              setDrawerWanted(true);
              drawer.toggle();
            }}
            aria-label={drawerOpened ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={drawerOpened}
            aria-controls={DRAWER_ID}
          />
        </Group>
      </Container>

      {drawerWanted ? (
        <Suspense fallback={null}>
          <MenuDrawer
            id={DRAWER_ID}
            opened={drawerOpened}
            onClose={drawer.close}
            hiddenFrom={DESKTOP_FROM}
          >
            <Stack gap="md">
              <DrawerNav label="Navegação principal" items={primary} onNavigate={drawer.close} />
              {user ? (
                <>
                  <Divider />
                  <DrawerNav label="Sua conta" items={account} onNavigate={drawer.close} />
                  <LogoutButton onDone={drawer.close} />
                </>
              ) : null}
            </Stack>
          </MenuDrawer>
        </Suspense>
      ) : null}
    </header>
  );
}

function DrawerNav(props: { label: string; items: NavItem[]; onNavigate: () => void }) {
  return (
    <nav aria-label={props.label}>
      <NavLinks
        items={props.items}
        linkClassName={classes.drawerLink}
        vertical
        onNavigate={props.onNavigate}
      />
    </nav>
  );
}
