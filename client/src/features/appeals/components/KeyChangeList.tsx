import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@gabaritei/shared';
import { appealQueries } from '../queries';
import { APPEAL_UI as M } from '../messages';

/** The audit list of a simulado's key decisions: who, when, before, after, reason. */
export function KeyChangeList({ simuladoId }: { simuladoId: string }) {
  const { data } = useQuery(appealQueries.keyChanges(simuladoId));
  if (!data) return null;
  if (data.length === 0) return <Text c="dimmed">{M.noAudit}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={M.auditTitle}>
        <Table.Thead>
          <Table.Tr>
            {M.auditColumns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((change) => (
            <Table.Tr key={change.id}>
              <Table.Td>{formatDateTime(change.createdAt)}</Table.Td>
              <Table.Td>{change.number}</Table.Td>
              <Table.Td>{M.kinds[change.kind]}</Table.Td>
              <Table.Td>{change.before ?? '—'}</Table.Td>
              <Table.Td>{change.after ?? '—'}</Table.Td>
              <Table.Td>{change.reason}</Table.Td>
              <Table.Td>{change.actorName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
