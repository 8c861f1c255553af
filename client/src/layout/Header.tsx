import { Badge, Box, Burger, Button, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { ROLE_LABELS, PRODUCT_NAME, type SessionUser } from '@gabaritei/shared';
import { useLogoutMutation } from '../features/auth/mutations';
import { useCurrentUser } from '../features/auth/queries';
import { ThemeToggle } from '../features/public/ThemeToggle';
import classes from './Layout.module.css';
import { navItemsFor, type NavItem } from './navItems';

/** Below this breakpoint the links collapse into a burger and a drawer (mobile first). */
const DESKTOP_FROM = 'lg';
const DRAWER_ID = 'menu-principal';
const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

export function Header() {
  const { user } = useCurrentUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads on the first tap and then stays, so closing still animates.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const items = navItemsFor(user);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        <Link to="/home" className={classes.brand}>
          {PRODUCT_NAME}
        </Link>

        <Box component="nav" aria-label="Navegação principal" visibleFrom={DESKTOP_FROM}>
          <NavLinks items={items} linkClassName={classes.link} />
        </Box>

        {/* Name and role stay in the bar at every width (PRODUCT §2); 'Sair' moves to the drawer. */}
        <Group gap="sm" wrap="nowrap" className={classes.account}>
          {user ? <UserSummary user={user} /> : null}
          <ThemeToggle />
          {user ? (
            <Box visibleFrom={DESKTOP_FROM}>
              <LogoutButton />
            </Box>
          ) : null}
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
              <nav aria-label="Navegação principal">
                <NavLinks
                  items={items}
                  linkClassName={classes.drawerLink}
                  vertical
                  onNavigate={drawer.close}
                />
              </nav>
              {user ? (
                <>
                  <Divider />
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

type NavLinksProps = {
  items: NavItem[];
  linkClassName: string | undefined;
  vertical?: boolean;
  onNavigate?: () => void;
};

function NavLinks({ items, linkClassName, vertical = false, onNavigate }: NavLinksProps) {
  return (
    <Box
      component="ul"
      className={classes.links}
      style={{
        flexDirection: vertical ? 'column' : 'row',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {items.map((item) => (
        <li key={item.to}>
          {/* NavLink marks the current page with aria-current, which the CSS highlights. */}
          <NavLink to={item.to} className={linkClassName} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </Box>
  );
}

function UserSummary({ user }: { user: SessionUser }) {
  return (
    <div className={classes.user}>
      <Text size="sm" fw={600} truncate className={classes.userName} title={user.name}>
        {user.name}
      </Text>
      <Badge variant="light" size="sm" tt="none">
        {ROLE_LABELS[user.role]}
      </Badge>
    </div>
  );
}

function LogoutButton({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const signOut = () =>
    logout.mutate(undefined, {
      // The session is cleared locally either way (PRODUCT §4), so leave on failure too.
      onSettled: () => {
        onDone?.();
        navigate('/login');
      },
    });

  return (
    <Button variant="default" size="sm" onClick={signOut} disabled={logout.isPending}>
      Sair
    </Button>
  );
}
