import { Alert, Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_MESSAGES, ROLE_LABELS, formatDate, type AdminUser } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { PageLoader } from '../../../components/PageLoader';
import type { FlashTone } from '../../../hooks/useFlash';
import { ADMIN_UI } from '../messages';
import { useDeleteUserMutation } from '../mutations';
import { useAdminUsers } from '../queries';
import { ConfirmDialog } from './ConfirmDialog';

/** 'Ver Usuários': every account, with deletion behind a confirmation. */
export function UsersTab({ notify }: { notify: (message: string, tone: FlashTone) => void }) {
  const users = useAdminUsers();
  const remove = useDeleteUserMutation();
  const [pending, setPending] = useState<AdminUser | null>(null);

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => notify(ADMIN_MESSAGES.userDeleted, 'success'),
      onError: (error) => notify(serverMessageOr(error, ADMIN_MESSAGES.deleteUserFailed), 'error'),
      onSettled: () => setPending(null),
    });
  };

  if (users.isPending) return <PageLoader label="Carregando usuários..." />;
  if (users.isError)
    return (
      <Alert color="red" role="alert">
        {ADMIN_MESSAGES.loadUsersFailed}
      </Alert>
    );
  if (users.data.length === 0) return <Text>{ADMIN_UI.noUsers}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label="Usuários">
          <Table.Thead>
            <Table.Tr>
              {['Nome', 'E-mail', 'Tipo', 'Verificado', 'Data de Criação', 'Ações'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.name}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
                <Table.Td>{user.emailVerified ? ADMIN_UI.yes : ADMIN_UI.no}</Table.Td>
                <Table.Td>{formatDate(user.createdAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`${ADMIN_UI.delete} ${user.email}`}
                    onClick={() => setPending(user)}
                  >
                    {ADMIN_UI.delete}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        message={ADMIN_MESSAGES.confirmDeleteUser}
        opened={pending !== null}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
