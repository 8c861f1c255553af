import {
  Anchor,
  Alert,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CLASS_MESSAGES,
  classCreateSchema,
  formatDate,
  LIMITS,
  type ClassInfo,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { PageLoader } from '../../components/PageLoader';
import { useCreateClassMutation } from '../../features/classes/mutations';
import { useClasses } from '../../features/classes/queries';
import { usePageTitle } from '../../hooks/usePageTitle';
import classes from './TeacherDashboard.module.css';

const TITLE = 'Minhas Turmas';

/** PRODUCT §2 Teacher class list: the teacher's classes and the form for a new one. */
export function TeacherDashboardPage() {
  usePageTitle(TITLE);
  const classes = useClasses();
  const [formOpen, setFormOpen] = useState(false);

  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{TITLE}</Title>
          <Button
            variant={formOpen ? 'default' : 'filled'}
            onClick={() => setFormOpen((open) => !open)}
            aria-expanded={formOpen}
          >
            {formOpen ? 'Cancelar' : 'Nova Turma'}
          </Button>
        </Group>
        {formOpen ? <NewClassForm onCreated={() => setFormOpen(false)} /> : null}
        {classes.isPending ? <PageLoader label="Carregando turmas..." /> : null}
        {classes.isError ? (
          <Alert color="red" role="alert">
            {serverMessageOr(classes.error, CLASS_MESSAGES.loadClassesFailed)}
          </Alert>
        ) : null}
        {classes.isSuccess && classes.data.length === 0 ? (
          <Paper withBorder p="xl">
            <Text ta="center" c="dimmed">
              {CLASS_MESSAGES.empty}
            </Text>
          </Paper>
        ) : null}
        {classes.isSuccess && classes.data.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {classes.data.map((klass) => (
              <ClassCard key={klass.id} klass={klass} />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Container>
  );
}

function ClassCard({ klass }: { klass: ClassInfo }) {
  return (
    // The link is the title, stretched over the card: its name keeps the visible text, which
    // axe requires of a link labelled otherwise (label-content-name-mismatch).
    <Card withBorder padding="lg" component="article" pos="relative" data-class-card>
      <Stack gap={4}>
        <Title order={2} fz="h4" lh={1.3}>
          <Anchor
            component={Link}
            to={`/classes/${klass.id}`}
            aria-label={`Abrir turma ${klass.name}`}
            className={classes.stretched}
            underline="hover"
            c="inherit"
          >
            {klass.name}
          </Anchor>
        </Title>
        <Text size="sm">Capacidade: {klass.maxStudents} alunos</Text>
        <Text size="sm" c="dimmed">
          Criada em <time dateTime={klass.createdAt}>{formatDate(klass.createdAt)}</time>
        </Text>
      </Stack>
    </Card>
  );
}

function NewClassForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateClassMutation();
  const [name, setName] = useState('');
  const [maxStudents, setMaxStudents] = useState<number | string>(LIMITS.classCapacityDefault);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The route's own schema checks the form, so both give the same pt-BR answer.
    const parsed = classCreateSchema.safeParse({
      name,
      maxStudents: maxStudents === '' ? Number.NaN : Number(maxStudents),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CLASS_MESSAGES.createFailed);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (failure) => setError(serverMessageOr(failure, CLASS_MESSAGES.createFailed)),
    });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-label="Nova Turma">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nome da Turma"
            name="name"
            required
            maxLength={LIMITS.nameMax}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            disabled={create.isPending}
          />
          <NumberInput
            label="Máximo de Alunos"
            name="maxStudents"
            required
            min={LIMITS.classCapacityMin}
            max={LIMITS.classCapacityMax}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={maxStudents}
            onChange={setMaxStudents}
            disabled={create.isPending}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            Criar Turma
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
