import { Alert, Button, List, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '@gabaritei/shared';
import { INVITATION_UI as M, usePendingInvitations } from '../usePendingInvitations';

/**
 * The dashboard's banner while a class invitation waits: who invited to which class, and the
 * way to 'Minhas Turmas' where it is accepted. An invitation nobody sees is never accepted.
 */
export function InvitationBanner({ user }: { user: SessionUser }) {
  const invitations = usePendingInvitations(user);
  if (invitations.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title={M.title(invitations.length)} role="status">
      <Stack gap="xs" align="flex-start">
        <List size="sm" spacing={2}>
          {invitations.map((invitation) => (
            <List.Item key={invitation.id}>{M.line(invitation)}</List.Item>
          ))}
        </List>
        <Button component={Link} to="/minhas-turmas" size="sm">
          {M.action}
        </Button>
      </Stack>
    </Alert>
  );
}
