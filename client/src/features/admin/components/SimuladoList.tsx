import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_MESSAGES, formatBRL, type AdminSimulado } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { PageLoader } from '../../../components/PageLoader';
import type { FlashTone } from '../../../hooks/useFlash';
import { ADMIN_UI } from '../messages';
import { useDeleteSimuladoMutation } from '../mutations';
import { useAdminSimulados } from '../queries';
import { ConfirmDialog } from './ConfirmDialog';

/** The simulados table: Título, Matéria, Questões, Preço (R$), Ações. */
export function SimuladoList({
  notify,
  onNew,
  onEdit,
  onImport,
  onPaper,
}: {
  notify: (message: string, tone: FlashTone) => void;
  onNew: () => void;
  onEdit: (simulado: AdminSimulado) => void;
  onImport: (simuladoId: string) => void;
  /** The 'Questões' editor and the Word import of one simulado. */
  onPaper?: (simulado: AdminSimulado, view: 'questions' | 'docx') => void;
}) {
  const simulados = useAdminSimulados();
  const remove = useDeleteSimuladoMutation();
  const [pending, setPending] = useState<AdminSimulado | null>(null);

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      // Say what really happened: removed, or archived with its buyers' history.
      onSuccess: ({ outcome }) =>
        notify(
          outcome === 'archived' ? ADMIN_MESSAGES.simuladoArchived : ADMIN_MESSAGES.simuladoDeleted,
          'success',
        ),
      onError: (error) =>
        notify(serverMessageOr(error, ADMIN_MESSAGES.deleteSimuladoFailed), 'error'),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack>
      <Group>
        <Button onClick={onNew}>{ADMIN_UI.newSimulado}</Button>
      </Group>
      {simulados.isPending ? <PageLoader label="Carregando simulados..." /> : null}
      {simulados.isError ? (
        <Alert color="red" role="alert">
          {ADMIN_MESSAGES.loadSimuladosFailed}
        </Alert>
      ) : null}
      {simulados.isSuccess && simulados.data.length === 0 ? (
        <Text>{ADMIN_UI.noSimulados}</Text>
      ) : null}
      {simulados.isSuccess && simulados.data.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label="Simulados">
            <Table.Thead>
              <Table.Tr>
                {['Título', 'Matéria', 'Questões', 'Preço', 'Ações'].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {simulados.data.map((simulado) => (
                <Table.Tr key={simulado.id}>
                  <Table.Td>
                    {simulado.title}
                    {simulado.isPracticeOnly ? (
                      <Badge ml="xs" variant="light" color="grape" tt="none">
                        {ADMIN_UI.practiceBadge}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{simulado.subject ?? '—'}</Table.Td>
                  <Table.Td>{simulado.questionCount}</Table.Td>
                  <Table.Td>{formatBRL(simulado.price)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`${ADMIN_UI.edit}: ${simulado.title}`}
                        onClick={() => onEdit(simulado)}
                      >
                        {ADMIN_UI.edit}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`${ADMIN_UI.importCsv}: ${simulado.title}`}
                        onClick={() => onImport(simulado.id)}
                      >
                        {ADMIN_UI.importCsv}
                      </Button>
                      {onPaper ? (
                        <>
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`Questões: ${simulado.title}`}
                            onClick={() => onPaper(simulado, 'questions')}
                          >
                            Questões
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Importar do Word: ${simulado.title}`}
                            onClick={() => onPaper(simulado, 'docx')}
                          >
                            Importar do Word
                          </Button>
                        </>
                      ) : null}
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`${ADMIN_UI.delete}: ${simulado.title}`}
                        onClick={() => setPending(simulado)}
                      >
                        {ADMIN_UI.delete}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <ConfirmDialog
        message={
          pending?.hasHistory
            ? ADMIN_MESSAGES.confirmArchiveSimulado
            : ADMIN_MESSAGES.confirmDeleteSimulado
        }
        confirmLabel={pending?.hasHistory ? ADMIN_UI.archive : ADMIN_UI.remove}
        opened={pending !== null}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
