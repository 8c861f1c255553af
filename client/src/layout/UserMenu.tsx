import { Menu, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router';
import type { SessionUser } from '@gabaritei/shared';
// Menu and Popover are not in the critical CSS of the landing.
import '../styles/fullStyles';
import classes from './Layout.module.css';
import { useSignOut } from './SignOut';
import { NavBadge } from './NavBadge';
import { UserButtonContent } from './UserSummary';
import type { NavItem } from './navItems';

/** The menu's id: the button carries it, its list is `${USER_MENU_ID}-dropdown`. */
const USER_MENU_ID = 'menu-conta';

/**
 * The desktop user menu: a button with the name and role that opens the account links and
 * 'Sair'. Mantine's Menu gives it the menu roles, arrow keys, Escape, a click outside and
 * the focus back on the button. Its own chunk, loaded by the header for a signed-in user:
 * floating-ui is no part of the landing a visitor downloads.
 */
export function UserMenu({ user, items }: { user: SessionUser; items: NavItem[] }) {
  const { signOut, pending } = useSignOut();
  return (
    <Menu
      id={USER_MENU_ID}
      position="bottom-end"
      offset={6}
      width={220}
      shadow="md"
      classNames={{ item: classes.userMenuItem }}
      // Focus goes to the first item on open, as the menu-button pattern has it; Mantine's
      // focus placeholder would be a child a role="menu" may not have (axe: critical).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton className={classes.userButton}>
          <UserButtonContent user={user} />
          {/* What waits inside the menu shows on its button too. */}
          {items.map((item) => (
            <NavBadge key={item.to} badge={item.badge} />
          ))}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} component={NavLink} to={item.to}>
            {item.label}
            <NavBadge badge={item.badge} />
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={signOut} disabled={pending}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
