import { Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, type CorrectionEntry } from '@gabaritei/shared';

const FIELD_LABELS: Record<string, string> = {
  text: 'Enunciado',
  optionA: 'Alternativa A',
  optionB: 'Alternativa B',
  optionC: 'Alternativa C',
  optionD: 'Alternativa D',
  optionE: 'Alternativa E',
  explanation: 'Comentário',
  title: 'Título do texto',
  contentHtml: 'Texto associado',
};

/** The corrections made after attempts began: what, why, when, and the version it made. */
export function CorrectionList(props: { corrections: CorrectionEntry[]; paperVersion: string }) {
  const { corrections, paperVersion } = props;
  return (
    <Stack gap="xs" component="section" aria-labelledby="correcoes-titulo">
      <Title order={3} fz="h4" id="correcoes-titulo">
        Correções
      </Title>
      <Text size="sm">Versão da prova: {paperVersion}</Text>
      {corrections.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma correção registrada.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-labelledby="correcoes-titulo">
            <Table.Thead>
              <Table.Tr>
                {['Quando', 'Onde', 'Motivo', 'Versão'].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {corrections.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
                  <Table.Td>
                    {c.questionNumber ? `Questão ${c.questionNumber} · ` : ''}
                    {FIELD_LABELS[c.field] ?? c.field}
                  </Table.Td>
                  <Table.Td>{c.reason}</Table.Td>
                  <Table.Td>{c.paperVersion}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
