import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import { CLASS_MESSAGES as M, formatLongDate, type MyClass } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { FlashMessage } from '../../components/FlashMessage';
import { PageLoader } from '../../components/PageLoader';
import { useAnswerInvitationMutation } from '../../features/classes/mutations';
import { useMyClasses } from '../../features/classes/queries';
import type { AutoSelectState } from '../../features/simulados/useAutoSelect';
import { useFlash, type FlashTone } from '../../hooks/useFlash';
import { usePageTitle } from '../../hooks/usePageTitle';

/**
 * 'Minhas Turmas' for a student: the invitations to answer, and the accepted
 * classes with what their teachers released. An invitation grants nothing until accepted.
 */
export function MyClassesPage() {
  usePageTitle(M.myClassesTitle);
  const mine = useMyClasses();
  const { flash, show, dismiss } = useFlash();

  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{M.myClassesTitle}</Title>
        {mine.isPending ? <PageLoader label="Carregando suas turmas..." /> : null}
        {mine.isError ? (
          <Alert color="red" role="alert">
            {serverMessageOr(mine.error, M.loadMyClassesFailed)}
          </Alert>
        ) : null}
        {mine.isSuccess && mine.data.invitations.length > 0 ? (
          <Stack gap="sm" component="section" aria-labelledby="convites-title">
            <Title order={2} fz="h3" id="convites-title">
              {M.invitationsTitle}
            </Title>
            {mine.data.invitations.map((invitation) => (
              <InvitationCard key={invitation.id} invitation={invitation} onFlash={show} />
            ))}
          </Stack>
        ) : null}
        {mine.isSuccess && mine.data.classes.length === 0 && mine.data.invitations.length === 0 ? (
          <Paper withBorder p="xl">
            <Text c="dimmed">{M.myClassesEmpty}</Text>
          </Paper>
        ) : null}
        {mine.isSuccess && mine.data.classes.length > 0 ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {mine.data.classes.map((klass) => (
              <ClassCard key={klass.id} klass={klass} />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
      <FlashMessage flash={flash} onClose={dismiss} />
    </Container>
  );
}

function InvitationCard({
  invitation,
  onFlash,
}: {
  invitation: MyClass;
  onFlash: (message: string, tone: FlashTone) => void;
}) {
  const answer = useAnswerInvitationMutation();
  const respond = (what: 'accept' | 'decline') =>
    answer.mutate(
      { classId: invitation.id, answer: what },
      {
        onSuccess: () => onFlash(what === 'accept' ? M.accepted : M.declined, 'success'),
        onError: (error) => onFlash(serverMessageOr(error, M.answerFailed), 'error'),
      },
    );
  const busy = answer.isPending ? answer.variables.answer : null;

  return (
    <Card withBorder padding="lg" component="article" aria-label={`Convite: ${invitation.name}`}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} style={{ wordBreak: 'break-word' }}>
              {invitation.name}
            </Text>
            <Badge variant="light" color="yellow" tt="none">
              {M.statusInvited}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Professor(a): {invitation.teacherName} · convite de{' '}
            {formatLongDate(invitation.invitedAt)}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            onClick={() => respond('accept')}
            loading={busy === 'accept'}
            disabled={busy === 'decline'}
          >
            {M.accept}
          </Button>
          <Button
            variant="default"
            onClick={() => respond('decline')}
            loading={busy === 'decline'}
            disabled={busy === 'accept'}
          >
            {M.decline}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function ClassCard({ klass }: { klass: MyClass }) {
  const navigate = useNavigate();
  const open = (simuladoId: string) => {
    const state: AutoSelectState = { autoSelectSimuladoId: simuladoId };
    navigate('/simulated', { state });
  };

  return (
    <Card withBorder padding="lg" component="article" aria-label={`Turma ${klass.name}`}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={700} fz="lg" style={{ wordBreak: 'break-word' }}>
            {klass.name}
          </Text>
          <Text size="sm" c="dimmed">
            Professor(a): {klass.teacherName}
          </Text>
        </Stack>
        {klass.simulados.length === 0 ? (
          <Text size="sm" c="dimmed">
            {M.noReleases}
          </Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-label={`Simulados de ${klass.name}`}>
            {klass.simulados.map((simulado) => (
              <List.Item key={simulado.id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text style={{ wordBreak: 'break-word', minWidth: 0 }}>{simulado.title}</Text>
                  {/* Never squeezed: the title wraps instead, down to 360 px. */}
                  <Button
                    size="xs"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    onClick={() => open(simulado.id)}
                  >
                    {M.openSimulado}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
