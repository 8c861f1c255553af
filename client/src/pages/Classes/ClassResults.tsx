import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  FIGURE_LABELS,
  formatPercentOfPoints,
  type ClassDetail,
  type ClassSimuladoResults,
  type ClassStudentResult,
} from '@gabaritei/shared';
import { ClassStatistics } from '../../features/appeals/components/ClassStatistics';

/** 'Resultados da turma': per released simulado, participation, mean and every student. */
export function ClassResults({ klass }: { klass: ClassDetail }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="resultados-title">
      <Title order={2} fz="h3" id="resultados-title">
        Resultados da turma
      </Title>
      {klass.results.length === 0 ? (
        <Text c="dimmed">Libere um simulado para acompanhar os resultados da turma.</Text>
      ) : (
        klass.results.map((simulado) => (
          <SimuladoResults key={simulado.simuladoId} classId={klass.id} simulado={simulado} />
        ))
      )}
    </Stack>
  );
}

function SimuladoResults({
  classId,
  simulado,
}: {
  classId: string;
  simulado: ClassSimuladoResults;
}) {
  const projector = `/rankings/projecao/${simulado.simuladoId}?turma=${encodeURIComponent(classId)}`;
  return (
    <Paper withBorder p="lg" component="article" aria-label={`Resultados: ${simulado.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={3} fz="h4">
            {simulado.title}
          </Title>
          <Button component={Link} to={projector} variant="light">
            Modo Projeção
          </Button>
        </Group>
        <Group gap="xl">
          <Text size="sm">
            Participação: {simulado.participants} de {simulado.enrolled} alunos
          </Text>
          <Text size="sm">
            Média da turma: {simulado.classAverage === null ? '—' : `${simulado.classAverage}%`}
          </Text>
        </Group>
        {simulado.students.length > 0 ? (
          /* Scrolls inside its own box on a phone; focusable, so the keyboard scrolls it too. */
          <Table.ScrollContainer
            minWidth={520}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={`Notas dos alunos: ${simulado.title}`}
          >
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Aluno</Table.Th>
                  {/* The percent of points, named as on every screen: 'Nota' is the grade out of 10. */}
                  <Table.Th>{FIGURE_LABELS.percentOfPoints}</Table.Th>
                  <Table.Th>Posição na turma</Table.Th>
                  <Table.Th>Posição geral</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {simulado.students.map((student) => (
                  <StudentRow
                    key={student.email}
                    student={student}
                    participants={simulado.participants}
                    generalParticipants={simulado.generalParticipants}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <ClassStatistics classId={classId} simuladoId={simulado.simuladoId} />
      </Stack>
    </Paper>
  );
}

function StudentRow({
  student,
  participants,
  generalParticipants,
}: {
  student: ClassStudentResult;
  participants: number;
  generalParticipants: number;
}) {
  const status = student.userId === null ? 'Aguardando cadastro' : 'Não realizou';
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {student.name ?? student.email}
          </Text>
          {student.name ? (
            <Text size="xs" c="dimmed">
              {student.email}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      {student.score === null ? (
        <Table.Td colSpan={3}>
          <Text size="sm" c="dimmed">
            {status}
          </Text>
        </Table.Td>
      ) : (
        <>
          <Table.Td>
            <Group gap="xs">
              <Text size="sm">{formatPercentOfPoints(student.score)}</Text>
              {student.attemptType === 'PRACTICE' ? (
                <Badge size="xs" variant="light" tt="none">
                  Modo Treino
                </Badge>
              ) : null}
            </Group>
          </Table.Td>
          <Table.Td>
            {student.classRank}º de {participants}
          </Table.Td>
          <Table.Td>
            {student.generalRank === null
              ? '—'
              : `${student.generalRank}º de ${generalParticipants}`}
          </Table.Td>
        </>
      )}
    </Table.Tr>
  );
}
