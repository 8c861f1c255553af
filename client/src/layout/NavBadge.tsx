import classes from './Layout.module.css';
import type { NavItem } from './navItems';

/** The count beside a link, read out in words ('1 convite pendente'), shown as a number. */
export function NavBadge({ badge }: { badge: NavItem['badge'] }) {
  if (!badge) return null;
  return (
    <>
      <span className={classes.navBadge} aria-hidden="true" data-testid="nav-badge">
        {badge.count}
      </span>
      <span className={classes.srOnly}>, {badge.label}</span>
    </>
  );
}
