import { Badge, Text } from '@mantine/core';
import { ROLE_LABELS, type SessionUser } from '@gabaritei/shared';
import classes from './Layout.module.css';

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

/** What the user menu's button shows: the summary and a chevron that turns when it is open. */
export function UserButtonContent({ user }: { user: SessionUser }) {
  return (
    <>
      <UserSummary user={user} />
      <svg
        className={classes.chevron}
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </>
  );
}
