import {
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  CLASS_MEMBER_STATUS_LABELS,
  CLASS_MESSAGES,
  enrolmentSchema,
  type ClassDetail,
  type ClassMemberStatus,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { useAddStudentMutation, useRemoveStudentMutation } from '../../features/classes/mutations';
import type { FlashTone } from '../../hooks/useFlash';
import { useSchemaForm } from '../../hooks/useSchemaForm';

type PanelProps = {
  klass: ClassDetail;
  onFlash: (message: string, tone: FlashTone) => void;
};

/** The 'Alunos' panel: enrol by e-mail, and remove after a confirmation. */
export function StudentsPanel({ klass, onFlash }: PanelProps) {
  const add = useAddStudentMutation();
  const remove = useRemoveStudentMutation();
  const form = useSchemaForm({ schema: enrolmentSchema, initialValues: { studentEmail: '' } });
  const [removing, setRemoving] = useState<string | null>(null);
  const pending = new Set(klass.pendingStudents);
  const statusOf = new Map(klass.members.map((m) => [m.email, m.status]));

  const submit = form.onSubmit(({ studentEmail }) => {
    add.mutate(
      { classId: klass.id, email: studentEmail },
      {
        onSuccess: () => {
          form.setValues({ studentEmail: '' });
          onFlash(CLASS_MESSAGES.studentAdded, 'success');
        },
        onError: (error) =>
          onFlash(serverMessageOr(error, CLASS_MESSAGES.addStudentFailed), 'error'),
      },
    );
  });

  const confirmRemoval = () => {
    if (!removing) return;
    remove.mutate(
      { classId: klass.id, email: removing },
      {
        onSuccess: () => onFlash(CLASS_MESSAGES.studentRemoved, 'success'),
        onError: (error) =>
          onFlash(serverMessageOr(error, CLASS_MESSAGES.removeStudentFailed), 'error'),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="alunos-title" h="100%">
      <Stack gap="md">
        <Title order={2} fz="h3" id="alunos-title">
          Alunos
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label="E-mail do aluno"
              type="email"
              name="studentEmail"
              required
              placeholder="aluno@exemplo.com"
              {...form.getInputProps('studentEmail')}
              disabled={add.isPending}
              style={{ flex: 1 }}
            />
            <Button type="submit" mt={25} loading={add.isPending}>
              Adicionar
            </Button>
          </Group>
        </form>
        {klass.students.length === 0 ? (
          <Text c="dimmed">Nenhum aluno matriculado.</Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-label="Alunos matriculados">
            {klass.students.map((student) => (
              <List.Item key={student}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                    <Text style={{ wordBreak: 'break-all' }}>{student}</Text>
                    {pending.has(student) ? (
                      <Badge variant="light" color="yellow" tt="none">
                        Aguardando cadastro
                      </Badge>
                    ) : null}
                    <StatusBadge status={statusOf.get(student) ?? 'INVITED'} />
                  </Group>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => setRemoving(student)}
                    aria-label={`Remover ${student}`}
                  >
                    Remover
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remover aluno"
        centered
      >
        <Stack gap="md">
          <Text>{CLASS_MESSAGES.confirmRemoval}</Text>
          <Text size="sm" c="dimmed">
            {removing}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancelar
            </Button>
            <Button color="red" onClick={confirmRemoval} loading={remove.isPending}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

const STATUS_COLOURS: Record<ClassMemberStatus, string> = {
  INVITED: 'blue',
  ACCEPTED: 'green',
  DECLINED: 'gray',
};

/** Issue 14: an enrolment is an invitation until the student accepts it in the app. */
function StatusBadge({ status }: { status: ClassMemberStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} tt="none">
      {CLASS_MEMBER_STATUS_LABELS[status]}
    </Badge>
  );
}
