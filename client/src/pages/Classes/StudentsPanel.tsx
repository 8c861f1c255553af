import { Badge, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import {
  CLASS_MEMBER_STATUS_LABELS,
  CLASS_MESSAGES,
  type ClassDetail,
  type ClassMemberStatus,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { useRemoveStudentMutation } from '../../features/classes/mutations';
import type { FlashTone } from '../../hooks/useFlash';
import { InviteStudentsForm } from './InviteStudentsForm';

type PanelProps = {
  klass: ClassDetail;
  onFlash: (message: string, tone: FlashTone) => void;
};

/** The 'Alunos' panel: invite by e-mail (one or a list), and remove after a confirmation. */
export function StudentsPanel({ klass, onFlash }: PanelProps) {
  const remove = useRemoveStudentMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const pending = new Set(klass.pendingStudents);
  const memberOf = new Map(klass.members.map((m) => [m.email, m]));

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
        <InviteStudentsForm classId={klass.id} onFlash={onFlash} />
        {klass.students.length === 0 ? (
          <Text c="dimmed">Nenhum aluno matriculado.</Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-label="Alunos matriculados">
            {klass.students.map((student) => (
              <List.Item key={student} data-testid="class-member">
                {/* The button never shrinks: at 360 px it read 'Remove'. */}
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <MemberName email={student} name={memberOf.get(student)?.name ?? null} />
                    <Group gap="xs" wrap="wrap">
                      {pending.has(student) ? (
                        <Badge variant="light" color="yellow" tt="none">
                          Aguardando cadastro
                        </Badge>
                      ) : null}
                      <StatusBadge status={memberOf.get(student)?.status ?? 'INVITED'} />
                    </Group>
                  </Stack>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => setRemoving(student)}
                    aria-label={`Remover ${student}`}
                    style={{ flexShrink: 0 }}
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

/** The account's name once the student accepted, with the e-mail under it. */
function MemberName({ email, name }: { email: string; name: string | null }) {
  if (name === null) return <Text style={{ overflowWrap: 'anywhere' }}>{breakable(email)}</Text>;
  return (
    <div>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {breakable(email)}
      </Text>
    </div>
  );
}

/**
 * The address with a line-break chance before its '@' and each dot, so a long one wraps
 * between its parts ('…longa' / '@exemplo.com.br') rather than cutting off a last letter.
 */
function breakable(email: string) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

const STATUS_COLOURS: Record<ClassMemberStatus, string> = {
  INVITED: 'blue',
  ACCEPTED: 'green',
  DECLINED: 'gray',
};

/** An enrolment is an invitation until the student accepts it in the app. */
function StatusBadge({ status }: { status: ClassMemberStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} tt="none">
      {CLASS_MEMBER_STATUS_LABELS[status]}
    </Badge>
  );
}
