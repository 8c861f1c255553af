import { Badge, Button, Divider, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABELS, type SessionUser } from '@gabaritei/shared';
import { useLogoutMutation } from '../features/auth/mutations';
import classes from './Layout.module.css';
import { NavLinks } from './NavLinks';
import type { NavItem } from './navItems';

export const USER_MENU_ID = 'menu-conta';

/**
 * The desktop user menu: a disclosure button with the name and role that opens the account
 * links and 'Sair'. Hand-made rather than Mantine's Menu: the landing paints this header,
 * and floating-ui would weigh on its bundle budget (issue 9). Escape and a click elsewhere
 * close it; Escape gives the focus back to the button.
 */
export function UserMenu({ user, items }: { user: SessionUser; items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={root} className={classes.userMenu}>
      <UnstyledButton
        ref={button}
        className={classes.userButton}
        aria-expanded={open}
        aria-controls={USER_MENU_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <UserSummary user={user} />
        <ChevronIcon open={open} />
      </UnstyledButton>
      <div id={USER_MENU_ID} className={classes.userMenuPanel} hidden={!open}>
        <nav aria-label="Sua conta">
          <NavLinks items={items} linkClassName={classes.drawerLink} vertical onNavigate={close} />
        </nav>
        <Divider my="xs" />
        <LogoutButton onDone={close} fullWidth />
      </div>
    </div>
  );
}

/** Name above role on phones, side by side on desktop; the name is cut with an ellipsis. */
export function UserSummary({ user }: { user: SessionUser }) {
  return (
    <span className={classes.user}>
      <Text component="span" size="sm" fw={600} truncate className={classes.userName}>
        {user.name}
      </Text>
      <Badge variant="light" size="sm" tt="none" className={classes.roleBadge}>
        {ROLE_LABELS[user.role]}
      </Badge>
    </span>
  );
}

export function LogoutButton({ onDone, fullWidth }: { onDone?: () => void; fullWidth?: boolean }) {
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
    <Button
      variant="default"
      size="sm"
      onClick={signOut}
      disabled={logout.isPending}
      fullWidth={fullWidth}
    >
      Sair
    </Button>
  );
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ transform: open ? 'rotate(180deg)' : undefined, flexShrink: 0 }}
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
