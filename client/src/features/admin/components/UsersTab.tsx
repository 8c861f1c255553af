import { Alert, Button, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE_DEFAULT,
  ROLE_LABELS,
  formatDate,
  type AdminUser,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { PageLoader } from '../../../components/PageLoader';
import { BulkAccountsImport } from './BulkAccountsImport';
import type { FlashTone } from '../../../hooks/useFlash';
import { ADMIN_UI } from '../messages';
import { useDeleteUserMutation } from '../mutations';
import { useAdminUsers } from '../queries';
import { ConfirmDialog } from './ConfirmDialog';

const PAGE_SIZE = ADMIN_USERS_PAGE_SIZE_DEFAULT;

/**
 * 'Ver Usuários': the accounts, searched by name or e-mail and paged on the server, with
 * deletion behind a confirmation.
 */
export function UsersTab({ notify }: { notify: (message: string, tone: FlashTone) => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ q, page, pageSize: PAGE_SIZE });
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

  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <TextInput
          label={ADMIN_UI.searchUsers}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 280px', maxWidth: 420 }}
        />
        {users.data ? (
          <Text size="sm" c="dimmed" role="status">
            {ADMIN_UI.usersFound(users.data.total)}
          </Text>
        ) : null}
      </Group>
      {users.isPending ? <PageLoader label="Carregando usuários..." /> : null}
      {users.isError ? (
        <Alert color="red" role="alert">
          {ADMIN_MESSAGES.loadUsersFailed}
        </Alert>
      ) : null}
      {users.data && users.data.users.length === 0 ? <Text>{ADMIN_UI.noUsers}</Text> : null}
      {users.data && users.data.users.length > 0 ? (
        <UsersTable users={users.data.users} onDelete={setPending} />
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          aria-label={ADMIN_UI.usersPages}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? 'Próxima página' : 'Página anterior',
          })}
          getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
        />
      ) : null}
      <ConfirmDialog
        message={ADMIN_MESSAGES.confirmDeleteUser}
        opened={pending !== null}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <BulkAccountsImport notify={notify} />
    </Stack>
  );
}

function UsersTable({
  users,
  onDelete,
}: {
  users: AdminUser[];
  onDelete: (user: AdminUser) => void;
}) {
  return (
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
          {users.map((user) => (
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
                  onClick={() => onDelete(user)}
                >
                  {ADMIN_UI.delete}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
