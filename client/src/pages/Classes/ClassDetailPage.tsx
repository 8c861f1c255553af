import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CLASS_MESSAGES } from '@gabaritei/shared';
import { ApiError, serverMessageOr } from '../../api/client';
import { FlashMessage } from '../../components/FlashMessage';
import { PageLoader } from '../../components/PageLoader';
import { useClassDetail } from '../../features/classes/queries';
import { useFlash } from '../../hooks/useFlash';
import { usePageTitle } from '../../hooks/usePageTitle';
import { ClassResults } from './ClassResults';
import { ReleasesPanel } from './ReleasesPanel';
import { StudentsPanel } from './StudentsPanel';

/** PRODUCT §2 Class detail: students, released simulados and how the class did. */
export function ClassDetailPage() {
  const { id = '' } = useParams();
  const detail = useClassDetail(id);
  const { flash, show, dismiss } = useFlash();
  usePageTitle(detail.data?.name ?? 'Turma');

  if (detail.isPending) return <PageLoader label="Carregando turma..." />;
  if (detail.isError) {
    // A malformed id is as absent as someone else's class.
    const missing = detail.error instanceof ApiError && [400, 404].includes(detail.error.status);
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>{missing ? CLASS_MESSAGES.classNotFound : 'Turma'}</Title>
          {missing ? null : (
            <Alert color="red" role="alert">
              {serverMessageOr(detail.error, CLASS_MESSAGES.loadDetailFailed)}
            </Alert>
          )}
          <Button component={Link} to="/teacher-dashboard">
            Voltar para Minhas Turmas
          </Button>
        </Stack>
      </Container>
    );
  }

  const klass = detail.data;
  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/teacher-dashboard" style={{ alignSelf: 'flex-start' }}>
          ← Voltar para Minhas Turmas
        </Anchor>
        <Group justify="space-between" align="baseline">
          <Title order={1}>{klass.name}</Title>
          <Text fw={600} aria-label="Alunos matriculados">
            {klass.currentStudents} / {klass.maxStudents} alunos
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <StudentsPanel klass={klass} onFlash={show} />
          <ReleasesPanel klass={klass} onFlash={show} />
        </SimpleGrid>
        <ClassResults klass={klass} />
      </Stack>
      <FlashMessage flash={flash} onClose={dismiss} />
    </Container>
  );
}
