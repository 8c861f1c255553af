import { NavLink } from 'react-router';
import classes from './Layout.module.css';
import { NavBadge } from './NavBadge';
import type { NavItem } from './navItems';

type NavLinksProps = {
  items: NavItem[];
  linkClassName: string | undefined;
  vertical?: boolean;
  onNavigate?: () => void;
};

/** A list of header links; NavLink marks the current page with aria-current (see the CSS). */
export function NavLinks({ items, linkClassName, vertical = false, onNavigate }: NavLinksProps) {
  return (
    <ul className={vertical ? classes.linksVertical : classes.links}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClassName} onClick={onNavigate}>
            {item.label}
            <NavBadge badge={item.badge} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
